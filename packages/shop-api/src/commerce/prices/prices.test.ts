/** Table-driven tests of the price engine: one block per rule, amounts in øre. */
import { describe, expect, it } from 'vitest';
import { priceCart, qualifyingPackageOf } from './cart';
import { applicableRebate, digitalFilePurchaseList, digitalLinePrice } from './digital';
import { packageLinePrice, packagePriceNow, remainingSeconds } from './packages';
import { retouchLinePrice } from './retouch';
import { productLinePrice, tierFor, tierPrices } from './tiers';
import type { DigitalCatalogue, EngineLine, PricedPackage, PricedProduct, Tier } from './types';

const kr = (n: number) => Math.round(n * 100);
const tiers = (type: 0 | 1, ...rows: [number, number, number | null][]): Tier[] =>
  rows.map(([quantity, price, campaign]) => ({ quantity, price: kr(price), campaignPrice: campaign === null ? null : kr(campaign), type }));

const card: PricedProduct = {
  uuid: 'card',
  name: 'Card 10x15',
  tiers: tiers(0, [1, 29, 15], [10, 24, 15], [25, 19, 15]),
  subProducts: [{ uuid: 'gloss', name: 'Glossy', extraPrice: kr(5) }],
  campaignRequirement: 'package',
};
const now = new Date('2026-05-01T12:00:00Z');
const pkgA: PricedPackage = {
  uuid: 'pa',
  name: 'Package A',
  originalPrice: kr(1096),
  priceIncludingDiscount: kr(799),
  timeLimitedPrice: kr(699),
  timeLimitedEndsAt: new Date('2026-05-08T12:00:00Z'),
  qualifiesForCampaign: true,
};
const pkgB: PricedPackage = {
  uuid: 'pb',
  name: 'Package B',
  originalPrice: kr(647),
  priceIncludingDiscount: kr(449),
  timeLimitedPrice: null,
  timeLimitedEndsAt: null,
  qualifiesForCampaign: true,
};

describe('tiers by quantity (type 0: every piece at the tier of the quantity)', () => {
  it.each([
    [1, 29, 1, 9],
    [9, 29, 1, 9],
    [10, 24, 10, 24],
    [24, 24, 10, 24],
    [25, 19, 25, null],
    [400, 19, 25, null],
  ])('%i pieces → %i kr each (tier %i–%s)', (quantity, unit, from, to) => {
    const p = productLinePrice(card, quantity, [], null)!;
    expect(p.unitPrice).toBe(kr(unit));
    expect(p.actualLinePrice).toBe(kr(unit) * quantity);
    expect(p.linePrice).toBe(p.actualLinePrice);
    expect(p.notes).toEqual([{ kind: 'tier', from, to, unitPrice: kr(unit), ordinal: false }]);
  });

  it('a quantity below the first tier uses the first tier', () => {
    expect(tierFor(tiers(0, [5, 10, null], [10, 8, null]), 2)).toMatchObject({ from: 5, to: 9 });
  });

  it('no tiers, or no pieces: no price', () => {
    expect(productLinePrice({ ...card, tiers: [] }, 3, [], null)).toBeNull();
    expect(productLinePrice(card, 0, [], null)).toBeNull();
  });
});

describe('ordinal tiers (type 1: each piece at the tier of its position)', () => {
  const ordinal = { ...card, tiers: tiers(1, [1, 29, null], [10, 24, null], [25, 19, null]) };
  it.each([
    [1, 29],
    [9, 9 * 29],
    [10, 9 * 29 + 24],
    [25, 9 * 29 + 15 * 24 + 19],
    [30, 9 * 29 + 15 * 24 + 6 * 19],
  ])('%i pieces → %i kr', (quantity, total) => {
    expect(productLinePrice(ordinal, quantity, [], null)!.actualLinePrice).toBe(kr(total));
  });
  it('pieces below a first tier that starts later cost the first tier', () => {
    const late = { ...card, tiers: tiers(1, [5, 10, null], [10, 8, null]) };
    expect(productLinePrice(late, 11, [], null)!.actualLinePrice).toBe(kr(9 * 10 + 2 * 8));
  });
});

