/**
 * The product model of spec 2 section 3 and the catalogue of spec 3 section 3, as the server
 * answers them. Field names follow the spec (minorderpartquantity, subproducts, productprices,
 * extraprice, campaignprice) so that the screens can also run against the photographer's own back
 * end. Every amount is an integer in minor units (øre, öre, cents) and includes VAT.
 */
import * as v from 'valibot';
import { PRODUCT_TYPE } from './rules';

/** Picture types (the same values as account's PictureType; repeated so this entry does not bundle the account calls). */
export const DigitalPictureType = v.picklist(['IP', 'SFP', 'GP']);
export type DigitalPictureType = v.InferOutput<typeof DigitalPictureType>;

export const Uuid = v.pipe(v.string(), v.uuid('Invalid id'));
/** An amount in minor units, VAT included. */
export const Money = v.pipe(v.number(), v.integer('Must be a whole number of minor units'), v.minValue(0));

export const TemplateProductType = v.picklist([PRODUCT_TYPE.calendar, PRODUCT_TYPE.card, PRODUCT_TYPE.photoGift]);
export type TemplateProductType = v.InferOutput<typeof TemplateProductType>;
export const ProductType = v.picklist([PRODUCT_TYPE.calendar, PRODUCT_TYPE.card, PRODUCT_TYPE.photoGift, PRODUCT_TYPE.retouch, PRODUCT_TYPE.package]);
export type ProductType = v.InferOutput<typeof ProductType>;

export const SubProduct = v.object({
  uuid: v.string(),
  name: v.string(),
  /** Added to the product's unit price (retouch: to the per-picture fee). */
  extraprice: Money,
  /** Image URL (320 wide), or null. */
  image: v.nullable(v.string()),
});
export type SubProduct = v.InferOutput<typeof SubProduct>;

export const PriceTier = v.object({
  /** The tier starts at this quantity; it ends where the next one starts. */
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  price: Money,
  /** The promoted price while the product's campaign requirement is met; null: none. */
  campaignprice: v.nullable(Money),
  /** 0: every piece at this unit price (PRICE_TIER_TYPE.perPiece); 1: the pieces in this tier's range at this price. */
  type: v.picklist([0, 1]),
});
export type PriceTier = v.InferOutput<typeof PriceTier>;

/** When the campaign prices apply: always (a running campaign) or with a qualifying package in the cart. */
export const CampaignRequirement = v.picklist(['none', 'package']);
export type CampaignRequirement = v.InferOutput<typeof CampaignRequirement>;

export const Product = v.object({
  uuid: v.string(),
  name: v.string(),
  description: v.string(),
  type: ProductType,
  /** Free text of the operator (cards, calendars, mugs, prints …), for the catalogue's grouping. */
  category: v.string(),
  sortOrder: v.number(),
  minorderpartquantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** null: no maximum (a line may grow by 100 at a time). */
  maximumQuantity: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  subproducts: v.array(SubProduct),
  /** Ascending by quantity; the first is the normal price of one piece. */
  productprices: v.array(PriceTier),
  campaignrequirement: CampaignRequirement,
});
export type Product = v.InferOutput<typeof Product>;

/**
 * What one piece in a tier's range costs as the server's price engine charges it now: the campaign price
 * when the product's campaign applies to this customer (a running campaign, or a qualifying package in the
 * cart) and is lower than the tier's price (decision 0006). The screens show these, never a price of their own.
 */
export const TierPrice = v.object({
  from: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Inclusive; null for the last tier ('from+'). */
  to: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  unitPrice: Money,
  /** The tier's price without the campaign (above unitPrice while a campaign applies). */
  normalUnitPrice: Money,
});
export type TierPrice = v.InferOutput<typeof TierPrice>;

