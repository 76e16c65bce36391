/** The e-mail outbox (src/outbox/) and the debug recordings (src/platform/debug.ts). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { fk } from './columns';
import { portals } from './portals';
import { sessions } from './users';

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
    /** rrweb's Meta events (type 4): one per page the recording went through (each page load starts with one). */
    pageCount: integer('page_count').notNull().default(0),
  },
  (t) => [
    fk(t.sessionId, sessions.id, { onDelete: 'set null', onUpdate: 'cascade' }),
    fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    index('debug_recordings_session').on(t.sessionId),
    index('debug_recordings_portal_started').on(t.portal, t.startedAt.desc(), t.uuid.desc()),
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
