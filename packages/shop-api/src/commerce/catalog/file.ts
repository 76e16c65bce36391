/**
 * The schema of products.json, the operator's price list of one portal (format: README.md next to
 * this file). Amounts are written in the currency's main unit (kroner, kronor) with at most two
 * decimals and become minor units here; texts are one string or one per language.
 */
import { MAX_LINE_QUANTITY } from '@shop/contracts';
import * as v from 'valibot';
import { CheckoutInput } from '../checkout/config';
import { Amount, KEY_PATTERN } from './units';

export { Amount, KEY_PATTERN };

export const PRODUCTS_FILE = 'products.json';

const Key = v.pipe(v.string(), v.regex(KEY_PATTERN, 'letters, digits, dot, dash and underscore only (at most 64)'));
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max, `at most ${max} characters`));
const optionalText = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `at most ${max} characters`));
const Language = v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'language codes are two small letters (en, nb, sv)'));

/** One text, or one per language ({ "en": "Mug", "nb": "Krus" }); stored as a map ("" = any language). */
const localText = (max: number, required = true) =>
  v.pipe(
    v.union(
      [required ? text(max) : optionalText(max), v.record(Language, required ? text(max) : optionalText(max))],
      'a text, or an object of texts by language ({"en": "…", "nb": "…"})',
    ),
    v.transform((t): Record<string, string> => (typeof t === 'string' ? (t === '' ? {} : { '': t }) : t)),
  );

const Count = (min: number, max: number) => v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(min), v.maxValue(max));
const PictureType = v.picklist(['IP', 'SFP', 'GP'], 'IP, SFP or GP');

const TierInput = v.strictObject({
  from: Count(1, 100_000),
  price: Amount,
  campaignPrice: v.optional(v.nullable(Amount), null),
});

const SubProductInput = v.strictObject({
  key: Key,
  name: localText(200),
  extraPrice: v.optional(Amount, 0),
  image: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500))), null),
  active: v.optional(v.boolean(), true),
});

export const ProductInput = v.strictObject({
  key: Key,
  /** 1 calendars, 2 cards, 89 photo gifts, 11 retouch; digital products give `kind` instead. */
  type: v.optional(v.picklist([1, 2, 89, 11], 'type is 1 (calendars), 2 (cards), 89 (photo gifts) or 11 (retouch)')),
  kind: v.optional(v.picklist(['digital-file', 'digital-set'], "kind is 'digital-file' or 'digital-set'")),
  pictureType: v.optional(PictureType),
  category: v.optional(optionalText(100), ''),
  name: localText(200),
  description: v.optional(localText(5000, false), {}),
  sortOrder: v.optional(Count(-100_000, 100_000), 0),
  minOrderPartQuantity: v.optional(Count(1, MAX_LINE_QUANTITY), 1),
  maximumQuantity: v.optional(v.nullable(Count(1, MAX_LINE_QUANTITY)), null),
  campaignRequirement: v.optional(v.picklist(['none', 'package'], "'none' or 'package'"), 'package'),
  /** 0: every piece at the tier of the quantity; 1: each piece at the tier of its position. */
  priceType: v.optional(v.picklist([0, 1], '0 (per piece) or 1 (ordinal)'), 0),
  prices: v.optional(v.pipe(v.array(TierInput), v.minLength(1, 'at least one price'), v.maxLength(50))),
  /** Shorthand for one price from 1 piece (digital products). */
  price: v.optional(Amount),
  subProducts: v.optional(v.pipe(v.array(SubProductInput), v.maxLength(50)), []),
  active: v.optional(v.boolean(), true),
});
export type ProductInput = v.InferOutput<typeof ProductInput>;

