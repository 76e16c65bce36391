/**
 * The cart (spec 3 sections 3 and 7): order lines with their prices as the server computed them,
 * the summary, and what the client sends to add or change lines. A line's kind says which of the
 * spec's optional parts it carries (product, template, package, catalogue, digital files, retouch).
 * The client never sends a price; a price in a payload is dropped by these schemas.
 */
import * as v from 'valibot';
import { DigitalPictureType, Money, TemplateProductType, Uuid } from './products';
import { MAX_LINES_PER_ADD, MAX_SUB_PRODUCTS_PER_LINE, PRODUCT_TYPE } from './rules';

// ---- what the editor sends: the template and its data, stored as sent after these checks ----

const Name = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const TemplateRef = v.object({
  uuid: Uuid,
  name: Name(200),
  categories: v.pipe(v.array(Name(100)), v.maxLength(50)),
  /** The template version the design was made with (the print uses it); the newest when absent. */
  version: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});
export type TemplateRef = v.InferOutput<typeof TemplateRef>;

const CropRect = v.object({ x: v.number(), y: v.number(), width: v.pipe(v.number(), v.minValue(0)), height: v.pipe(v.number(), v.minValue(0)) });

/** An image resource of a template (spec 2 section 3); the picture must be one of the customer's. */
export const ImageResourceData = v.object({
  uuid: Uuid,
  webshopId: v.optional(v.number()),
  width: v.optional(v.number()),
  height: v.optional(v.number()),
  cropRect: v.optional(v.nullable(CropRect)),
  rotation: v.optional(v.picklist([0, 90, 180, 270])),
  overrideEffect: v.optional(v.picklist(['original', 'bw', 'sepia'])),
  background: v.optional(v.nullable(Uuid)),
  picturePosition: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(50)))),
});

/** One filled slot of a template: an image (`image`) or a text (type STRING, `text`). */
export const UserResource = v.object({
  id: Name(100),
  fullId: v.optional(Name(200)),
  type: v.optional(Name(20)),
  image: v.optional(v.nullable(ImageResourceData)),
  text: v.optional(Name(2000)),
  lines: v.optional(v.pipe(v.array(Name(2000)), v.maxLength(50))),
  overrideFamily: v.optional(v.nullable(Name(100))),
  overrideSize: v.optional(v.nullable(v.pipe(v.number(), v.minValue(12), v.maxValue(110)))),
  overrideColor: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^#[0-9A-Fa-f]{6}$/, 'Must be a colour like #C52B2B')))),
  overrideHorizontalAlign: v.optional(v.nullable(v.picklist(['left', 'center', 'right']))),
});
export type UserResource = v.InferOutput<typeof UserResource>;

export const TemplateData = v.object({
  year: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2200))), null),
  userResources: v.pipe(v.array(UserResource), v.maxLength(500)),
});
export type TemplateData = v.InferOutput<typeof TemplateData>;

/**
 * A quantity as the client sends it. Any number or short text is accepted: a non-number or a value
 * below the minimum becomes the minimum, one above the maximum the maximum (rules.ts normaliseQuantity).
 */
export const QuantityInput = v.optional(v.nullable(v.union([v.number(), v.pipe(v.string(), v.maxLength(12))])));

const SubProductUuids = v.optional(v.pipe(v.array(Uuid), v.maxLength(MAX_SUB_PRODUCTS_PER_LINE)), []);

/** Add-lines payload per line (spec 3 section 7), by product type. */
export const AddLine = v.variant('type', [
  v.object({
    /** 1 calendars, 2 cards, 89 photo gifts. */
    type: TemplateProductType,
    product: v.object({ uuid: Uuid }),
    subProductUuids: SubProductUuids,
    quantity: QuantityInput,
    template: TemplateRef,
    templateData: TemplateData,
  }),
  v.object({
    type: v.literal(PRODUCT_TYPE.package),
    /** The package offer. */
    product: v.object({ uuid: Uuid }),
    /** The picture set the package is for. */
    subject: v.object({ uuid: Uuid }),
    /** What the package editor filled per item of the offer (item uuids of the offer). */
    packageItems: v.optional(
      v.pipe(
        v.array(v.object({ uuid: Uuid, template: v.optional(v.nullable(TemplateRef)), templateData: v.optional(v.nullable(TemplateData)) })),
        v.maxLength(50),
      ),
      [],
    ),
  }),
]);
export type AddLine = v.InferInput<typeof AddLine>;

