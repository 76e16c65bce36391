/** Templates (src/templates/): categories, templates and their versions. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Scene } from '@shop/contracts';
import { fk, createdAt } from './columns';
import { portals } from './portals';
import type { LocalText } from './commerce';

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
    /** The template's subject-change mode (spec 2 section 4, 0-4); null: the portal's option. */
    subjectChangeMode: integer('subject_change_mode').$type<0 | 1 | 2 | 3 | 4>(),
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
