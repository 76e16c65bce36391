/** Access (src/access/): rate limits, password resets, simulation links, codes held until sign-in. */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { fk, createdAt } from './columns';
import { portals } from './portals';
import { staffMembers } from './studio';
import { sessions, users } from './users';
import { subjects } from './photojobs';

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
    fk(t.adminUuid, staffMembers.uuid, { onDelete: 'cascade' }),
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
