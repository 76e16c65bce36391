/** Commerce (src/commerce/, src/editor/): price lists, products, catalogues, package offers, carts, uploads. */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CampaignRequirement, DigitalRebates, TemplateData } from '@shop/contracts';
import { fk, createdAt } from './columns';
import { portals } from './portals';
import { users } from './users';
import { type PictureType, jobs, pictures, subjects } from './photojobs';

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
