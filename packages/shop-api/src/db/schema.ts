/**
 * The database, described once: `pnpm --filter @shop/shop-api db:generate` writes the SQL migration
 * for a change of this file into migrations/ (docs/decisions/0010). Constraints carry the names
 * PostgreSQL gave them under the SQL files before drizzle-kit (migrations-legacy/), so databases
 * made then and now stay alike (src/db/migrations.test.ts).
 */
import { getTableName, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgColumn,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';
import type { CampaignRequirement, ContactInfo, DigitalRebates, MenuEntry, PortalOptions, Scene, TemplateData, Theme } from '@shop/contracts';
import type * as v from 'valibot';

/**
 * A foreign key named as PostgreSQL names its own (`<table>_<column>_fkey`): the SQL migrations
 * before drizzle-kit let PostgreSQL name them, and a later migration that drops or changes one must
 * find the same name in databases made then and now.
 */
function fk(column: PgColumn, foreign: PgColumn, actions: { onDelete?: UpdateDeleteAction; onUpdate?: UpdateDeleteAction } = {}) {
  const key = foreignKey({ name: `${getTableName(column.table)}_${column.name}_fkey`, columns: [column], foreignColumns: [foreign] });
  if (actions.onDelete) key.onDelete(actions.onDelete);
  if (actions.onUpdate) key.onUpdate(actions.onUpdate);
  return key;
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export interface PortalLanguage {
  name: string;
  long: string;
}

export const portals = pgTable(
  'portals',
  {
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    hosts: text('hosts').array().notNull().default(sql`'{}'`),
    isDefault: boolean('is_default').notNull().default(false),
    currency: text('currency').notNull().default('NOK'),
    country: text('country').notNull(),
    languages: jsonb('languages').$type<PortalLanguage[]>().notNull(),
    defaultLanguage: text('default_language').notNull(),
    contact: jsonb('contact').$type<v.InferOutput<typeof ContactInfo>>().notNull(),
    freeShippingThreshold: integer('free_shipping_threshold').notNull().default(-1),
    privacyPolicy: text('privacy_policy'),
    termsOfService: text('terms_of_service').notNull().default(''),
    options: jsonb('options').$type<PortalOptions>().notNull(),
    theme: jsonb('theme').$type<Theme>().notNull(),
    logo: text('logo').notNull().default(''),
    background: jsonb('background').$type<{ color: string; image: string }>().notNull(),
    menu: jsonb('menu').$type<MenuEntry[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    // at most one default portal
    uniqueIndex('portals_single_default').on(t.isDefault).where(sql`${t.isDefault}`),
    index('portals_hosts').using('gin', t.hosts),
  ],
);
export type Portal = typeof portals.$inferSelect;
export type NewPortal = typeof portals.$inferInsert;

export const portalModules = pgTable(
  'portal_modules',
  {
    portal: text('portal').notNull(),
    module: text('module').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }), primaryKey({ name: 'portal_modules_pkey', columns: [t.portal, t.module] })],
);

/**
 * One row: a counter the database raises (triggers of migration 0001) whenever what the server keeps
 * per portal between requests changes: portals, their modules, the price list. Every request reads
 * it with its session (portals/cache.ts), so a change by the operator CLI in another process reaches
 * the next request without a restart.
 */
export const settingsVersion = pgTable('settings_version', {
  id: integer('id').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

export const legacyPages = pgTable(
  'legacy_pages',
  {
    portal: text('portal').notNull(),
    id: text('id').notNull(),
    modules: jsonb('modules').$type<Record<string, unknown>[]>().notNull().default([]),
  },
  (t) => [fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }), primaryKey({ name: 'legacy_pages_pkey', columns: [t.portal, t.id] })],
);

export const users = pgTable(
  'users',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    portal: text('portal').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash'),
    lang: text('lang'),
    mobile: text('mobile').notNull().default(''),
    acceptMail: boolean('accept_mail'),
    address: text('address').notNull().default(''),
    address2: text('address2').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }), uniqueIndex('users_portal_email').on(t.portal, sql`lower(${t.email})`)],
);
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the cookie token. */
    id: text('id').primaryKey(),
    userUuid: uuid('user_uuid'),
    portal: text('portal').notNull(),
    lang: text('lang'),
    csrfToken: text('csrf_token').notNull(),
    simulatedBy: uuid('simulated_by'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    fk(t.simulatedBy, users.uuid, { onDelete: 'cascade' }),
    index('sessions_expires_at').on(t.expiresAt),
    index('sessions_user').on(t.userUuid),
  ],
);
export type SessionRow = typeof sessions.$inferSelect;

