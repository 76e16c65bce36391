-- Account: picture sets shared by e-mail (src/account/share.ts). One row per recipient; the token
-- in the link is 32 random bytes (base64url), stored only as its sha256. Single use, 14 days.
-- The rows of the last 24 hours also count a sender's daily limit.
CREATE TABLE share_invites (
  -- sha256 (hex) of the token
  token_hash text PRIMARY KEY,
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  sender_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  -- as the sender typed it (trimmed); compared case-insensitively at acceptance
  recipient_email text NOT NULL,
  subject_uuids uuid[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by uuid REFERENCES users (uuid) ON DELETE SET NULL
);
CREATE INDEX share_invites_sender_created ON share_invites (sender_uuid, created_at);
CREATE INDEX share_invites_expires_at ON share_invites (expires_at);