export const AddLinesBody = v.object({ lines: v.pipe(v.array(AddLine), v.minLength(1, 'At least one line'), v.maxLength(MAX_LINES_PER_ADD)) });

export const UpdateLineBody = v.pipe(
  v.object({ quantity: QuantityInput, subProductUuids: v.optional(v.pipe(v.array(Uuid), v.maxLength(MAX_SUB_PRODUCTS_PER_LINE))) }),
  v.check((b) => b.quantity !== undefined || b.subProductUuids !== undefined, 'Send quantity or subProductUuids'),
);

export const AddCataloguesBody = v.object({
  catalogues: v.pipe(
    v.array(v.object({ uuid: Uuid, subject: v.object({ uuid: Uuid }), quantity: v.pipe(v.number(), v.integer('Must be a whole number'), v.minValue(0)) })),
    v.minLength(1),
    v.maxLength(50),
    v.check((list) => list.some((c) => c.quantity > 0), 'You need to select how many cataloges you would like before clicking Add to shopping cart'),
  ),
});

/** Retouch selection: picture uuid → the chosen sub-products of the retouch product. It replaces the whole selection. */
export const RetouchBody = v.object({
  items: v.pipe(
    // a record schema alone would take a list ([] read as no pictures): only an object is a map
    v.custom<Record<string, string[]>>(
      (x) => typeof x === 'object' && x !== null && !Array.isArray(x),
      'Must be an object: picture uuid → list of sub-product uuids',
    ),
    v.record(Uuid, v.pipe(v.array(Uuid), v.maxLength(MAX_SUB_PRODUCTS_PER_LINE))),
    v.check((items) => Object.keys(items).length <= 200, 'At most 200 pictures'),
  ),
});

// ---- how a price was made (plain data; the screens word it) ----

const Extra = v.object({ uuid: v.string(), name: v.string(), extraprice: Money });
const PackageRef = v.object({ uuid: v.string(), name: v.string() });

export const PriceNote = v.variant('kind', [
  /** The tier of the line's quantity: from–to (to null: and more). ordinal: the pieces are priced by the tier of their position. */
  v.object({ kind: v.literal('tier'), from: v.number(), to: v.nullable(v.number()), unitPrice: Money, ordinal: v.boolean() }),
  /** A campaign price replaced the tier price; `package` is the package in the cart that qualifies (requirement 'package'). */
  v.object({ kind: v.literal('campaign'), unitPrice: Money, normalUnitPrice: Money, package: v.nullable(PackageRef) }),
  /** The sub-products' extra prices added to each piece. */
  v.object({ kind: v.literal('sub-products'), extras: v.array(Extra) }),
  /** A package's own price: the time-limited one (until endsAt), the regular discount, or the original price. */
  v.object({
    kind: v.literal('package-price'),
    mode: v.picklist(['time-limited', 'discount', 'original']),
    originalPrice: Money,
    price: Money,
    endsAt: v.nullable(v.string()),
  }),
  /** A digital rebate price because a qualifying package is in the cart. */
  v.object({ kind: v.literal('digital-rebate'), unitPrice: Money, normalUnitPrice: Money, package: PackageRef }),
  /** Retouch: the per-picture fee (once, when a sub-product is chosen) plus the chosen sub-products. */
  v.object({ kind: v.literal('retouch'), pictureFee: Money, extras: v.array(Extra) }),
  /** A plain unit price (catalogues, digital files and sets without rebate). */
  v.object({ kind: v.literal('unit-price'), unitPrice: Money }),
]);
export type PriceNote = v.InferOutput<typeof PriceNote>;

// ---- order lines ----

const LineSubject = v.object({
  uuid: v.string(),
  name: v.string(),
  group: v.string(),
  job: v.object({ uuid: v.string(), name: v.string() }),
  numImages: v.number(),
});
const ProductRef = (type: v.GenericSchema<number>) => v.object({ uuid: v.string(), name: v.string(), type, subproducts: v.array(Extra) });

const lineCommon = {
  uuid: v.string(),
  /** 0: an ordinary purchasable line (ORDER_LINE_TYPE). */
  type: v.literal(0),
  quantity: v.number(),
  minimumQuantity: v.number(),
  /** null: unlimited (choices up to the current quantity plus 100). */
  maximumQuantity: v.nullable(v.number()),
  canChangeQuantity: v.boolean(),
  description: v.string(),
  /** The price of one piece as charged (after campaign or rebate). */
  unitPrice: Money,
  /** Before rebates (the struck-through price when a rebate applies). */
  linePrice: Money,
  /** What the customer pays for the line. */
  actualLinePrice: Money,
  /** The rebate on the line (linePrice − actualLinePrice), or null when there is none. */
  rebate: v.nullable(v.object({ linePrice: Money })),
  subProductUuids: v.array(v.string()),
  explanation: v.array(PriceNote),
  /** false: what the line holds is no longer sold (withdrawn from the price list); it costs nothing and must be removed before checkout. */
  available: v.boolean(),
};