export const CatalogueInput = v.strictObject({
  key: Key,
  name: localText(200),
  description: v.optional(localText(5000, false), {}),
  price: Amount,
  maxQuantity: v.optional(Count(1, 1000), 10),
  deliveryDays: v.optional(Count(0, 365), 0),
  /** The photo job (its key in job.json) whose subjects are offered the catalogue; none: every picture set. */
  job: v.optional(v.nullable(Key), null),
  sortOrder: v.optional(Count(-100_000, 100_000), 0),
  active: v.optional(v.boolean(), true),
});
export type CatalogueInput = v.InferOutput<typeof CatalogueInput>;

const PackageItemInput = v.strictObject({
  type: v.picklist(['TEMPLATE_PRODUCT', 'CATALOGUE', 'DIGITAL_SET'], 'TEMPLATE_PRODUCT, CATALOGUE or DIGITAL_SET'),
  /** TEMPLATE_PRODUCT: a product key of this file. */
  product: v.optional(Key),
  /** CATALOGUE: a catalogue key of this file. */
  catalogue: v.optional(Key),
  /** DIGITAL_SET: the picture type. */
  pictureType: v.optional(PictureType),
  /** Pieces (two prints: 2). */
  quantity: v.optional(Count(1, 20), 1),
  canChangeTemplate: v.optional(v.boolean(), true),
});

export const PackageInput = v.strictObject({
  key: Key,
  type: v.picklist(['package', 'link'], "'package' or 'link'"),
  name: localText(200),
  description: v.optional(localText(5000, false), {}),
  image: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(500))), null),
  linkText: v.optional(localText(100, false), {}),
  sortOrder: v.optional(Count(-100_000, 100_000), 0),
  disabledReason: v.optional(v.nullable(localText(500)), null),
  active: v.optional(v.boolean(), true),
  // package offers
  originalPrice: v.optional(Amount),
  priceIncludingDiscount: v.optional(Amount),
  timeLimitedDiscount: v.optional(
    v.strictObject({
      price: Amount,
      /** Counted from the first import that names the discount (a rerun does not move it). */
      days: v.optional(Count(1, 3650)),
      expiresAt: v.optional(v.pipe(v.string(), v.isoTimestamp('an ISO timestamp such as 2026-09-30T22:00:00Z'))),
    }),
  ),
  qualifiesForCampaign: v.optional(v.boolean(), true),
  allowSubjectChange: v.optional(v.boolean(), false),
  items: v.optional(v.pipe(v.array(PackageItemInput), v.maxLength(30)), []),
  // link offers
  link: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(500))),
  linkInfo: v.optional(v.nullable(v.strictObject({ type: text(50), category: v.optional(v.nullable(text(100)), null) })), null),
});
export type PackageInput = v.InferOutput<typeof PackageInput>;

export const DigitalRebatesInput = v.strictObject({
  portraitFilePrice: v.optional(v.nullable(Amount), null),
  portraitSetPrice: v.optional(v.nullable(Amount), null),
  siblingAndFriendsFilePrice: v.optional(v.nullable(Amount), null),
  siblingAndFriendsSetPrice: v.optional(v.nullable(Amount), null),
  groupFilePrice: v.optional(v.nullable(Amount), null),
  groupSetPrice: v.optional(v.nullable(Amount), null),
});

export const ProductsFile = v.strictObject({
  settings: v.optional(
    v.strictObject({
      /** Percent (25, 12.5). */
      vatRate: v.optional(
        v.pipe(
          v.number(),
          v.minValue(0),
          v.maxValue(100),
          v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two decimals'),
          v.transform((n) => Math.round(n * 100)),
        ),
        25,
      ),
      digitalRebates: v.optional(DigitalRebatesInput, {}),
    }),
    {},
  ),
  products: v.pipe(v.array(ProductInput), v.minLength(1, 'at least one product')),
  catalogues: v.optional(v.array(CatalogueInput), []),
  packages: v.optional(v.array(PackageInput), []),
  /** Delivery methods, payment options and checkout options (checkout/config.ts); none: the portal has no checkout. */
  checkout: v.optional(CheckoutInput),
});
export type ProductsFile = v.InferOutput<typeof ProductsFile>;
