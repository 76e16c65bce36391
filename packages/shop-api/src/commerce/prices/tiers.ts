/**
 * Template products: the price tier of the quantity, the campaign price when the product's
 * campaign requirement is met, and the sub-products' extra prices on each piece.
 * Tiers of type 0 price every piece at the tier the line's quantity falls in (10 cards: all at the
 * 10–24 price); tiers of type 1 (ordinal) price each piece at the tier of its position (pieces 1–9 at
 * the first price, 10–24 at the second …). A product's tiers share one type (the import checks it).
 */
import type { PriceNote, TierPrice } from '@shop/contracts';
import type { LinePrice, PricedPackage, PricedProduct, Tier } from './types';

export interface TierRange {
  tier: Tier;
  from: number;
  /** Inclusive; null for the last tier. */
  to: number | null;
}

export function tierRanges(tiers: Tier[]): TierRange[] {
  return tiers.map((tier, i) => {
    const next = tiers[i + 1];
    return { tier, from: tier.quantity, to: next ? next.quantity - 1 : null };
  });
}

/** The tier a quantity falls in; below the first tier's start, the first tier. */
export function tierFor(tiers: Tier[], quantity: number): TierRange | null {
  const ranges = tierRanges(tiers);
  let found = ranges[0] ?? null;
  for (const r of ranges) if (quantity >= r.from) found = r;
  return found;
}

/** The campaign price of a tier when the campaign applies and is lower than the normal price. */
function campaignPriceOf(tier: Tier, applies: boolean): number | null {
  if (!applies || tier.campaignPrice === null || tier.campaignPrice >= tier.price) return null;
  return tier.campaignPrice;
}

/** Whether the product's campaign requirement is met: always, or with a qualifying package in the cart. */
export function campaignApplies(product: PricedProduct, qualifyingPackage: PricedPackage | null): boolean {
  return product.campaignRequirement === 'none' || qualifyingPackage !== null;
}

/**
 * What one piece in each tier's range costs now, by the rules productLinePrice charges with: a type 0 line
 * whose quantity falls in the range costs this per piece, and so do the pieces of an ordinal line in it.
 * The screens' tier list and 'from' price (decision 0079).
 */
export function tierPrices(product: PricedProduct, qualifyingPackage: PricedPackage | null): TierPrice[] {
  const applies = campaignApplies(product, qualifyingPackage);
  return tierRanges(product.tiers).map((r) => ({
    from: r.from,
    to: r.to,
    unitPrice: campaignPriceOf(r.tier, applies) ?? r.tier.price,
    normalUnitPrice: r.tier.price,
  }));
}

export function productLinePrice(
  product: PricedProduct,
  quantity: number,
  subProductUuids: string[],
  qualifyingPackage: PricedPackage | null,
): LinePrice | null {
  if (product.tiers.length === 0 || quantity <= 0) return null;
  const extras = product.subProducts.filter((s) => subProductUuids.includes(s.uuid));
  const extra = extras.reduce((sum, s) => sum + s.extraPrice, 0);
  const applies = campaignApplies(product, qualifyingPackage);
  const packageRef = product.campaignRequirement === 'package' && qualifyingPackage ? { uuid: qualifyingPackage.uuid, name: qualifyingPackage.name } : null;
  const notes: PriceNote[] = [];
  let normal = 0;
  let actual = 0;

  const ordinal = product.tiers[0]!.type === 1;
  if (!ordinal) {
    const range = tierFor(product.tiers, quantity)!;
    const campaign = campaignPriceOf(range.tier, applies);
    notes.push({ kind: 'tier', from: range.from, to: range.to, unitPrice: range.tier.price, ordinal: false });
    if (campaign !== null) notes.push({ kind: 'campaign', unitPrice: campaign, normalUnitPrice: range.tier.price, package: packageRef });
    normal = (range.tier.price + extra) * quantity;
    actual = ((campaign ?? range.tier.price) + extra) * quantity;
  } else {
    for (const range of tierRanges(product.tiers)) {
      const first = Math.max(range.from, 1);
      const last = Math.min(range.to ?? quantity, quantity);
      if (last < first) continue;
      const pieces = last - first + 1;
      const campaign = campaignPriceOf(range.tier, applies);
      notes.push({ kind: 'tier', from: range.from, to: range.to, unitPrice: range.tier.price, ordinal: true });
      if (campaign !== null) notes.push({ kind: 'campaign', unitPrice: campaign, normalUnitPrice: range.tier.price, package: packageRef });
      normal += (range.tier.price + extra) * pieces;
      actual += ((campaign ?? range.tier.price) + extra) * pieces;
    }
    // pieces below the first tier's start (a minimum below it) cost the first tier's price
    const below = Math.max(0, Math.min(quantity, product.tiers[0]!.quantity - 1));
    if (below > 0) {
      const t = product.tiers[0]!;
      normal += (t.price + extra) * below;
      actual += ((campaignPriceOf(t, applies) ?? t.price) + extra) * below;
    }
  }
  if (extras.length > 0) notes.push({ kind: 'sub-products', extras: extras.map((s) => ({ uuid: s.uuid, name: s.name, extraprice: s.extraPrice })) });
  return { unitPrice: Math.round(actual / quantity), linePrice: normal, actualLinePrice: actual, notes };
}