describe('campaign prices', () => {
  it.each([
    {
      name: 'requirement package, a package in the cart',
      req: 'package' as const,
      pkg: pkgA,
      qty: 12,
      unit: 15,
      normal: 24,
      ref: { uuid: 'pa', name: 'Package A' },
    },
    { name: 'requirement package, no package', req: 'package' as const, pkg: null, qty: 12, unit: 24, normal: 24, ref: undefined },
    { name: 'requirement none: always', req: 'none' as const, pkg: null, qty: 3, unit: 15, normal: 29, ref: null },
  ])('$name', ({ req, pkg, qty, unit, normal, ref }) => {
    const p = productLinePrice({ ...card, campaignRequirement: req }, qty, [], pkg)!;
    expect(p.unitPrice).toBe(kr(unit));
    expect(p.linePrice).toBe(kr(normal) * qty);
    expect(p.actualLinePrice).toBe(kr(unit) * qty);
    const campaign = p.notes.find((n) => n.kind === 'campaign');
    if (ref === undefined) expect(campaign).toBeUndefined();
    else expect(campaign).toEqual({ kind: 'campaign', unitPrice: kr(unit), normalUnitPrice: kr(normal), package: ref });
  });

  it('a campaign price not below the normal price is not used', () => {
    const odd = { ...card, tiers: tiers(0, [1, 29, 35]) };
    expect(productLinePrice(odd, 2, [], pkgA)!.actualLinePrice).toBe(kr(58));
  });

  it('the tiers as shown (tierPrices) charge what a line in each range is charged', () => {
    const mixed = { ...card, tiers: tiers(0, [1, 29, 35], [10, 24, 15], [25, 19, null]) };
    expect(tierPrices(mixed, pkgA)).toEqual([
      { from: 1, to: 9, unitPrice: kr(29), normalUnitPrice: kr(29) },
      { from: 10, to: 24, unitPrice: kr(15), normalUnitPrice: kr(24) },
      { from: 25, to: null, unitPrice: kr(19), normalUnitPrice: kr(19) },
    ]);
    for (const [quantity, range] of [
      [3, 0],
      [12, 1],
      [30, 2],
    ] as const)
      expect(productLinePrice(mixed, quantity, [], pkgA)!.unitPrice).toBe(tierPrices(mixed, pkgA)[range]!.unitPrice);
    expect(tierPrices(mixed, null).map((r) => r.unitPrice)).toEqual([kr(29), kr(24), kr(19)]);
  });
});

describe('sub-products add their extra price to each piece', () => {
  it.each([
    [[], 29, 29],
    [['gloss'], 34, 34],
    [['gloss', 'not-a-sub-product'], 34, 34],
  ])('%j → %i kr each', (subs, unit) => {
    const p = productLinePrice(card, 2, subs, null)!;
    expect(p.unitPrice).toBe(kr(unit));
    expect(p.notes.some((n) => n.kind === 'sub-products')).toBe(subs.includes('gloss'));
  });
  it('with a campaign: campaign price plus the extra', () => {
    expect(productLinePrice(card, 2, ['gloss'], pkgA)).toMatchObject({ unitPrice: kr(20), linePrice: kr(68), actualLinePrice: kr(40) });
  });
});

describe('package promotion', () => {
  it.each([
    { at: '2026-05-01T12:00:00Z', offer: pkgA, price: 699, mode: 'time-limited', remaining: 7 * 86400 },
    { at: '2026-05-08T11:59:59Z', offer: pkgA, price: 699, mode: 'time-limited', remaining: 1 },
    { at: '2026-05-08T12:00:00Z', offer: pkgA, price: 799, mode: 'discount', remaining: 0 },
    { at: '2026-05-01T12:00:00Z', offer: pkgB, price: 449, mode: 'discount', remaining: 0 },
    { at: '2026-05-01T12:00:00Z', offer: { ...pkgB, priceIncludingDiscount: kr(647) }, price: 647, mode: 'original', remaining: 0 },
    { at: '2026-05-01T12:00:00Z', offer: { ...pkgA, timeLimitedPrice: kr(1200) }, price: 799, mode: 'discount', remaining: 7 * 86400 },
  ])('$offer.name at $at → $price ($mode)', ({ at, offer, price, mode, remaining }) => {
    const when = new Date(at);
    expect(packagePriceNow(offer, when)).toMatchObject({ price: kr(price), mode });
    expect(remainingSeconds(offer, when)).toBe(remaining);
    const line = packageLinePrice(offer, 1, when);
    expect(line).toMatchObject({ linePrice: offer.originalPrice, actualLinePrice: kr(price) });
    expect(line.notes[0]).toMatchObject({ kind: 'package-price', mode, originalPrice: offer.originalPrice, price: kr(price) });
  });
});

