/**
 * The buy view's rules (spec 2 section 5): quantities per product or sub-product, and what one piece costs
 * at a quantity (the server prices the cart; this is what the view shows before adding).
 */
import type { Product } from '@shop/contracts/commerce';

/** A typed quantity: a non-number is 0. */
export const parseQuantity = (text: string) => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** On blur a value below the minimum becomes 0. */
export const onBlurQuantity = (n: number, min: number) => (n < min ? 0 : n);
/** Plus: at least the minimum. */
export const plus = (n: number, min: number, max: number | null) => Math.min(Math.max(n + 1, min), max ?? Number.MAX_SAFE_INTEGER);
/** Minus: never below 0; below the minimum it is 0. */
export const minus = (n: number, min: number) => (n - 1 < min ? 0 : n - 1);

/** What the view starts with: a single product without sub-products at its minimum, otherwise 0 each. */
export function startQuantities(product: Pick<Product, 'minorderpartquantity' | 'subproducts'>, current: number | null): number[] {
  if (product.subproducts.length === 0) return [current ?? product.minorderpartquantity];
  return product.subproducts.map((_, i) => (i === 0 && current ? current : 0));
}

/** Lines to add: those with at least the minimum. */
export const linesToAdd = (quantities: number[], min: number) => quantities.map((q, i) => ({ index: i, quantity: q })).filter((l) => l.quantity >= min);

/**
 * One piece at `quantity`: the tier reached (per-piece tiers) or the average of the pieces' tiers (ordinal),
 * the campaign price when the product runs one for everybody; `normal` is the price without it.
 */
export function unitPrice(product: Pick<Product, 'productprices' | 'campaignrequirement'>, quantity: number, extra = 0) {
  const tiers = [...product.productprices].sort((a, b) => a.quantity - b.quantity);
  if (!tiers.length || quantity <= 0) return { unit: 0, normal: 0 };
  const campaign = product.campaignrequirement === 'none';
  const tierAt = (n: number) => tiers.filter((t) => t.quantity <= n).at(-1) ?? tiers[0]!;
  const priceOf = (t: (typeof tiers)[number], withCampaign: boolean) => (withCampaign && t.campaignprice !== null ? t.campaignprice : t.price);
  const total = (withCampaign: boolean) => {
    const reached = tierAt(quantity);
    if (reached.type === 0) return priceOf(reached, withCampaign) * quantity;
    let sum = 0;
    for (let n = 1; n <= quantity; n++) sum += priceOf(tierAt(n), withCampaign);
    return sum;
  };
  return { unit: Math.round(total(campaign) / quantity) + extra, normal: Math.round(total(false) / quantity) + extra };
}
