/**
 * The studio's price lists, vouchers and templates (issue 32), under /api/studio/portals/:portalKey/.
 *
 * A price list is the portal's products.json, checked by the same code as `pnpm operator import-products`:
 * the dry run answers every problem (file, line, what is wrong) or the diff against what the shop sells now
 * with its fingerprint; "Publish" sends the same file with that fingerprint and applies it in one transaction,
 * or answers 409 when the diff is no longer the one shown (someone published in between). Vouchers are
 * products.json's `checkout.vouchers` entries edited in forms, with the same schema (VoucherInput). A
 * template folder is a zip, checked like `pnpm operator import-templates` and drawn by @shop/scene.
 */
import * as v from 'valibot';
import { defineCall } from '../call';
import { ImportProblem, PortalKey } from './studio';

// --------------------------------------------------------------------------- products.json's units

/** An amount of products.json: main units (kroner) with at most two decimals → minor units. */
export const FileAmount = v.pipe(
  v.number('must be a number (kroner, for example 249 or 24.50)'),
  v.minValue(0, 'must not be negative'),
  v.maxValue(10_000_000, 'is too large'),
  v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two decimals'),
  v.transform((n) => Math.round(n * 100)),
);

const FileTimestamp = v.pipe(v.string(), v.isoTimestamp('an ISO timestamp such as 2026-09-30T22:00:00Z'));

/** One voucher of products.json (`checkout.vouchers`), and the body of the studio's voucher form. */
export const VoucherInput = v.pipe(
  v.strictObject({
    code: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{3,40}$/, 'letters, digits and dashes, 3 to 40')),
    /** Percent off the products (10 or 12.5), or an amount off (in the main unit): one of the two. */
    percent: v.optional(
      v.pipe(
        v.number(),
        v.minValue(0.01, 'at least 0.01'),
        v.maxValue(100, 'at most 100'),
        v.transform((n) => Math.round(n * 100)),
      ),
    ),
    amount: v.optional(v.pipe(FileAmount, v.minValue(1, 'must be more than 0'))),
    minTotal: v.optional(FileAmount, 0),
    validFrom: v.optional(v.nullable(FileTimestamp), null),
    validTo: v.optional(v.nullable(FileTimestamp), null),
    usageLimit: v.optional(v.nullable(v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'at least 1'))), null),
    perCustomerLimit: v.optional(v.nullable(v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'at least 1'))), null),
    active: v.optional(v.boolean(), true),
  }),
  v.check((x) => (x.percent === undefined) !== (x.amount === undefined), 'give percent or amount (one of the two)'),
  v.forward(
    v.check((x) => !x.validFrom || !x.validTo || Date.parse(x.validFrom) < Date.parse(x.validTo), 'must be after validFrom'),
    ['validTo'],
  ),
);
/** What the form sends (amounts in main units, percent as 12.5). */
export type VoucherInput = v.InferInput<typeof VoucherInput>;
/** What the server keeps of it (minor units, percent in basis points). */
export type VoucherValues = v.InferOutput<typeof VoucherInput>;

// ------------------------------------------------------------------------------------------ problems

/** A problem of an uploaded file: the file in the folder, its line (0: the file as a whole) and what is wrong. */
export const FileProblem = ImportProblem;
export type FileProblem = v.InferOutput<typeof FileProblem>;

// -------------------------------------------------------------------------------------- price lists

/** products.json at most this large (the demo's is 30 kB). */
export const PRICE_LIST_MAX_BYTES = 2 * 1024 * 1024;

/** The uploaded products.json as its text: the server reads its lines, so a problem names the line. */
export const PriceListFile = v.object({
  name: v.pipe(v.string(), v.maxLength(200)),
  text: v.pipe(v.string(), v.maxLength(PRICE_LIST_MAX_BYTES, `products.json may be at most ${PRICE_LIST_MAX_BYTES / 1024 / 1024} MB`)),
});

const Change = v.picklist(['added', 'changed', 'withdrawn']);
/** A text of the file: by language, '' for one text in every language. */
const LocalText = v.record(v.string(), v.string());
const Tier = v.object({ from: v.number(), price: v.number(), campaignPrice: v.nullable(v.number()) });
export type DiffTier = v.InferOutput<typeof Tier>;

export const SubProductChange = v.object({
  key: v.string(),
  name: LocalText,
  change: Change,
  extraPrice: v.object({ before: v.nullable(v.number()), after: v.nullable(v.number()) }),
});