/** One line of a product as the cart would price it now (GET /api/webshop/products/{uuid}/price): the buy view's figures. */
export const ProductPriceQuote = v.object({
  /** The quantity priced: the one asked for, within the product's bounds as the cart keeps them. */
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** One piece as charged (the cart line's unitPrice). */
  unitPrice: Money,
  /** One piece without the campaign. */
  normalUnitPrice: Money,
  /** Before the campaign (the cart line's linePrice). */
  linePrice: Money,
  /** What the line costs (the cart line's actualLinePrice). */
  actualLinePrice: Money,
});
export type ProductPriceQuote = v.InferOutput<typeof ProductPriceQuote>;

/** A digital file (one picture) or digital set (every picture of one type of a subject). */
export const DigitalProduct = v.object({
  uuid: v.string(),
  name: v.string(),
  kind: v.picklist(['file', 'set']),
  pictureType: DigitalPictureType,
  /** The normal price of one file or set. */
  price: Money,
  /** The digital rebate price while a qualifying package is in the cart, when it applies (not above price); else null. */
  rebatePrice: v.nullable(Money),
});
export type DigitalProduct = v.InferOutput<typeof DigitalProduct>;

/** Digital rebate settings (spec 2 section 3): prices with a qualifying package in the cart; null: no rebate. */
export const DigitalRebates = v.object({
  portraitFilePrice: v.nullable(Money),
  portraitSetPrice: v.nullable(Money),
  siblingAndFriendsFilePrice: v.nullable(Money),
  siblingAndFriendsSetPrice: v.nullable(Money),
  groupFilePrice: v.nullable(Money),
  groupSetPrice: v.nullable(Money),
});
export type DigitalRebates = v.InferOutput<typeof DigitalRebates>;

// ---- package offers ----

export const PackageItemType = v.picklist(['TEMPLATE_PRODUCT', 'CATALOGUE', 'DIGITAL_SET']);
export type PackageItemType = v.InferOutput<typeof PackageItemType>;

/** One item of a package offer; an offer lists an item once per piece (two prints: two items). */
export const PackageOfferItem = v.variant('type', [
  v.object({
    uuid: v.string(),
    type: v.literal('TEMPLATE_PRODUCT'),
    name: v.string(),
    product: v.object({ uuid: v.string(), name: v.string(), type: TemplateProductType }),
    canChangeTemplate: v.boolean(),
  }),
  v.object({ uuid: v.string(), type: v.literal('CATALOGUE'), name: v.string(), catalogue: v.object({ uuid: v.string(), name: v.string() }) }),
  v.object({ uuid: v.string(), type: v.literal('DIGITAL_SET'), name: v.string(), pictureType: DigitalPictureType }),
]);
export type PackageOfferItem = v.InferOutput<typeof PackageOfferItem>;

export const LinkInfo = v.object({
  /** Where a link offer goes: cards, calendars, catalogues, digitalcopy, photogifts.category, photogifts (spec 2); anything else uses `link`. */
  type: v.string(),
  category: v.nullable(v.string()),
});

const offerCommon = {
  uuid: v.string(),
  name: v.string(),
  description: v.string(),
  image: v.nullable(v.string()),
  linkText: v.string(),
  sortOrder: v.number(),
  /** Not buyable now, with the reason to show over the card; null: available. */
  disabled: v.nullable(v.object({ reason: v.string() })),
};

export const PackageOffer = v.variant('type', [
  v.object({
    ...offerCommon,
    type: v.literal('package'),
    originalPrice: Money,
    priceIncludingDiscount: Money,
    useTimeLimitedDiscount: v.boolean(),
    timeLimitedDiscountPrice: v.nullable(Money),
    /** Seconds left of the time-limited discount; 0 when there is none (or it is over). */
    remainingTime: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** What the package costs now (the lowest price that applies). */
    currentPrice: Money,
    allowSubjectChange: v.boolean(),
    packageItems: v.array(PackageOfferItem),
  }),
  v.object({
    ...offerCommon,
    type: v.literal('link'),
    /** An app path (/products/calendars) or an absolute URL. */
    link: v.string(),
    linkInfo: v.nullable(LinkInfo),
  }),
]);
export type PackageOffer = v.InferOutput<typeof PackageOffer>;

// ---- catalogues ----

export const Catalogue = v.object({
  uuid: v.string(),
  name: v.string(),
  description: v.string(),
  price: Money,
  /** The quantity to start with: 1 when only one catalogue is offered, else 0 (spec 3). */
  quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
  maxQuantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  deliveryTime: v.object({ days: v.pipe(v.number(), v.integer(), v.minValue(0)) }),
  subject: v.object({ uuid: v.string(), name: v.string(), group: v.string() }),
});
export type Catalogue = v.InferOutput<typeof Catalogue>;

// ---- digital portraits (spec 2 section 2: /products/digital-portraits) ----

/** A digital product as the digital-portraits page offers it: the price now (the rebate with a qualifying package in the cart). */
export const DigitalOffer = v.object({ uuid: v.string(), name: v.string(), price: Money, normalPrice: Money });
export type DigitalOffer = v.InferOutput<typeof DigitalOffer>;

export const DigitalPicture = v.object({
  uuid: v.string(),
  webshopId: v.number(),
  pictureType: DigitalPictureType,
  /** 320 wide. */
  image: v.string(),
  inCart: v.boolean(),
});
export type DigitalPicture = v.InferOutput<typeof DigitalPicture>;

/** One type's section of a picture set (IP, SFP, GP; with the combined product IP also holds the SFP pictures). */
export const DigitalSection = v.object({
  type: DigitalPictureType,
  file: v.nullable(DigitalOffer),
  set: v.nullable(DigitalOffer),
  setBought: v.boolean(),
  /** The set is in the cart (on its own or with a package). */
  setInCart: v.boolean(),
  /** The pictures that can still be bought one by one (bought ones left out; none when the set is bought). */
  pictures: v.array(DigitalPicture),
  /** Up to 3 non-group pictures of the set for its card (320 wide). */
  previews: v.array(v.string()),
});
export type DigitalSection = v.InferOutput<typeof DigitalSection>;

export const DigitalPortraitSet = v.object({
  subject: v.object({ uuid: v.string(), name: v.string(), group: v.string() }),
  job: v.object({ name: v.string() }),
  /** The sections with something to buy, in the order IP, SFP, GP. */
  sections: v.array(DigitalSection),
});
export type DigitalPortraitSet = v.InferOutput<typeof DigitalPortraitSet>;
