/** Photo jobs (filled by src/photojobs/import.ts): photographers, jobs, subjects and their pictures. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { fk, createdAt } from './columns';
import { portals } from './portals';

export const PICTURE_TYPES = ['IP', 'SFP', 'GP'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

/** Server-side secrets generated on first use (code_hmac: the key of subjects.code_hash when CODE_SECRET is unset). */
export const secrets = pgTable('secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const photographers = pgTable(
  'photographers',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    portal: text('portal').notNull(),
    name: text('name').notNull(),
    /** Relative to FILES_DIR (photographers/<sha256>.<ext>). */
    logo: text('logo'),
    createdAt: createdAt(),
  },
  (t) => [fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }), uniqueIndex('photographers_portal_name').on(t.portal, t.name)],
);
export type PhotographerRow = typeof photographers.$inferSelect;

export const jobs = pgTable(
  'jobs',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    portal: text('portal').notNull(),
    /** Stable id from the import folder: a rerun finds the same job. */
    importKey: text('import_key').notNull(),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    photographer: uuid('photographer'),
    jobType: text('job_type').notNull(),
    isArchived: boolean('is_archived').notNull().default(false),
    hasBeenInWebshop: boolean('has_been_in_webshop').notNull().default(false),
    requireFineTunedPictures: boolean('require_fine_tuned_pictures').notNull().default(false),
    createdAt: createdAt(),
    /** End of the yearbook pose selection; null: no end. */
    yearbookSelectionExpiresAt: timestamp('yearbook_selection_expires_at', { withTimezone: true }),
  },
  (t) => [
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    fk(t.photographer, photographers.uuid, { onDelete: 'set null' }),
    uniqueIndex('jobs_portal_import_key').on(t.portal, t.importKey),
  ],
);
export type JobRow = typeof jobs.$inferSelect;

export const jobYearbookPoses = pgTable(
  'job_yearbook_poses',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    job: uuid('job').notNull(),
    name: text('name').notNull(),
    instructions: text('instructions').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [fk(t.job, jobs.uuid, { onDelete: 'cascade' }), uniqueIndex('job_yearbook_poses_job_name').on(t.job, t.name)],
);
export type JobYearbookPoseRow = typeof jobYearbookPoses.$inferSelect;

export const greenScreenBackgrounds = pgTable(
  'green_screen_backgrounds',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    job: uuid('job').notNull(),
    /** The file name in the import folder. */
    importKey: text('import_key').notNull(),
    /** Relative to FILES_DIR. */
    file: text('file').notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [fk(t.job, jobs.uuid, { onDelete: 'cascade' }), uniqueIndex('green_screen_backgrounds_job_key').on(t.job, t.importKey)],
);
export type GreenScreenBackgroundRow = typeof greenScreenBackgrounds.$inferSelect;

export const subjects = pgTable(
  'subjects',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    job: uuid('job').notNull(),
    portal: text('portal').notNull(),
    importKey: text('import_key').notNull(),
    name: text('name').notNull(),
    groupName: text('group_name').notNull().default(''),
    /** HMAC-SHA256 (hex) of the normalised code (photojobs/codes.ts); never the code itself. */
    codeHash: text('code_hash').notNull(),
    qualifyOwnFavorites: boolean('qualify_own_favorites').notNull().default(false),
    qualifyYearbookPose: boolean('qualify_yearbook_pose').notNull().default(false),
    isEditable: boolean('is_editable').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    fk(t.job, jobs.uuid, { onDelete: 'cascade' }),
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    uniqueIndex('subjects_code_hash').on(t.codeHash),
    uniqueIndex('subjects_job_import_key').on(t.job, t.importKey),
  ],
);
export type SubjectRow = typeof subjects.$inferSelect;

export const pictures = pgTable(
  'pictures',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    subject: uuid('subject').notNull(),
    portal: text('portal').notNull(),
    /** The file's path under pictures/ in the import folder. */
    importKey: text('import_key').notNull(),
    pictureType: text('picture_type').$type<PictureType>().notNull(),
    /** 'ID: 1234' for the customer; unique per portal. */
    webshopId: integer('webshop_id').notNull(),
    clientRef: text('client_ref').notNull().default(''),
    keywords: text('keywords').array().notNull().default(sql`'{}'`),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    greenscreen: boolean('greenscreen').notNull().default(false),
    groupPicture: boolean('group_picture').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** Relative to FILES_DIR: originals/<portal>/<job key>/<sha256>.<ext>. */
    originalPath: text('original_path').notNull(),
    sha256: text('sha256').notNull(),
    /** Green-screen pictures: the mask (greyscale PNG, white = subject), relative to FILES_DIR. */
    maskPath: text('mask_path'),
    maskSha256: text('mask_sha256'),
    createdAt: createdAt(),
  },
  (t) => [
    fk(t.subject, subjects.uuid, { onDelete: 'cascade' }),
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    uniqueIndex('pictures_subject_import_key').on(t.subject, t.importKey),
    uniqueIndex('pictures_portal_webshop_id').on(t.portal, t.webshopId),
    check('pictures_picture_type_check', sql`${t.pictureType} IN ('IP', 'SFP', 'GP')`),
    check('pictures_greenscreen_mask', sql`NOT ${t.greenscreen} OR (${t.maskPath} IS NOT NULL AND ${t.maskSha256} IS NOT NULL)`),
  ],
);
export type PictureRow = typeof pictures.$inferSelect;

/**
 * Derivative work that is done (photojobs/derivatives.ts): one row per unit of work, keyed by its content
 * ('image:<sha256>', 'cutout:<key>', 'composite:<key>', 'upload:<path>'), written by the job that made
 * its files. Shared by every photo job that has the same file: a job's progress is how many of its units
 * are here.
 */
export const derivativesMade = pgTable('derivatives_made', {
  key: text('key').primaryKey(),
  madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
});