describe('retouch', () => {
  const retouch: PricedProduct = {
    uuid: 'r',
    name: 'Retouch',
    tiers: tiers(0, [1, 99, null]),
    subProducts: [
      { uuid: 'skin', name: 'Skin retouch', extraPrice: 0 },
      { uuid: 'glasses', name: 'Remove glasses reflections', extraPrice: kr(49) },
      { uuid: 'bg', name: 'Change background', extraPrice: kr(29) },
    ],
    campaignRequirement: 'none',
  };
  it.each([
    [[], null],
    [['unknown'], null],
    [['skin'], 99],
    [['glasses'], 148],
    [['skin', 'glasses', 'bg'], 177],
  ])('%j → %s kr', (subs, total) => {
    const p = retouchLinePrice(retouch, subs);
    if (total === null) expect(p).toBeNull();
    else expect(p).toMatchObject({ unitPrice: kr(total), actualLinePrice: kr(total), notes: [{ kind: 'retouch', pictureFee: kr(99) }] });
  });
  it('no retouch product: no price', () => expect(retouchLinePrice(null, ['skin'])).toBeNull());
});

const digitalProduct = (uuid: string, price: number): PricedProduct => ({
  uuid,
  name: uuid,
  tiers: tiers(0, [1, price, null]),
  subProducts: [],
  campaignRequirement: 'none',
});
const digital: DigitalCatalogue = {
  file: { IP: digitalProduct('ip-file', 149), SFP: digitalProduct('sfp-file', 99), GP: digitalProduct('gp-file', 79) },
  set: { IP: digitalProduct('ip-set', 399), SFP: digitalProduct('sfp-set', 249) },
  rebates: {
    portraitFilePrice: null,
    portraitSetPrice: kr(299),
    siblingAndFriendsFilePrice: kr(120),
    siblingAndFriendsSetPrice: kr(199),
    groupFilePrice: null,
    groupSetPrice: kr(99),
  },
};

describe('digital rebates', () => {
  it.each([
    { name: 'rebate below the normal price', product: digitalProduct('x', 399), rebate: 299, want: 299 },
    { name: 'rebate equal to the normal price', product: digitalProduct('x', 399), rebate: 399, want: 399 },
    { name: 'rebate above the normal price', product: digitalProduct('x', 99), rebate: 120, want: null },
    { name: 'no rebate', product: digitalProduct('x', 99), rebate: null, want: null },
    { name: 'no product', product: undefined, rebate: 99, want: null },
  ])('$name', ({ product, rebate, want }) => {
    expect(applicableRebate(product, rebate === null ? null : kr(rebate))).toBe(want === null ? null : kr(want));
  });

  it.each([
    { kind: 'set' as const, type: 'IP' as const, count: 1, pkg: pkgA, unit: 299, normal: 399, rebated: true },
    { kind: 'set' as const, type: 'IP' as const, count: 1, pkg: null, unit: 399, normal: 399, rebated: false },
    { kind: 'file' as const, type: 'IP' as const, count: 3, pkg: pkgA, unit: 149, normal: 149, rebated: false },
    { kind: 'file' as const, type: 'SFP' as const, count: 2, pkg: pkgA, unit: 99, normal: 99, rebated: false },
    { kind: 'set' as const, type: 'SFP' as const, count: 1, pkg: pkgB, unit: 199, normal: 249, rebated: true },
  ])('$kind $type ×$count, package $pkg.name → $unit kr', ({ kind, type, count, pkg, unit, normal, rebated }) => {
    const p = digitalLinePrice(digital, kind, type, count, pkg)!;
    expect(p).toMatchObject({ unitPrice: kr(unit), linePrice: kr(normal) * count, actualLinePrice: kr(unit) * count });
    expect(p.notes[0]!.kind).toBe(rebated ? 'digital-rebate' : 'unit-price');
  });

  it('a type without its product is not for sale (GP set has a rebate but no product)', () => {
    expect(digitalLinePrice(digital, 'set', 'GP', 1, pkgA)).toBeNull();
  });
});