export const outboxEmails = pgTable(
  'outbox_emails',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    portal: text('portal').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    // clock_timestamp: several mails of one transaction still sort in the order written
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    // set while a worker delivers it; an old claim (crashed worker) is taken over
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    index('outbox_emails_pending').on(t.createdAt).where(sql`${t.sentAt} IS NULL`),
    index('outbox_emails_portal_created').on(t.portal, t.createdAt.desc().nullsFirst()),
  ],
);
export type OutboxEmail = typeof outboxEmails.$inferSelect;

export const debugRecordings = pgTable(
  'debug_recordings',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    sessionId: text('session_id'),
    portal: text('portal').notNull(),
    userAgent: text('user_agent').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    chunkCount: integer('chunk_count').notNull().default(0),
    eventCount: integer('event_count').notNull().default(0),
    byteCount: integer('byte_count').notNull().default(0),
  },
  (t) => [
    fk(t.sessionId, sessions.id, { onDelete: 'set null', onUpdate: 'cascade' }),
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    index('debug_recordings_session').on(t.sessionId),
  ],
);

export const debugRecordingEvents = pgTable(
  'debug_recording_events',
  {
    recording: uuid('recording').notNull(),
    seq: integer('seq').notNull(),
    events: jsonb('events').$type<unknown[]>().notNull(),
  },
  (t) => [fk(t.recording, debugRecordings.uuid, { onDelete: 'cascade' }), primaryKey({ name: 'debug_recording_events_pkey', columns: [t.recording, t.seq] })],
);

// ---- Photo jobs (filled by src/photojobs/import.ts) ----

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

/** The picture sets in a user's account. */
export const userSubjects = pgTable(
  'user_subjects',
  {
    userUuid: uuid('user_uuid').notNull(),
    subjectUuid: uuid('subject_uuid').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.subjectUuid, subjects.uuid, { onDelete: 'cascade' }),
    primaryKey({ name: 'user_subjects_pkey', columns: [t.userUuid, t.subjectUuid] }),
    index('user_subjects_subject').on(t.subjectUuid),
  ],
);

export const userPictureFavorites = pgTable(
  'user_picture_favorites',
  {
    userUuid: uuid('user_uuid').notNull(),
    pictureUuid: uuid('picture_uuid').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.pictureUuid, pictures.uuid, { onDelete: 'cascade' }),
    primaryKey({ name: 'user_picture_favorites_pkey', columns: [t.userUuid, t.pictureUuid] }),
  ],
);

/** At most one pose per job yearbook pose per picture set. */
export const userYearbookPoses = pgTable(
  'user_yearbook_poses',
  {
    userUuid: uuid('user_uuid').notNull(),
    subjectUuid: uuid('subject_uuid').notNull(),
    jobYearbookPose: uuid('job_yearbook_pose').notNull(),
    pictureUuid: uuid('picture_uuid').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.subjectUuid, subjects.uuid, { onDelete: 'cascade' }),
    fk(t.jobYearbookPose, jobYearbookPoses.uuid, { onDelete: 'cascade' }),
    fk(t.pictureUuid, pictures.uuid, { onDelete: 'cascade' }),
    primaryKey({ name: 'user_yearbook_poses_pkey', columns: [t.userUuid, t.subjectUuid, t.jobYearbookPose] }),
  ],
);

