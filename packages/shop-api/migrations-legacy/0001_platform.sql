-- Platform tables: portals and their settings, sessions, users (minimal), cart lines (minimal),
-- the e-mail outbox and debug recordings. Unqualified names: the search_path decides the schema
-- (tests run each file in a schema of its own).

CREATE TABLE portals (
  key text PRIMARY KEY,
  name text NOT NULL,
  hosts text[] NOT NULL DEFAULT '{}',
  is_default boolean NOT NULL DEFAULT false,
  currency text NOT NULL DEFAULT 'NOK',
  country text NOT NULL,
  -- [{name: 'en', long: 'English'}]
  languages jsonb NOT NULL,
  default_language text NOT NULL,
  contact jsonb NOT NULL,
  -- minor units; negative switches the free-delivery promo off
  free_shipping_threshold integer NOT NULL DEFAULT -1,
  privacy_policy text,
  terms_of_service text NOT NULL DEFAULT '',
  options jsonb NOT NULL,
  theme jsonb NOT NULL,
  logo text NOT NULL DEFAULT '',
  background jsonb NOT NULL,
  menu jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- at most one default portal
CREATE UNIQUE INDEX portals_single_default ON portals (is_default) WHERE is_default;
CREATE INDEX portals_hosts ON portals USING gin (hosts);

CREATE TABLE portal_modules (
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  module text NOT NULL,
  enabled boolean NOT NULL,
  PRIMARY KEY (portal, module)
);

CREATE TABLE legacy_pages (
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  id text NOT NULL,
  modules jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (portal, id)
);

CREATE TABLE users (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  email text NOT NULL,
  name text NOT NULL DEFAULT '',
  password_hash text,
  lang text,
  mobile text NOT NULL DEFAULT '',
  accept_mail boolean,
  address text NOT NULL DEFAULT '',
  address2 text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  is_admin boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- e-mail addresses are compared case-insensitively within a portal
CREATE UNIQUE INDEX users_portal_email ON users (portal, lower(email));

CREATE TABLE sessions (
  -- sha256 (hex) of the cookie token: a leaked table does not hand out live cookies
  id text PRIMARY KEY,
  user_uuid uuid REFERENCES users (uuid) ON DELETE CASCADE,
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  lang text,
  csrf_token text NOT NULL,
  simulated_by uuid REFERENCES users (uuid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_expires_at ON sessions (expires_at);
CREATE INDEX sessions_user ON sessions (user_uuid);

CREATE TABLE cart_lines (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  -- 0: an ordinary purchasable line
  type integer NOT NULL DEFAULT 0,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
  -- price of the whole line in minor units
  line_price integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cart_lines_user ON cart_lines (user_uuid);

CREATE TABLE outbox_emails (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  "to" text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  -- clock_timestamp: several mails of one transaction still sort in the order written
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  sent_at timestamptz,
  error text,
  attempts integer NOT NULL DEFAULT 0,
  -- set while a worker delivers it; an old claim (crashed worker) is taken over
  claimed_at timestamptz
);
CREATE INDEX outbox_emails_pending ON outbox_emails (created_at) WHERE sent_at IS NULL;
CREATE INDEX outbox_emails_portal_created ON outbox_emails (portal, created_at DESC);

CREATE TABLE debug_recordings (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- ON UPDATE CASCADE: a session rotated at sign-in keeps its recording;
  -- SET NULL: support keeps the recording after the visitor signs out or the session expires
  session_id text REFERENCES sessions (id) ON DELETE SET NULL ON UPDATE CASCADE,
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  user_agent text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  stopped_at timestamptz,
  chunk_count integer NOT NULL DEFAULT 0,
  event_count integer NOT NULL DEFAULT 0,
  byte_count integer NOT NULL DEFAULT 0
);
CREATE INDEX debug_recordings_session ON debug_recordings (session_id);

CREATE TABLE debug_recording_events (
  recording uuid NOT NULL REFERENCES debug_recordings (uuid) ON DELETE CASCADE,
  seq integer NOT NULL,
  events jsonb NOT NULL,
  PRIMARY KEY (recording, seq)
);
