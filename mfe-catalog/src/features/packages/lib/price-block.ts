import type { PackageOffer } from '@shop/contracts/commerce';

type Package = Extract<PackageOffer, { type: 'package' }>;
export type PriceLine = { kind: 'price' | 'justNow' | 'packagePrice'; amount: number; struck: boolean };

/**
 * The price block of a package card (spec 2: package offers): the time-limited price only when the
 * original price is above it; the regular discount only when the original price is above it;
 * otherwise the price when above 0.
 */
export function priceLines(p: Package): PriceLine[] {
  if (p.useTimeLimitedDiscount && p.timeLimitedDiscountPrice !== null && p.originalPrice > p.timeLimitedDiscountPrice) {
    return [
      { kind: 'price', amount: p.originalPrice, struck: true },
      { kind: 'justNow', amount: p.timeLimitedDiscountPrice, struck: false },
    ];
  }
  if (p.originalPrice > p.priceIncludingDiscount) {
    return [
      { kind: 'price', amount: p.originalPrice, struck: true },
      { kind: 'packagePrice', amount: p.priceIncludingDiscount, struck: false },
    ];
  }
  return p.originalPrice > 0 ? [{ kind: 'price', amount: p.originalPrice, struck: false }] : [];
}

/** Seconds as the countdown shows them: 'D days hh:mm:ss' (days only when there are any). */
export function clock(seconds: number): { days: number; time: string } {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { days, time: `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}` };
}