/** One picture's digital file, or the digital set of one type of a subject (exactly one of the two). */
export const purchasedItems = pgTable(
  'purchased_items',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid').notNull(),
    subjectUuid: uuid('subject_uuid').notNull(),
    pictureUuid: uuid('picture_uuid'),
    digitalSetType: text('digital_set_type').$type<PictureType>(),
    createdAt: createdAt(),
  },
  (t) => [
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.subjectUuid, subjects.uuid, { onDelete: 'cascade' }),
    fk(t.pictureUuid, pictures.uuid, { onDelete: 'cascade' }),
    index('purchased_items_user_subject').on(t.userUuid, t.subjectUuid),
    uniqueIndex('purchased_items_user_picture').on(t.userUuid, t.pictureUuid).where(sql`${t.pictureUuid} IS NOT NULL`),
    uniqueIndex('purchased_items_user_set').on(t.userUuid, t.subjectUuid, t.digitalSetType).where(sql`${t.digitalSetType} IS NOT NULL`),
    check('purchased_items_set_type_check', sql`${t.digitalSetType} IN ('IP', 'SFP', 'GP')`),
    check('purchased_items_picture_or_set', sql`(${t.pictureUuid} IS NULL) <> (${t.digitalSetType} IS NULL)`),
  ],
);

/** Picture packages held for inspection. */
export const inspectionPackages = pgTable(
  'inspection_packages',
  {
    userUuid: uuid('user_uuid').notNull(),
    subjectUuid: uuid('subject_uuid').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.subjectUuid, subjects.uuid, { onDelete: 'cascade' }),
    primaryKey({ name: 'inspection_packages_pkey', columns: [t.userUuid, t.subjectUuid] }),
  ],
);

/** Communication: reminders per picture set. */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    userUuid: uuid('user_uuid').notNull(),
    subjectUuid: uuid('subject_uuid').notNull(),
    remindersEnabled: boolean('reminders_enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.subjectUuid, subjects.uuid, { onDelete: 'cascade' }),
    primaryKey({ name: 'reminder_settings_pkey', columns: [t.userUuid, t.subjectUuid] }),
  ],
);

// ---- Access (used by src/access/) ----

/** One counted attempt of a rate-limit rule (src/access/limits.ts). */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    bucket: text('bucket').notNull(),
    /** sha256 (hex) of the bucket and the limited key (client address, account). */
    keyHash: text('key_hash').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('rate_limit_events_lookup').on(t.bucket, t.keyHash, t.at.desc().nullsFirst()), index('rate_limit_events_at').on(t.at)],
);

/** Password reset keys (sha256 of the key); single use, one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    keyHash: text('key_hash').primaryKey(),
    userUuid: uuid('user_uuid').notNull(),
    portal: text('portal').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    index('password_resets_user').on(t.userUuid),
    index('password_resets_expires_at').on(t.expiresAt),
  ],
);

/** One-time links of `pnpm operator simulate` (sha256 of the token). */
export const simulationTokens = pgTable(
  'simulation_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminUuid: uuid('admin_uuid').notNull(),
    userUuid: uuid('user_uuid').notNull(),
    portal: text('portal').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    fk(t.adminUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    index('simulation_tokens_expires_at').on(t.expiresAt),
  ],
);

/** A code verified while signed out, added to the account at the next sign-in or registration. */
export const sessionPendingCodes = pgTable(
  'session_pending_codes',
  {
    sessionId: text('session_id').primaryKey(),
    subjectUuid: uuid('subject_uuid').notNull(),
    createdAt: createdAt(),
  },
  (t) => [fk(t.sessionId, sessions.id, { onDelete: 'cascade', onUpdate: 'cascade' }), fk(t.subjectUuid, subjects.uuid, { onDelete: 'cascade' })],
);

// ---- Account (used by src/account/) ----

