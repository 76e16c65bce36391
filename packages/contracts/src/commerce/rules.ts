/**
 * Shared commerce rules: the constants and the small pure rules both the server and the screens apply
 * (spec 3 sections 5 and 9, spec 2 section 9). The server is the authority; the client uses the same
 * numbers so that what it offers is what the server accepts.
 */

/** Product type codes (spec 2 section 3). */
export const PRODUCT_TYPE = { calendar: 1, card: 2, photoGift: 89, retouch: 11, package: 200 } as const;
/** The template products: made in the editor, priced by tiers. */
export const TEMPLATE_PRODUCT_TYPES = [PRODUCT_TYPE.calendar, PRODUCT_TYPE.card, PRODUCT_TYPE.photoGift] as const;

/**
 * Order-line and summary-line types (spec 3 section 3). Our reading of the two given for 3 and 4:
 * 3 is "other charges" (shipping, fees: added to the total), 4 is "tax" (the VAT part, already
 * included in the prices: shown, never added). docs/decisions/0006.
 */
export const ORDER_LINE_TYPE = { product: 0, rebate: 1, discount: 2, charges: 3, tax: 4 } as const;

/** Price-tier types (productprices.type): 0 every piece at the tier's unit price; 1 each piece at the tier of its position. */
export const PRICE_TIER_TYPE = { perPiece: 0, ordinal: 1 } as const;

/** The lowest quantity when a product names none (minorderpartquantity). */
export const DEFAULT_MIN_QUANTITY = 1;
/** Without a maximumQuantity a line may grow to its current quantity plus this (spec 3 section 9). */
export const UNLIMITED_QUANTITY_STEP = 100;
/** Never more than this on one line, whatever the product says (keeps amounts far from overflow). */
export const MAX_LINE_QUANTITY = 10_000;
/** Catalogue maxQuantity when the catalogue names none. */
export const CATALOGUE_DEFAULT_MAX_QUANTITY = 10;
/** A cart holds at most this many lines. */
export const MAX_CART_LINES = 200;
/** At most this many lines per add call. */
export const MAX_LINES_PER_ADD = 50;
/** A digital-files line shows at most this many previews. */
export const DIGITAL_FILES_PREVIEW_MAX = 3;
/** At most this many sub-products chosen on one line. */
export const MAX_SUB_PRODUCTS_PER_LINE = 20;

export interface QuantityBounds {
  min: number;
  max: number;
}

/**
 * The quantities a line may take: from the product's minorderpartquantity (or 1) to its
 * maximumQuantity, or, when it has none, the current quantity plus 100 (spec 3 section 5).
 */
export function quantityBounds(minOrderPartQuantity: number | null | undefined, maximumQuantity: number | null | undefined, current = 0): QuantityBounds {
  const min = Math.min(MAX_LINE_QUANTITY, Math.max(DEFAULT_MIN_QUANTITY, Math.floor(minOrderPartQuantity ?? DEFAULT_MIN_QUANTITY)));
  const rawMax = maximumQuantity ?? current + UNLIMITED_QUANTITY_STEP;
  return { min, max: Math.max(min, Math.min(MAX_LINE_QUANTITY, Math.floor(rawMax))) };
}

/**
 * A quantity the customer typed or sent: a non-number or a value below the minimum becomes the
 * minimum (spec 3 section 5), a value above the maximum becomes the maximum, fractions are cut.
 */
export function normaliseQuantity(value: unknown, bounds: QuantityBounds): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : Number.NaN;
  if (!Number.isFinite(n)) return bounds.min;
  const whole = Math.floor(n);
  if (whole < bounds.min) return bounds.min;
  return Math.min(whole, bounds.max);
}

/** The VAT part of an amount that includes VAT, in minor units (rate in basis points: 2500 = 25 %). */
export function vatPart(grossMinor: number, rateBasisPoints: number): number {
  if (rateBasisPoints <= 0) return 0;
  return Math.round((grossMinor * rateBasisPoints) / (10_000 + rateBasisPoints));
}
