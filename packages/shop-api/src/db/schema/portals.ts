/** Portals: what the server keeps per portal (src/portals/, the operator's imports). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContactInfo, MenuEntry, PortalOptions, Theme } from '@shop/contracts';
import type * as v from 'valibot';
import { fk, createdAt } from './columns';

/** Per kind, HTML per language code. */
export type PortalPolicies = Partial<Record<'privacyPolicy' | 'termsOfService' | 'termsOfPurchase', Record<string, string>>>;

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
    /** The account's terms, accepted when registering. */
    termsOfService: text('terms_of_service').notNull().default(''),
    /** The terms of sale, accepted with 'Buy now' (spec 3, step 3); its own text, not the account's terms. */
    termsOfPurchase: text('terms_of_purchase').notNull().default(''),
    options: jsonb('options').$type<PortalOptions>().notNull(),
    theme: jsonb('theme').$type<Theme>().notNull(),
    logo: text('logo').notNull().default(''),
    background: jsonb('background').$type<{ color: string; image: string }>().notNull(),
    menu: jsonb('menu').$type<MenuEntry[]>().notNull().default([]),
    /** Privacy policy, terms of service and of purchase per language (the studio); the two columns above are the fallback. */
    policies: jsonb('policies').$type<PortalPolicies>().notNull().default({}),
    /** Rises with every studio change of the portal (optimistic concurrency: a stale one is a 409). */
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** The staff member of the last studio change (staff_members.uuid; no key: the schema files stay one-way). */
    updatedBy: uuid('updated_by'),
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
    /** What customers see at /pages/:id when published. */
    modules: jsonb('modules').$type<Record<string, unknown>[]>().notNull().default([]),
    title: text('title').notNull().default(''),
    /** The studio's unpublished modules; null when the page shows what is published. */
    draft: jsonb('draft').$type<Record<string, unknown>[]>(),
    /** Pages before the studio were all public. */
    published: boolean('published').notNull().default(true),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: uuid('updated_by'),
  },
  (t) => [fk(t.portal, portals.key, { onDelete: 'cascade', onUpdate: 'cascade' }), primaryKey({ name: 'legacy_pages_pkey', columns: [t.portal, t.id] })],
);
