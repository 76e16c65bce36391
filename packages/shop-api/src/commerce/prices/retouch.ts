/**
 * Retouch (spec 3 section 9): the retouch product's first price once per picture that has at least
 * one sub-product chosen, plus each chosen sub-product's extra price. Nothing chosen: no charge.
 */
import type { LinePrice, PricedProduct } from './types';
import { firstPrice } from './types';

export function retouchLinePrice(retouch: PricedProduct | null, subProductUuids: string[]): LinePrice | null {
  if (!retouch) return null;
  const chosen = retouch.subProducts.filter((s) => subProductUuids.includes(s.uuid));
  if (chosen.length === 0) return null;
  const fee = firstPrice(retouch) ?? 0;
  const total = fee + chosen.reduce((sum, s) => sum + s.extraPrice, 0);
  return {
    unitPrice: total,
    linePrice: total,
    actualLinePrice: total,
    notes: [{ kind: 'retouch', pictureFee: fee, extras: chosen.map((s) => ({ uuid: s.uuid, name: s.name, extraprice: s.extraPrice })) }],
  };
}