/** A picture-set share by e-mail, one per recipient (sha256 of the token); single use, 14 days. */
export const shareInvites = pgTable(
  'share_invites',
  {
    tokenHash: text('token_hash').primaryKey(),
    portal: text('portal').notNull(),
    senderUuid: uuid('sender_uuid').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    subjectUuids: uuid('subject_uuids').array().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by'),
  },
  (t) => [
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    fk(t.senderUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.acceptedBy, users.uuid, { onDelete: 'set null' }),
    index('share_invites_sender_created').on(t.senderUuid, t.createdAt),
    index('share_invites_expires_at').on(t.expiresAt),
  ],
);

// ---- Commerce (used by src/commerce/) ----

/** A customer-facing text: language → text; the key "" is the text for any language. */
export type LocalText = Record<string, string>;

/** A price tier as stored (minor units). */
export interface StoredTier {
  quantity: number;
  price: number;
  campaignPrice: number | null;
  type: 0 | 1;
}

export const commerceSettings = pgTable(
  'commerce_settings',
  {
    portal: text('portal').primaryKey(),
    /** Basis points (2500 = 25 %). */
    vatRate: integer('vat_rate').notNull().default(2500),
    digitalRebates: jsonb('digital_rebates').$type<Partial<DigitalRebates>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    check('commerce_settings_vat_rate_check', sql`${t.vatRate} BETWEEN 0 AND 10000`),
  ],
);

export const PRODUCT_KINDS = ['template', 'retouch', 'digital_file', 'digital_set'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const products = pgTable(
  'products',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    portal: text('portal').notNull(),
    importKey: text('import_key').notNull(),
    kind: text('kind').$type<ProductKind>().notNull(),
    type: integer('type').$type<1 | 2 | 89 | 11>(),
    pictureType: text('picture_type').$type<PictureType>(),
    category: text('category').notNull().default(''),
    name: jsonb('name').$type<LocalText>().notNull(),
    description: jsonb('description').$type<LocalText>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    minOrderPartQuantity: integer('min_order_part_quantity').notNull().default(1),
    maximumQuantity: integer('maximum_quantity'),
    campaignRequirement: text('campaign_requirement').$type<CampaignRequirement>().notNull().default('package'),
    prices: jsonb('prices').$type<StoredTier[]>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    uniqueIndex('products_portal_import_key').on(t.portal, t.importKey),
    check('products_kind_check', sql`${t.kind} IN ('template', 'retouch', 'digital_file', 'digital_set')`),
    check('products_type_check', sql`${t.type} IN (1, 2, 89, 11)`),
    check('products_picture_type_check', sql`${t.pictureType} IN ('IP', 'SFP', 'GP')`),
    check('products_min_order_part_quantity_check', sql`${t.minOrderPartQuantity} >= 1`),
    check('products_check', sql`${t.maximumQuantity} IS NULL OR ${t.maximumQuantity} >= ${t.minOrderPartQuantity}`),
    check('products_campaign_requirement_check', sql`${t.campaignRequirement} IN ('none', 'package')`),
    // the kind decides the type: templates 1, 2, 89; retouch 11; digital products none
    check(
      'products_check1',
      sql`(${t.kind} = 'template' AND ${t.type} IN (1, 2, 89)) OR (${t.kind} = 'retouch' AND ${t.type} = 11) OR (${t.kind} IN ('digital_file', 'digital_set') AND ${t.type} IS NULL)`,
    ),
    check('products_check2', sql`(${t.kind} IN ('digital_file', 'digital_set')) = (${t.pictureType} IS NOT NULL)`),
  ],
);
export type ProductRow = typeof products.$inferSelect;

export const subProducts = pgTable(
  'sub_products',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    product: uuid('product').notNull(),
    importKey: text('import_key').notNull(),
    name: jsonb('name').$type<LocalText>().notNull(),
    extraPrice: integer('extra_price').notNull().default(0),
    image: text('image'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    fk(t.product, products.uuid, { onDelete: 'cascade' }),
    uniqueIndex('sub_products_product_import_key').on(t.product, t.importKey),
    check('sub_products_extra_price_check', sql`${t.extraPrice} >= 0`),
  ],
);
export type SubProductRow = typeof subProducts.$inferSelect;