export const StoredTemplate = v.object({
  uuid: v.string(),
  name: v.string(),
  categories: v.array(v.string()),
  /** The template version the design was made with (absent on lines made before versions were kept). */
  version: v.optional(v.number()),
  data: TemplateData,
});

export const PackageLineItem = v.object({
  uuid: v.string(),
  type: v.picklist(['TEMPLATE_PRODUCT', 'CATALOGUE', 'DIGITAL_SET']),
  name: v.string(),
  product: v.nullable(v.object({ uuid: v.string(), name: v.string() })),
  catalogue: v.nullable(v.object({ uuid: v.string(), name: v.string() })),
  pictureType: v.nullable(DigitalPictureType),
  template: v.nullable(v.object({ uuid: v.string(), name: v.string() })),
  templateData: v.nullable(TemplateData),
  version: v.number(),
  canChangeTemplate: v.boolean(),
});

export const OrderLine = v.variant('kind', [
  v.object({ ...lineCommon, kind: v.literal('product'), product: ProductRef(TemplateProductType), template: StoredTemplate }),
  v.object({
    ...lineCommon,
    kind: v.literal('package'),
    product: ProductRef(v.literal(PRODUCT_TYPE.package)),
    package: v.object({
      uuid: v.string(),
      name: v.string(),
      subject: v.object({ uuid: v.string(), name: v.string(), group: v.string() }),
      allowSubjectChange: v.boolean(),
      packageItems: v.array(PackageLineItem),
    }),
  }),
  v.object({
    ...lineCommon,
    kind: v.literal('digital-files'),
    digital: v.object({ pictureType: DigitalPictureType }),
    /** The files (pictures); the screen previews at most 3. */
    digitalFiles: v.array(v.object({ uuid: v.string(), image: v.string() })),
    subjects: v.array(LineSubject),
  }),
  v.object({ ...lineCommon, kind: v.literal('digital-set'), digital: v.object({ pictureType: DigitalPictureType }), subjects: v.array(LineSubject) }),
  v.object({
    ...lineCommon,
    kind: v.literal('catalogue'),
    catalogue: v.object({ uuid: v.string(), name: v.string(), subject: v.object({ uuid: v.string(), name: v.string() }) }),
  }),
  v.object({
    ...lineCommon,
    kind: v.literal('retouch'),
    product: ProductRef(v.literal(PRODUCT_TYPE.retouch)),
    fileRetouch: v.object({ file: v.object({ uuid: v.string(), image: v.string() }) }),
  }),
]);
export type OrderLine = v.InferOutput<typeof OrderLine>;
export type OrderLineKind = OrderLine['kind'];

export const SummaryLine = v.object({
  /** ORDER_LINE_TYPE: 1/2 rebates, 3 other charges (added), 4 tax (included, shown only). */
  type: v.picklist([0, 1, 2, 3, 4]),
  description: v.string(),
  linePrice: v.number(),
});

export const OrderSummary = v.object({
  /** Pieces of the ordinary (type 0) lines: the badge's count. */
  itemCount: v.number(),
  totalPrice: Money,
  /** The VAT included in totalPrice; rate in percent (25). */
  vat: v.object({ rate: v.number(), amount: Money }),
  lines: v.array(SummaryLine),
});
export type OrderSummary = v.InferOutput<typeof OrderSummary>;

export const Cart = v.object({
  uuid: v.string(),
  orderLines: v.array(OrderLine),
  summary: OrderSummary,
  rebateCode: v.nullable(v.string()),
  currency: v.string(),
});
export type Cart = v.InferOutput<typeof Cart>;

/** Answer of the legacy toggles: the new state, or a refusal in the legacy way (200 with error). */
export const ToggleAnswer = v.variant('status', [
  v.object({ status: v.literal('OK'), inCart: v.boolean(), summary: OrderSummary }),
  v.object({ status: v.literal('ERROR'), error: v.string(), code: v.picklist(['bought', 'set-in-cart', 'not-for-sale', 'not-found']) }),
]);
export type ToggleAnswer = v.InferOutput<typeof ToggleAnswer>;
