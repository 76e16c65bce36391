/** Users and their sessions (src/sessions/, src/access/, src/account/). */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { fk, createdAt } from './columns';
import { portals } from './portals';
import { staffMembers } from './studio';

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
    // the support staff member simulating this customer (the admin flag became the support role)
    fk(t.simulatedBy, staffMembers.uuid, { onDelete: 'cascade' }),
    index('sessions_expires_at').on(t.expiresAt),
    index('sessions_user').on(t.userUuid),
  ],
);
export type SessionRow = typeof sessions.$inferSelect;