describe('already bought', () => {
  const pictures = [
    { uuid: 'ip1', pictureType: 'IP' as const },
    { uuid: 'ip2', pictureType: 'IP' as const },
    { uuid: 'ip3', pictureType: 'IP' as const },
    { uuid: 'gp1', pictureType: 'GP' as const },
  ];
  it.each([
    { type: 'IP' as const, bought: [], setBought: false, want: ['ip1', 'ip2', 'ip3'] },
    { type: 'IP' as const, bought: ['ip2'], setBought: false, want: ['ip1', 'ip3'] },
    { type: 'IP' as const, bought: [], setBought: true, want: [] },
    { type: 'GP' as const, bought: ['ip1'], setBought: false, want: ['gp1'] },
    { type: 'SFP' as const, bought: [], setBought: false, want: [] },
  ])('$type, bought $bought, set bought $setBought → $want', ({ type, bought, setBought, want }) => {
    expect(digitalFilePurchaseList(pictures, type, new Set(bought), setBought).map((p) => p.uuid)).toEqual(want);
  });
});

describe('the whole cart', () => {
  const ctx = { now, vatRate: 2500, retouchProduct: null, digital };
  const cards: EngineLine = { kind: 'product', uuid: 'l1', product: card, quantity: 10, subProductUuids: [] };
  const pkgLine: EngineLine = { kind: 'package', uuid: 'l2', offer: pkgA, quantity: 1 };
  const ipSet: EngineLine = { kind: 'digital-set', uuid: 'l3', pictureType: 'IP' };
  const files: EngineLine = { kind: 'digital-files', uuid: 'l4', pictureType: 'GP', fileCount: 2 };
  const catalogue: EngineLine = { kind: 'catalogue', uuid: 'l5', price: kr(249), quantity: 2 };

  it.each([
    { name: 'cards alone', lines: [cards], total: 240, items: 10 },
    { name: 'cards with a package: campaign price, package at its time-limited price', lines: [cards, pkgLine], total: 150 + 699, items: 11 },
    { name: 'set with a package: rebate', lines: [ipSet, pkgLine], total: 299 + 699, items: 2 },
    { name: 'set without a package', lines: [ipSet], total: 399, items: 1 },
    { name: 'files and catalogues', lines: [files, catalogue], total: 158 + 498, items: 4 },
    { name: 'empty', lines: [], total: 0, items: 0 },
  ])('$name', ({ lines, total, items }) => {
    const prices = priceCart(lines, ctx);
    expect(prices.totalPrice).toBe(kr(total));
    expect(prices.itemCount).toBe(items);
    expect(prices.vatAmount).toBe(Math.round(kr(total) / 5));
  });

  it('the first qualifying package counts; one that does not qualify gives nothing', () => {
    const noCampaign: EngineLine = { kind: 'package', uuid: 'x', offer: { ...pkgB, qualifiesForCampaign: false }, quantity: 1 };
    expect(qualifyingPackageOf([noCampaign, pkgLine])?.uuid).toBe('pa');
    expect(qualifyingPackageOf([noCampaign])).toBeNull();
    expect(priceCart([cards, noCampaign], ctx).lines[0]!.actualLinePrice).toBe(kr(240));
  });

  it('a line that cannot be priced costs nothing and is marked unavailable', () => {
    const gpSet: EngineLine = { kind: 'digital-set', uuid: 'gp', pictureType: 'GP' };
    const retouch: EngineLine = { kind: 'retouch', uuid: 'r', subProductUuids: ['skin'] };
    const prices = priceCart([gpSet, retouch, cards], ctx);
    expect(prices.lines.map((l) => [l.uuid, l.unavailable, l.actualLinePrice])).toEqual([
      ['gp', true, 0],
      ['r', true, 0],
      ['l1', false, kr(240)],
    ]);
  });

  it('a VAT rate of 0 shows no VAT', () => {
    expect(priceCart([cards], { ...ctx, vatRate: 0 }).vatAmount).toBe(0);
  });
});
