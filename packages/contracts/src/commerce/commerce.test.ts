import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AddLine, AddLinesBody, UpdateLineBody } from './cart';
import { PackageOffer } from './products';
import { normaliseQuantity, quantityBounds, vatPart } from './rules';

const uuid = '0b6f7c1e-3c1a-4c56-9d5e-2f1f7a9b0c11';

describe('quantityBounds', () => {
  it.each([
    { min: null, max: null, current: 0, want: { min: 1, max: 100 } },
    { min: null, max: null, current: 37, want: { min: 1, max: 137 } },
    { min: 10, max: null, current: 10, want: { min: 10, max: 110 } },
    { min: 1, max: 10, current: 3, want: { min: 1, max: 10 } },
    { min: 0, max: 5, current: 0, want: { min: 1, max: 5 } },
    { min: 20, max: 5, current: 0, want: { min: 20, max: 20 } },
    { min: null, max: 1_000_000, current: 0, want: { min: 1, max: 10_000 } },
  ])('min $min max $max current $current → $want', ({ min, max, current, want }) => {
    expect(quantityBounds(min, max, current)).toEqual(want);
  });
});

describe('normaliseQuantity', () => {
  const b = { min: 2, max: 50 };
  it.each([
    [5, 5],
    ['7', 7],
    [' 8 ', 8],
    ['abc', 2],
    ['', 2],
    [null, 2],
    [undefined, 2],
    [Number.NaN, 2],
    [Number.POSITIVE_INFINITY, 2],
    [1, 2],
    [-4, 2],
    [3.9, 3],
    [51, 50],
    ['1e9', 50],
  ] as [unknown, number][])('%s → %s', (input, want) => {
    expect(normaliseQuantity(input, b)).toBe(want);
  });
});

describe('vatPart', () => {
  it.each([
    [12_500, 2500, 2500],
    [2900, 2500, 580],
    [99, 2500, 20],
    [10_000, 0, 0],
    [11_200, 1200, 1200],
  ])('%i at %i bp → %i', (gross, rate, want) => expect(vatPart(gross, rate)).toBe(want));
});

describe('AddLine', () => {
  const template = { uuid, name: 'Classic', categories: ['birthday'] };
  it('takes a template product line and drops a price the client sent', () => {
    const parsed = v.parse(AddLine, { type: 2, product: { uuid, price: 1 }, quantity: 3, template, templateData: { userResources: [] }, linePrice: 1 });
    expect(parsed).toEqual({ type: 2, product: { uuid }, subProductUuids: [], quantity: 3, template, templateData: { year: null, userResources: [] } });
  });
  it('takes a package line', () => {
    expect(v.parse(AddLine, { type: 200, product: { uuid }, subject: { uuid } })).toMatchObject({ type: 200, packageItems: [] });
  });
  it('refuses an unknown type and names the field', () => {
    const r = v.safeParse(AddLinesBody, { lines: [{ type: 11, product: { uuid } }] });
    expect(r.success).toBe(false);
    expect(r.issues!.map((i) => v.getDotPath(i))).toContain('lines.0.type');
  });
  it('refuses a template product line without its template', () => {
    const r = v.safeParse(AddLine, { type: 1, product: { uuid }, templateData: { userResources: [] } });
    expect(r.success).toBe(false);
    expect(r.issues!.map((i) => v.getDotPath(i))).toContain('template');
  });
});

describe('UpdateLineBody', () => {
  it('needs quantity or sub-products', () => {
    expect(v.safeParse(UpdateLineBody, {}).success).toBe(false);
    expect(v.safeParse(UpdateLineBody, { quantity: 'x' }).success).toBe(true);
    expect(v.safeParse(UpdateLineBody, { subProductUuids: [] }).success).toBe(true);
    expect(v.safeParse(UpdateLineBody, { quantity: { n: 1 } }).success).toBe(false);
  });
});

describe('PackageOffer', () => {
  it('is a package or a link, each with its own fields', () => {
    const common = { uuid, name: 'A', description: '', image: null, linkText: 'Buy', sortOrder: 1, disabled: null };
    expect(v.safeParse(PackageOffer, { ...common, type: 'link', link: '/products/calendars', linkInfo: { type: 'calendars', category: null } }).success).toBe(
      true,
    );
    expect(v.safeParse(PackageOffer, { ...common, type: 'link' }).success).toBe(false);
    expect(v.safeParse(PackageOffer, { ...common, type: 'package', link: '/x' }).success).toBe(false);
  });
});
