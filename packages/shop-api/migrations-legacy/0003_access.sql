-- Access: rate-limit counters shared by every instance, password reset keys, one-time links for a
-- simulated user, and the picture code a visitor verified before signing in (src/access/).
-- Secrets (reset keys, simulation tokens) are stored only as their sha256; rate-limit keys (client
-- addresses, e-mail addresses) only as a sha256 too.

-- One row per counted attempt; a rule counts the rows of its bucket and key inside its sliding window.
CREATE TABLE rate_limit_events (
  bucket text NOT NULL,
  -- sha256 (hex) of the bucket and what is limited (client address, account)
  key_hash text NOT NULL,
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX rate_limit_events_lookup ON rate_limit_events (bucket, key_hash, at DESC);
CREATE INDEX rate_limit_events_at ON rate_limit_events (at);

-- 'Forgot your password?': a key of 32 random bytes sent by e-mail; single use, one hour.
CREATE TABLE password_resets (
  -- sha256 (hex) of the key
  key_hash text PRIMARY KEY,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_user ON password_resets (user_uuid);
CREATE INDEX password_resets_expires_at ON password_resets (expires_at);

-- `pnpm operator simulate`: a one-time link that signs a browser in as a customer, for an administrator.
CREATE TABLE simulation_tokens (
  -- sha256 (hex) of the token
  token_hash text PRIMARY KEY,
  admin_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX simulation_tokens_expires_at ON simulation_tokens (expires_at);

-- A code verified while signed out: the next sign-in or registration in this session adds its set.
-- ON UPDATE CASCADE: the session id changes at sign-in (rotation) and the pending code follows it.
CREATE TABLE session_pending_codes (
  session_id text PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE ON UPDATE CASCADE,
  subject_uuid uuid NOT NULL REFERENCES subjects (uuid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
