/**
 * The studio (src/studio/): staff accounts and their portals, staff sessions (apart from customers'),
 * second factors, set-password keys, and the audit log of every studio change (docs/decisions/0088,
 * 0086).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, fk } from './columns';
import type { ImportProblem } from '@shop/contracts/studio';
import { portals } from './portals';
import { jobs } from './photojobs';

/** A staff member: 'operator' of the portals in staff_portals, or 'support' of every portal. Not a customer account. */
export const staffMembers = pgTable(
  'staff_members',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** null until the member sets one through their one-time link. */
    passwordHash: text('password_hash'),
    role: text('role').notNull(),
    /** The enrolled TOTP secret (base32), or null. */
    totpSecret: text('totp_secret'),
    /** A secret started but not yet confirmed with a first code. */
    totpPendingSecret: text('totp_pending_secret'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_members_email').on(sql`lower(${t.email})`), check('staff_members_role_check', sql`${t.role} IN ('operator', 'support')`)],
);
export type StaffRow = typeof staffMembers.$inferSelect;

export const staffPortals = pgTable(
  'staff_portals',
  {
    staffUuid: uuid('staff_uuid').notNull(),
    portal: text('portal').notNull(),
  },
  (t) => [
    fk(t.staffUuid, staffMembers.uuid, { onDelete: 'cascade' }),
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    primaryKey({ name: 'staff_portals_pkey', columns: [t.staffUuid, t.portal] }),
    index('staff_portals_portal').on(t.portal),
  ],
);

/** A staff session: the cookie's token as sha256; it ends STAFF_SESSION_IDLE_MS after its last call. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    staffUuid: uuid('staff_uuid').notNull(),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    fk(t.staffUuid, staffMembers.uuid, { onDelete: 'cascade' }),
    index('staff_sessions_expires_at').on(t.expiresAt),
    index('staff_sessions_staff').on(t.staffUuid),
  ],
);
export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** One-time recovery codes (sha256); pending ones belong to an enrolment not yet confirmed. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    staffUuid: uuid('staff_uuid').notNull(),
    codeHash: text('code_hash').notNull(),
    pending: boolean('pending').notNull().default(true),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [fk(t.staffUuid, staffMembers.uuid, { onDelete: 'cascade' }), primaryKey({ name: 'staff_recovery_codes_pkey', columns: [t.staffUuid, t.codeHash] })],
);

/** The one-time link that sets a staff member's password (`pnpm operator staff add`): sha256 of the key. */
export const staffPasswordKeys = pgTable(
  'staff_password_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    staffUuid: uuid('staff_uuid').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [fk(t.staffUuid, staffMembers.uuid, { onDelete: 'cascade' })],
);

/**
 * Every studio change, written in the change's transaction. The studio only inserts and reads: no
 * code updates or deletes a row. `portal` is plain text (no key) so the history outlives a portal.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    portal: text('portal'),
    staffUuid: uuid('staff_uuid').notNull(),
    kind: text('kind').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    fk(t.staffUuid, staffMembers.uuid),
    index('audit_log_at').on(t.at.desc(), t.id.desc()),
    index('audit_log_portal_at').on(t.portal, t.at.desc(), t.id.desc()),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;

/**
 * A job folder uploaded in the studio (issue 32) on its way in: the zip in the storage (`upload`, a key),
 * the dry run's problems or outcome, the background import's progress per stage (kept here, so a page
 * opened later shows where it is), and the job it made. The codes generated for the letters are a file
 * in the storage (`codes`), never a column.
 */
export const photoJobImports = pgTable(
  'photo_job_imports',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    portal: text('portal').notNull(),
    staffUuid: uuid('staff_uuid').notNull(),
    /** The tus upload id; its bytes are the storage key photo-job-uploads/<id> until the import is over. */
    uploadId: text('upload_id').notNull(),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    state: text('state').notNull(),
    problems: jsonb('problems').$type<ImportProblem[]>().notNull().default(sql`'[]'::jsonb`),
    outcome: jsonb('outcome'),
    picturesRead: integer('pictures_read').notNull().default(0),
    picturesTotal: integer('pictures_total').notNull().default(0),
    derivativesMade: integer('derivatives_made').notNull().default(0),
    derivativesTotal: integer('derivatives_total').notNull().default(0),
    job: uuid('job'),
    /** Storage key of the generated codes' CSV (import done, new codes made). */
    codes: text('codes'),
    codesGenerated: integer('codes_generated').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    fk(t.staffUuid, staffMembers.uuid),
    fk(t.job, jobs.uuid, { onDelete: 'set null' }),
    uniqueIndex('photo_job_imports_upload').on(t.uploadId),
    index('photo_job_imports_portal').on(t.portal, t.createdAt.desc()),
    index('photo_job_imports_job').on(t.job),
    check('photo_job_imports_state_check', sql`${t.state} IN ('checking', 'problems', 'ready', 'queued', 'importing', 'done', 'failed')`),
  ],
);
export type PhotoJobImportRow = typeof photoJobImports.$inferSelect;