export const catalogues = pgTable(
  'catalogues',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    portal: text('portal').notNull(),
    importKey: text('import_key').notNull(),
    job: uuid('job'),
    name: jsonb('name').$type<LocalText>().notNull(),
    description: jsonb('description').$type<LocalText>().notNull().default({}),
    price: integer('price').notNull(),
    maxQuantity: integer('max_quantity').notNull().default(10),
    deliveryDays: integer('delivery_days').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    fk(t.job, jobs.uuid, { onDelete: 'set null' }),
    uniqueIndex('catalogues_portal_import_key').on(t.portal, t.importKey),
    check('catalogues_price_check', sql`${t.price} >= 0`),
    check('catalogues_max_quantity_check', sql`${t.maxQuantity} >= 1`),
    check('catalogues_delivery_days_check', sql`${t.deliveryDays} >= 0`),
  ],
);
export type CatalogueRow = typeof catalogues.$inferSelect;

/** An item of a package offer as stored; one entry per piece. */
export interface StoredPackageItem {
  /** Stable: derived from the offer and the item's place (a rerun keeps it). */
  uuid: string;
  type: 'TEMPLATE_PRODUCT' | 'CATALOGUE' | 'DIGITAL_SET';
  product: string | null;
  catalogue: string | null;
  pictureType: PictureType | null;
  canChangeTemplate: boolean;
}

export const packageOffers = pgTable(
  'package_offers',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    portal: text('portal').notNull(),
    importKey: text('import_key').notNull(),
    type: text('type').$type<'package' | 'link'>().notNull(),
    name: jsonb('name').$type<LocalText>().notNull(),
    description: jsonb('description').$type<LocalText>().notNull().default({}),
    image: text('image'),
    linkText: jsonb('link_text').$type<LocalText>().notNull().default({}),
    link: text('link'),
    linkInfo: jsonb('link_info').$type<{ type: string; category: string | null }>(),
    originalPrice: integer('original_price'),
    priceIncludingDiscount: integer('price_including_discount'),
    timeLimitedPrice: integer('time_limited_price'),
    timeLimitedEndsAt: timestamp('time_limited_ends_at', { withTimezone: true }),
    disabledReason: jsonb('disabled_reason').$type<LocalText>(),
    qualifiesForCampaign: boolean('qualifies_for_campaign').notNull().default(true),
    allowSubjectChange: boolean('allow_subject_change').notNull().default(false),
    items: jsonb('items').$type<StoredPackageItem[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    uniqueIndex('package_offers_portal_import_key').on(t.portal, t.importKey),
    check('package_offers_type_check', sql`${t.type} IN ('package', 'link')`),
    check('package_offers_original_price_check', sql`${t.originalPrice} >= 0`),
    check('package_offers_price_including_discount_check', sql`${t.priceIncludingDiscount} >= 0`),
    check('package_offers_time_limited_price_check', sql`${t.timeLimitedPrice} >= 0`),
    // a package has its prices; a link its target
    check('package_offers_check', sql`${t.type} = 'link' OR (${t.originalPrice} IS NOT NULL AND ${t.priceIncludingDiscount} IS NOT NULL)`),
    check('package_offers_check1', sql`${t.type} = 'package' OR ${t.link} IS NOT NULL`),
  ],
);
export type PackageOfferRow = typeof packageOffers.$inferSelect;

export const carts = pgTable(
  'carts',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid').notNull(),
    portal: text('portal').notNull(),
    rebateCode: text('rebate_code'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    uniqueIndex('carts_user_portal').on(t.userUuid, t.portal),
  ],
);
export type CartRow = typeof carts.$inferSelect;

export const CART_LINE_KINDS = ['product', 'package', 'digital_files', 'digital_set', 'catalogue', 'retouch'] as const;
export type CartLineKind = (typeof CART_LINE_KINDS)[number];

