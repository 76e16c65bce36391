-- Photo jobs and what customers do with them: photographers, jobs with their yearbook poses and
-- green-screen backgrounds, subjects (one picture set each, opened by a picture code), pictures,
-- and the per-user tables of the account area (picture sets in an account, favourites, yearbook
-- pose choices, purchases, packages held for inspection, reminders).
-- Filled by the photo-job import (src/photojobs/import.ts); see src/photojobs/README.md.
-- File paths are relative to FILES_DIR.

-- Server-side secrets that must survive restarts and be shared by every instance, generated on
-- first use when not given in the environment (code_hmac: the key of subjects.code_hash when
-- CODE_SECRET is unset).
CREATE TABLE secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE photographers (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  name text NOT NULL,
  -- the logo file (photographers/<sha256>.<ext>), null without one
  logo text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX photographers_portal_name ON photographers (portal, name);

CREATE TABLE jobs (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  -- stable id from the import folder (job.json "key"): a rerun finds the same job
  import_key text NOT NULL,
  name text NOT NULL,
  year integer NOT NULL,
  photographer uuid REFERENCES photographers (uuid) ON DELETE SET NULL,
  -- school, kindergarten, sports, …
  job_type text NOT NULL,
  is_archived boolean NOT NULL DEFAULT false,
  has_been_in_webshop boolean NOT NULL DEFAULT false,
  require_fine_tuned_pictures boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- end of the yearbook pose selection; null: no end
  yearbook_selection_expires_at timestamptz
);
CREATE UNIQUE INDEX jobs_portal_import_key ON jobs (portal, import_key);

CREATE TABLE job_yearbook_poses (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job uuid NOT NULL REFERENCES jobs (uuid) ON DELETE CASCADE,
  name text NOT NULL,
  instructions text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX job_yearbook_poses_job_name ON job_yearbook_poses (job, name);

CREATE TABLE green_screen_backgrounds (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job uuid NOT NULL REFERENCES jobs (uuid) ON DELETE CASCADE,
  -- the file name in the import folder
  import_key text NOT NULL,
  -- originals/<portal>/<job key>/<sha256>.<ext>
  file text NOT NULL,
  sha256 text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX green_screen_backgrounds_job_key ON green_screen_backgrounds (job, import_key);

CREATE TABLE subjects (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job uuid NOT NULL REFERENCES jobs (uuid) ON DELETE CASCADE,
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  import_key text NOT NULL,
  name text NOT NULL,
  -- class, team, department
  group_name text NOT NULL DEFAULT '',
  -- HMAC-SHA256 (hex) of the normalised picture code under the server's code secret; the code
  -- itself is never stored. Unique over all portals: a code on another portal is recognised (redirect).
  code_hash text NOT NULL,
  qualify_own_favorites boolean NOT NULL DEFAULT false,
  qualify_yearbook_pose boolean NOT NULL DEFAULT false,
  is_editable boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subjects_code_hash ON subjects (code_hash);
CREATE UNIQUE INDEX subjects_job_import_key ON subjects (job, import_key);

CREATE TABLE pictures (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subject uuid NOT NULL REFERENCES subjects (uuid) ON DELETE CASCADE,
  -- the subject's portal (webshop ids are unique per portal)
  portal text NOT NULL REFERENCES portals (key) ON DELETE CASCADE ON UPDATE CASCADE,
  -- the file's path under pictures/ in the import folder
  import_key text NOT NULL,
  picture_type text NOT NULL CONSTRAINT pictures_picture_type_check CHECK (picture_type IN ('IP', 'SFP', 'GP')),
  -- what the customer sees as 'ID: 1234'
  webshop_id integer NOT NULL,
  -- the photographer's own reference
  client_ref text NOT NULL DEFAULT '',
  keywords text[] NOT NULL DEFAULT '{}',
  width integer NOT NULL,
  height integer NOT NULL,
  greenscreen boolean NOT NULL DEFAULT false,
  group_picture boolean NOT NULL DEFAULT false,
  sort integer NOT NULL DEFAULT 0,
  -- originals/<portal>/<job key>/<sha256>.<ext>
  original_path text NOT NULL,
  sha256 text NOT NULL,
  -- green-screen pictures: the mask (greyscale PNG, white = subject) the cut-out is made with
  mask_path text,
  mask_sha256 text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT pictures_greenscreen_mask CHECK (NOT greenscreen OR (mask_path IS NOT NULL AND mask_sha256 IS NOT NULL))
);
CREATE UNIQUE INDEX pictures_subject_import_key ON pictures (subject, import_key);
CREATE UNIQUE INDEX pictures_portal_webshop_id ON pictures (portal, webshop_id);

-- The picture sets in a user's account.
CREATE TABLE user_subjects (
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  subject_uuid uuid NOT NULL REFERENCES subjects (uuid) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_uuid, subject_uuid)
);
-- "already in another account"
CREATE INDEX user_subjects_subject ON user_subjects (subject_uuid);

CREATE TABLE user_picture_favorites (
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  picture_uuid uuid NOT NULL REFERENCES pictures (uuid) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_uuid, picture_uuid)
);

-- At most one pose per job yearbook pose per picture set.
CREATE TABLE user_yearbook_poses (
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  subject_uuid uuid NOT NULL REFERENCES subjects (uuid) ON DELETE CASCADE,
  job_yearbook_pose uuid NOT NULL REFERENCES job_yearbook_poses (uuid) ON DELETE CASCADE,
  picture_uuid uuid NOT NULL REFERENCES pictures (uuid) ON DELETE CASCADE,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_uuid, subject_uuid, job_yearbook_pose)
);

-- What a user has bought: one picture's digital file, or the digital set of one type of a subject.
CREATE TABLE purchased_items (
  uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  subject_uuid uuid NOT NULL REFERENCES subjects (uuid) ON DELETE CASCADE,
  picture_uuid uuid REFERENCES pictures (uuid) ON DELETE CASCADE,
  digital_set_type text CONSTRAINT purchased_items_set_type_check CHECK (digital_set_type IN ('IP', 'SFP', 'GP')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- exactly one of the two
  CONSTRAINT purchased_items_picture_or_set CHECK ((picture_uuid IS NULL) <> (digital_set_type IS NULL))
);
CREATE INDEX purchased_items_user_subject ON purchased_items (user_uuid, subject_uuid);
CREATE UNIQUE INDEX purchased_items_user_picture ON purchased_items (user_uuid, picture_uuid) WHERE picture_uuid IS NOT NULL;
CREATE UNIQUE INDEX purchased_items_user_set ON purchased_items (user_uuid, subject_uuid, digital_set_type) WHERE digital_set_type IS NOT NULL;

-- Picture packages held for inspection (account: 'Cancel picture packages').
CREATE TABLE inspection_packages (
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  subject_uuid uuid NOT NULL REFERENCES subjects (uuid) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_uuid, subject_uuid)
);

-- Communication: reminders per picture set.
CREATE TABLE reminder_settings (
  user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
  subject_uuid uuid NOT NULL REFERENCES subjects (uuid) ON DELETE CASCADE,
  reminders_enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_uuid, subject_uuid)
);
