/**
 * A package's price now: the time-limited discount while it runs and is below the original price,
 * else the regular discount when below the original price, else the original price (the same order
 * as the offer card of spec 2 shows them).
 */
import type { PriceNote } from '@shop/contracts';
import type { LinePrice, PricedPackage } from './types';

export interface PackagePriceNow {
  price: number;
  mode: 'time-limited' | 'discount' | 'original';
  /** When the time-limited price ends (only in that mode). */
  endsAt: Date | null;
}

export function timeLimitedRunning(offer: PricedPackage, now: Date): boolean {
  return offer.timeLimitedPrice !== null && offer.timeLimitedEndsAt !== null && now.getTime() < offer.timeLimitedEndsAt.getTime();
}

export function packagePriceNow(offer: PricedPackage, now: Date): PackagePriceNow {
  if (timeLimitedRunning(offer, now) && offer.timeLimitedPrice! < offer.originalPrice) {
    return { price: offer.timeLimitedPrice!, mode: 'time-limited', endsAt: offer.timeLimitedEndsAt };
  }
  if (offer.priceIncludingDiscount < offer.originalPrice) return { price: offer.priceIncludingDiscount, mode: 'discount', endsAt: null };
  return { price: offer.originalPrice, mode: 'original', endsAt: null };
}

/** Seconds left of the time-limited discount (0 when none runs). */
export function remainingSeconds(offer: PricedPackage, now: Date): number {
  if (!timeLimitedRunning(offer, now)) return 0;
  return Math.ceil((offer.timeLimitedEndsAt!.getTime() - now.getTime()) / 1000);
}

export function packageLinePrice(offer: PricedPackage, quantity: number, now: Date): LinePrice {
  const current = packagePriceNow(offer, now);
  const note: PriceNote = {
    kind: 'package-price',
    mode: current.mode,
    originalPrice: offer.originalPrice,
    price: current.price,
    endsAt: current.endsAt?.toISOString() ?? null,
  };
  return { unitPrice: current.price, linePrice: offer.originalPrice * quantity, actualLinePrice: current.price * quantity, notes: [note] };
}