/** What the package editor filled per item, as sent. */
export interface StoredPackageItemData {
  uuid: string;
  template: { uuid: string; name: string; categories: string[] } | null;
  templateData: TemplateData | null;
}

/** A line stores what was chosen, never a price (the engine prices the current lines on every read). */
export const cartLines = pgTable(
  'cart_lines',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    cart: uuid('cart').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    kind: text('kind').$type<CartLineKind>().notNull(),
    product: uuid('product'),
    packageOffer: uuid('package_offer'),
    catalogue: uuid('catalogue'),
    subject: uuid('subject'),
    picture: uuid('picture'),
    pictureType: text('picture_type').$type<PictureType>(),
    digitalFiles: uuid('digital_files').array().notNull().default(sql`'{}'`),
    subProductUuids: uuid('sub_product_uuids').array().notNull().default(sql`'{}'`),
    quantity: integer('quantity').notNull().default(1),
    template: jsonb('template').$type<{ uuid: string; name: string; categories: string[]; version?: number }>(),
    templateData: jsonb('template_data').$type<TemplateData>(),
    packageItems: jsonb('package_items').$type<StoredPackageItemData[]>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk(t.cart, carts.uuid, { onDelete: 'cascade' }),
    fk(t.product, products.uuid),
    fk(t.packageOffer, packageOffers.uuid),
    fk(t.catalogue, catalogues.uuid),
    fk(t.subject, subjects.uuid, { onDelete: 'cascade' }),
    fk(t.picture, pictures.uuid, { onDelete: 'cascade' }),
    check('cart_lines_kind_check', sql`${t.kind} IN ('product', 'package', 'digital_files', 'digital_set', 'catalogue', 'retouch')`),
    check('cart_lines_picture_type_check', sql`${t.pictureType} IN ('IP', 'SFP', 'GP')`),
    check('cart_lines_quantity_check', sql`${t.quantity} > 0`),
    index('cart_lines_cart').on(t.cart, t.seq),
    uniqueIndex('cart_lines_digital_files').on(t.cart, t.subject, t.pictureType).where(sql`${t.kind} = 'digital_files'`),
    uniqueIndex('cart_lines_digital_set').on(t.cart, t.subject, t.pictureType).where(sql`${t.kind} = 'digital_set'`),
    uniqueIndex('cart_lines_retouch').on(t.cart, t.picture).where(sql`${t.kind} = 'retouch'`),
    uniqueIndex('cart_lines_catalogue').on(t.cart, t.catalogue, t.subject).where(sql`${t.kind} = 'catalogue'`),
  ],
);
export type CartLineRow = typeof cartLines.$inferSelect;

/**
 * The customer's own pictures (spec 2: picture upload, option allowOwnPhotos). The file is stored
 * normalised (EXIF orientation applied, sRGB JPEG, no metadata: no location) under
 * uploads/<portal>/<user uuid>/<sha256>/original.jpg with its w320/w640/w1600 thumbnails beside it.
 */
export const userUploads = pgTable(
  'user_uploads',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid').notNull(),
    portal: text('portal').notNull(),
    /** The folder of the file and its thumbnails, relative to FILES_DIR. */
    path: text('path').notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    index('user_uploads_user').on(t.userUuid, t.createdAt),
  ],
);
export type UserUploadRow = typeof userUploads.$inferSelect;

// ---- Checkout and orders (used by src/commerce/checkout/) ----

/**
 * A portal's delivery methods, payment options and checkout options, as loaded from the `checkout`
 * part of its products.json (commerce/checkout/config.ts has the shape). No row: no checkout.
 */