export const ProductChange = v.object({
  key: v.string(),
  name: LocalText,
  /** 'changed' also when only its sub-products changed (fields is then empty). */
  change: Change,
  /** The product's own fields that change (prices, name, active, …). */
  fields: v.array(v.string()),
  /** The tiers in minor units; null before an added or after a withdrawn product. */
  prices: v.object({ before: v.nullable(v.array(Tier)), after: v.nullable(v.array(Tier)) }),
  subProducts: v.array(SubProductChange),
});
export type ProductChange = v.InferOutput<typeof ProductChange>;

const Counts = v.object({ created: v.number(), updated: v.number(), unchanged: v.number(), withdrawn: v.number() });

export const PriceListDiff = v.object({
  currency: v.string(),
  /** Only what changes; a product the file lists as it is sold now is not here. */
  products: v.array(ProductChange),
  vouchers: v.array(v.object({ code: v.string(), change: Change })),
  counts: v.object({ products: Counts, subProducts: Counts, catalogues: Counts, packages: Counts }),
  settings: v.picklist(['created', 'updated', 'unchanged']),
  checkout: v.picklist(['created', 'updated', 'unchanged', 'removed']),
});
export type PriceListDiff = v.InferOutput<typeof PriceListDiff>;

export const PriceListCheck = v.object({
  /** Every problem; when there is one, nothing can be published and diff is null. */
  problems: v.array(FileProblem),
  diff: v.nullable(PriceListDiff),
  /** What Publish sends back: the diff it will apply must still be this one. */
  fingerprint: v.nullable(v.string()),
});
export type PriceListCheck = v.InferOutput<typeof PriceListCheck>;

// ------------------------------------------------------------------------------------------ vouchers

export const StudioVoucher = v.object({
  uuid: v.string(),
  code: v.string(),
  kind: v.picklist(['percent', 'amount']),
  /** percent: basis points (1000 = 10 %); amount: minor units. */
  value: v.number(),
  minTotal: v.number(),
  validFrom: v.nullable(v.string()),
  validTo: v.nullable(v.string()),
  usageLimit: v.nullable(v.number()),
  perCustomerLimit: v.nullable(v.number()),
  active: v.boolean(),
  /** Orders (not cancelled) that used it. */
  uses: v.number(),
  /** Used by any order, cancelled too: it can be disabled, never deleted. */
  used: v.boolean(),
  version: v.number(),
});
export type StudioVoucher = v.InferOutput<typeof StudioVoucher>;

// ----------------------------------------------------------------------------------------- templates

/** A templates folder as a zip at most this large (artwork is at most 15 MB a file). */
export const TEMPLATE_ZIP_MAX_BYTES = 100 * 1024 * 1024;

export const TemplateCheck = v.object({
  /** Every problem (file inside the folder, line); when there is one, nothing can be published. */
  problems: v.array(FileProblem),
  /** The folder's templates and what publishing the folder would do to each; withdrawn: the portal's templates the folder no longer has. */
  templates: v.array(
    v.object({
      key: v.string(),
      name: LocalText,
      type: v.string(),
      categories: v.array(v.string()),
      /** The top-level categories it is published with ('cards' for a card, 'calendar', a photo-gift category). */
      sections: v.array(v.string()),
      change: v.picklist(['added', 'changed', 'unchanged', 'withdrawn']),
      /**
       * Its first part (a card's front, a calendar's cover) drawn by @shop/scene with the portal's sample
       * pictures, kept in the storage: the templatePreview call's path. null for a withdrawn one.
       */
      preview: v.nullable(v.string()),
    }),
  ),
});
export type TemplateCheck = v.InferOutput<typeof TemplateCheck>;

/** A template of the portal as the shop has it now. */
export const StudioTemplate = v.object({
  uuid: v.string(),
  key: v.string(),
  name: LocalText,
  type: v.string(),
  categories: v.array(v.string()),
  sections: v.array(v.string()),
  version: v.number(),
  /** false: withdrawn (the shop's lists leave it out; carts keep their designs as unavailable lines). */
  active: v.boolean(),
});
export type StudioTemplate = v.InferOutput<typeof StudioTemplate>;

/** A top-level category's name in categories.json. */
const Section = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'A category of categories.json'));
/** A stored preview of a check: its content hash and the sample set it shows. */
const PreviewFile = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}-[a-z0-9-]{1,40}\.png$/, 'A preview of the check'));

const PortalParams = v.object({ portalKey: PortalKey });
const VoucherParams = v.object({ portalKey: PortalKey, voucherUuid: v.pipe(v.string(), v.uuid('Invalid id')) });
const Version = v.pipe(v.number(), v.integer(), v.minValue(0));
const TemplateParams = v.object({ portalKey: PortalKey, templateUuid: v.pipe(v.string(), v.uuid('Invalid id')) });

