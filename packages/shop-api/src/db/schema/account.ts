/** A customer's account (src/account/): picture sets, favourites, poses, purchases, reminders, shares. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { fk, createdAt } from './columns';
import { portals } from './portals';
import { users } from './users';
import { type PictureType, jobYearbookPoses, pictures, subjects } from './photojobs';

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

export const REMINDER_KINDS = ['selection-deadline', 'offer-ends'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * Reminder e-mails sent (account/reminders.ts): at most one per parent and event. The event is a job's
 * yearbook selection or a package offer (its uuid) with the end it had: a deadline moved later is a new
 * event. Written in the transaction that writes the e-mail to the outbox, so a rerun finds it.
 */
export const remindersSent = pgTable(
  'reminders_sent',
  {
    kind: text('kind').$type<ReminderKind>().notNull(),
    event: uuid('event').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    userUuid: uuid('user_uuid').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    fk(t.userUuid, users.uuid, { onDelete: 'cascade' }),
    primaryKey({ name: 'reminders_sent_pkey', columns: [t.kind, t.event, t.endsAt, t.userUuid] }),
    check('reminders_sent_kind_check', sql`${t.kind} IN ('selection-deadline', 'offer-ends')`),
  ],
);