export const checkoutSettings = pgTable(
  'checkout_settings',
  {
    portal: text('portal').primaryKey(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' })],
);

/** One checkout of a customer's cart: it can make one order (orders.checkout is unique). */
export const checkouts = pgTable(
  'checkouts',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    userUuid: uuid('user_uuid').notNull(),
    portal: text('portal').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    index('checkouts_user').on(t.userUuid, t.createdAt),
  ],
);
export type CheckoutRow = typeof checkouts.$inferSelect;

export const ORDER_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * An order: what was bought, copied with the prices it was created with (a later price-list change
 * does not touch it). `lines` are the cart's order lines as answered then; `cartLines` the cart lines
 * they came from (removed from the cart when the order is confirmed).
 */
export const orders = pgTable(
  'orders',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    portal: text('portal').notNull(),
    userUuid: uuid('user_uuid').notNull(),
    checkout: uuid('checkout').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    currency: text('currency').notNull(),
    totalPrice: integer('total_price').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    lines: jsonb('lines').$type<unknown[]>().notNull(),
    summaryLines: jsonb('summary_lines').$type<{ type: number; description: string; linePrice: number }[]>().notNull(),
    cartLines: uuid('cart_lines').array().notNull().default(sql`'{}'`),
    delivery: jsonb('delivery').$type<Record<string, unknown>>().notNull(),
    payment: jsonb('payment').$type<Record<string, unknown>>().notNull(),
    rebateCode: text('rebate_code'),
    comment: text('comment').notNull().default(''),
    client: text('client').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.checkout, checkouts.uuid, { onDelete: 'cascade' }),
    // the idempotency key: one checkout makes one order, however many 'Buy now' calls arrive
    uniqueIndex('orders_checkout').on(t.checkout),
    index('orders_user').on(t.userUuid, t.createdAt),
    check('orders_status_check', sql`${t.status} IN ('pending', 'confirmed', 'cancelled')`),
    check('orders_total_price_check', sql`${t.totalPrice} >= 0`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

export const TRANSACTION_STATUSES = ['pending', 'action_required', 'paid', 'declined'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The payment of an order through one provider (one per order). */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    order: uuid('order').notNull(),
    provider: text('provider').notNull(),
    status: text('status').$type<TransactionStatus>().notNull().default('pending'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The provider's own reference (Stripe's session id), when it has one. */
    providerRef: text('provider_ref'),
    /** The provider's hosted payment page for this payment (Stripe Checkout's session URL), when it has one. */
    providerUrl: text('provider_url'),
    /** The test provider's second-step code (the card that needs one). */
    challenge: text('challenge'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk(t.order, orders.uuid, { onDelete: 'cascade' }),
    uniqueIndex('payment_transactions_order').on(t.order),
    check('payment_transactions_status_check', sql`${t.status} IN ('pending', 'action_required', 'paid', 'declined')`),
    check('payment_transactions_amount_check', sql`${t.amount} >= 0`),
  ],
);
export type PaymentTransactionRow = typeof paymentTransactions.$inferSelect;

/** Provider callbacks already handled, by the provider's event id: a callback received twice counts once. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    transaction: uuid('transaction').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'payment_events_pkey', columns: [t.provider, t.eventId] }), fk(t.transaction, paymentTransactions.uuid, { onDelete: 'cascade' })],
);

/**
 * Template categories per portal (the category overview and cards' subcategories), loaded by
 * `pnpm operator import-templates` from categories.json. `parent` is '' for a top-level category
 * (cards, calendar, mugs …, digitalprint, catalogues, packages, archive) and the parent's internal
 * name for a subcategory (cards → christmas …).
 */
export const templateCategories = pgTable(
  'template_categories',
  {
    portal: text('portal').notNull(),
    parent: text('parent').notNull().default(''),
    internalName: text('internal_name').notNull(),
    title: jsonb('title').$type<LocalText>().notNull(),
    description: jsonb('description').$type<LocalText>().notNull().default({}),
    /** A file name in the import folder's categories/ (served under /templates/categories/{portal}/), or null. */
    image: text('image'),
    isDefault: boolean('is_default').notNull().default(false),
    userImagePreviews: boolean('user_image_previews').notNull().default(false),
    separateFromBackground: boolean('separate_from_background').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    primaryKey({ name: 'template_categories_pkey', columns: [t.portal, t.parent, t.internalName] }),
  ],
);
export type TemplateCategoryRow = typeof templateCategories.$inferSelect;

export const TEMPLATE_KINDS = ['CARD', 'CALENDAR', 'PHOTOGIFT'] as const;

/**
 * A template of a portal (docs/decisions/0022): its current version's scene and what the lists show.
 * Every version ever imported stays in template_versions (cart lines keep the version they were made with).
 */
export const templates = pgTable(
  'templates',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    portal: text('portal').notNull(),
    importKey: text('import_key').notNull(),
    kind: text('kind').$type<(typeof TEMPLATE_KINDS)[number]>().notNull(),
    version: integer('version').notNull().default(1),
    name: jsonb('name').$type<LocalText>().notNull(),
    /** Category internal names (cards: subcategories; photo gifts: the category). */
    categories: text('categories').array().notNull().default(sql`'{}'`),
    /** The template products (uuids) it is offered as, in the file's order. */
    products: uuid('products').array().notNull().default(sql`'{}'`),
    supportedYears: integer('supported_years').array().notNull().default(sql`'{}'`),
    /** The format as the filters show it ('A4'); null: from the scene's size ('10x15'). */
    formatSize: text('format_size'),
    separateFromBackground: boolean('separate_from_background').notNull().default(false),
    addToCartWarningEnabled: boolean('add_to_cart_warning_enabled').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** SHA-256 of the version's content (scene, texts, artwork bytes): a rerun with the same content keeps the version. */
    contentHash: text('content_hash').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    uniqueIndex('templates_portal_import_key').on(t.portal, t.importKey),
    index('templates_portal_kind').on(t.portal, t.kind),
    check('templates_kind_check', sql`${t.kind} IN ('CARD', 'CALENDAR', 'PHOTOGIFT')`),
    check('templates_version_check', sql`${t.version} >= 1`),
  ],
);
export type TemplateRow = typeof templates.$inferSelect;

/** Each version's scene; artwork files of a version are under FILES_DIR/templates/{uuid}/{version}/. */
export const templateVersions = pgTable(
  'template_versions',
  {
    template: uuid('template').notNull(),
    version: integer('version').notNull(),
    name: jsonb('name').$type<LocalText>().notNull(),
    scene: jsonb('scene').$type<Scene>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [fk(t.template, templates.uuid, { onDelete: 'cascade' }), primaryKey({ name: 'template_versions_pkey', columns: [t.template, t.version] })],
);
export type TemplateVersionRow = typeof templateVersions.$inferSelect;

/**
 * Voucher codes (rebate codes) of a portal, loaded from the `checkout.vouchers` part of its
 * products.json: a percentage (basis points) or an amount off the products, from a minimum total,
 * within validity dates, with usage limits in total and per customer.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    portal: text('portal').notNull(),
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    /** percent: basis points (1000 = 10 %); amount: minor units. */
    value: integer('value').notNull(),
    minTotal: integer('min_total').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    // codes are stored in capitals (the import writes them so; a lookup asks so)
    uniqueIndex('vouchers_portal_code').on(t.portal, t.code),
    check('vouchers_kind_check', sql`${t.kind} IN ('percent', 'amount')`),
    check('vouchers_value_check', sql`${t.value} > 0`),
  ],
);
export type VoucherRow = typeof vouchers.$inferSelect;

/** One use of a voucher: by the order that used it (a cancelled order's use no longer counts). */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    voucher: uuid('voucher').notNull(),
    userUuid: uuid('user_uuid').notNull(),
    order: uuid('order').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    fk(t.voucher, vouchers.uuid, { onDelete: 'cascade' }),
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    fk(t.order, orders.uuid, { onDelete: 'cascade' }),
    primaryKey({ name: 'voucher_uses_pkey', columns: [t.order] }),
    index('voucher_uses_voucher').on(t.voucher),
  ],
);