export const studioCatalogApi = {
  /** Checks the file (nothing is written): its problems, or what publishing it would change. */
  priceListDryRun: defineCall({
    method: 'POST',
    path: '/api/studio/portals/:portalKey/price-lists/dry-run',
    staffRole: 'operator',
    errors: [404],
    params: PortalParams,
    body: v.object({ file: PriceListFile }),
    response: PriceListCheck,
  }),
  /** Applies the file in one transaction with its audit entry; 409 when it has problems or its diff is not the fingerprint's. */
  publishPriceList: defineCall({
    method: 'POST',
    path: '/api/studio/portals/:portalKey/price-lists',
    staffRole: 'operator',
    errors: [404, 409],
    params: PortalParams,
    body: v.object({ file: PriceListFile, fingerprint: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'The fingerprint of the dry run')) }),
    response: v.object({ diff: PriceListDiff }),
  }),
  vouchers: defineCall({
    method: 'GET',
    path: '/api/studio/portals/:portalKey/vouchers',
    staffRole: 'operator',
    errors: [404],
    params: PortalParams,
    response: v.object({ vouchers: v.array(StudioVoucher) }),
  }),
  /** 409: the portal has a voucher with this code. */
  createVoucher: defineCall({
    method: 'POST',
    path: '/api/studio/portals/:portalKey/vouchers',
    staffRole: 'operator',
    status: 201,
    errors: [404, 409],
    params: PortalParams,
    body: VoucherInput,
    response: StudioVoucher,
  }),
  /** Changes or disables (active: false) a voucher; 409 on a stale version or a code taken. */
  updateVoucher: defineCall({
    method: 'PUT',
    path: '/api/studio/portals/:portalKey/vouchers/:voucherUuid',
    staffRole: 'operator',
    errors: [404, 409],
    params: VoucherParams,
    body: v.object({ version: Version, voucher: VoucherInput }),
    response: StudioVoucher,
  }),
  /** 409 with the reason when an order used it (disable it instead). */
  deleteVoucher: defineCall({
    method: 'DELETE',
    path: '/api/studio/portals/:portalKey/vouchers/:voucherUuid',
    staffRole: 'operator',
    errors: [404, 409],
    params: VoucherParams,
    query: v.object({ version: v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'The voucher version')) }),
    response: v.object({ ok: v.literal(true) }),
  }),
  /**
   * multipart/form-data with one field `file`: a zip of a templates folder as `pnpm operator import-templates`
   * takes it, at most TEMPLATE_ZIP_MAX_BYTES (413). 400 for a file that is not a zip or has a path leaving
   * the folder (zip slip); the folder's own problems are the answer's, with their file and line.
   */
  templatesDryRun: defineCall({
    method: 'POST',
    path: '/api/studio/portals/:portalKey/templates/dry-run',
    staffRole: 'operator',
    multipart: true,
    errors: [404, 413],
    params: PortalParams,
    response: TemplateCheck,
  }),
  /** A preview of the dry run (PNG, drawn by @shop/scene with the sample pictures), by the name the check answered. */
  templatePreview: defineCall({
    method: 'GET',
    path: '/api/studio/portals/:portalKey/templates/previews/:file',
    staffRole: 'operator',
    errors: [404],
    produces: ['image/png'],
    params: v.object({ portalKey: PortalKey, file: PreviewFile }),
    response: v.unknown(),
  }),
  /** The portal's templates, withdrawn ones too, by category and name. */
  templates: defineCall({
    method: 'GET',
    path: '/api/studio/portals/:portalKey/templates',
    staffRole: 'operator',
    errors: [404],
    params: PortalParams,
    response: v.object({ templates: v.array(StudioTemplate) }),
  }),
  /**
   * multipart/form-data as the dry run: publishes only the folder's templates of one top-level category
   * (`category`), in one transaction with its audit entry (before/after); the portal's templates of that
   * category the folder no longer has are withdrawn, nothing else. 409 when the folder has problems or no
   * template of that category.
   */
  publishTemplates: defineCall({
    method: 'POST',
    path: '/api/studio/portals/:portalKey/templates/publish',
    staffRole: 'operator',
    multipart: true,
    errors: [404, 409, 413],
    params: PortalParams,
    query: v.object({ category: Section }),
    response: v.object({ templates: v.array(v.object({ key: v.string(), change: v.picklist(['added', 'changed', 'unchanged', 'withdrawn']) })) }),
  }),
  /** Withdraws one template: it leaves the shop's lists; carts holding a design from it keep it as an unavailable line. */
  withdrawTemplate: defineCall({
    method: 'POST',
    path: '/api/studio/portals/:portalKey/templates/:templateUuid/withdraw',
    staffRole: 'operator',
    errors: [404],
    params: TemplateParams,
    body: v.object({}),
    response: StudioTemplate,
  }),
} as const;
