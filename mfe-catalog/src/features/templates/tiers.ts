import type { PriceTier } from '@shop/contracts/commerce';

export interface TierRange {
  from: number;
  /** null: the last tier ('from+'). */
  to: number | null;
  price: number;
}

/** Price tiers as ranges (spec 2: from–to, and from+ for the last tier). */
export function tierRanges(tiers: PriceTier[]): TierRange[] {
  const sorted = [...tiers].sort((a, b) => a.quantity - b.quantity);
  return sorted.map((t, i) => ({ from: t.quantity, to: sorted[i + 1] ? sorted[i + 1]!.quantity - 1 : null, price: t.price }));
}
