/**
 * The prices the screens show before a line is in the cart (decision 0079): the products' tiers and the
 * buy view's quote come from the price engine with the customer's cart, so they equal the cart's line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, subjectUuid } from '../../access/testing';
import { createTestApp, type TestApp } from '../../testing/harness';
import { add, cartOf, customer, kr, packageUuid, productUuid, templateLine } from '../testing';

let t: TestApp;
let card: string;
let packageB: string;
let noah: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  card = await productUuid(t, 'card-10x15');
  packageB = await packageUuid(t, 'package-b');
  noah = await subjectUuid(t, 'Noah Hansen');
});
afterAll(() => t?.close());

const quote = (b: Awaited<ReturnType<typeof browser>>, product: string, query: string) => b.get(`/api/webshop/products/${product}/price?${query}`);

describe('the prices shown before adding', () => {
  it('for a visitor: the card’s tiers without the campaign (it needs a package), and the quote of 12 at the 10–24 tier', async () => {
    const b = await browser(t);
    const products = (await b.get('/api/webshop/products')).json();
    expect(products.tierPrices[card]).toEqual([
      { from: 1, to: 9, unitPrice: kr(29), normalUnitPrice: kr(29) },
      { from: 10, to: 24, unitPrice: kr(24), normalUnitPrice: kr(24) },
      { from: 25, to: null, unitPrice: kr(19), normalUnitPrice: kr(19) },
    ]);
    const res = await quote(b, card, 'quantity=12');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ quantity: 12, unitPrice: kr(24), normalUnitPrice: kr(24), linePrice: kr(288), actualLinePrice: kr(288) });
  });

  it('with a qualifying package in the cart: the campaign price in the tiers and the quote, and the cart’s line has the same figures', async () => {
    const { b } = await customer(t, ['Noah Hansen']);
    expect((await add(b, [{ type: 200, product: { uuid: packageB }, subject: { uuid: noah } }])).statusCode).toBe(200);
    const tiers = (await b.get('/api/webshop/products')).json().tierPrices[card];
    expect(tiers.map((r: { unitPrice: number; normalUnitPrice: number }) => [r.unitPrice, r.normalUnitPrice])).toEqual([
      [kr(15), kr(29)],
      [kr(15), kr(24)],
      [kr(15), kr(19)],
    ]);
    const quoted = (await quote(b, card, 'quantity=12')).json();
    expect(quoted).toEqual({ quantity: 12, unitPrice: kr(15), normalUnitPrice: kr(24), linePrice: kr(288), actualLinePrice: kr(180) });

    const [line] = (await add(b, [templateLine(2, card, 12)])).json().newOrderLines;
    const inCart = (await cartOf(b)).orderLines.find((l: { uuid: string }) => l.uuid === line.uuid);
    expect({ unitPrice: inCart.unitPrice, linePrice: inCart.linePrice, actualLinePrice: inCart.actualLinePrice }).toEqual({
      unitPrice: quoted.unitPrice,
      linePrice: quoted.linePrice,
      actualLinePrice: quoted.actualLinePrice,
    });
    // the tier the dialog shows for 12 pieces is what the line costs per piece
    expect(tiers.find((r: { from: number; to: number | null }) => r.from <= 12 && (r.to ?? 12) >= 12).unitPrice).toBe(inCart.unitPrice);
  });

  it('quotes the quantity the cart would keep (no maximum: up to 100), ignores an unknown sub-product, and refuses what is not a quantity or a product', async () => {
    const b = await browser(t);
    expect((await quote(b, card, 'quantity=500')).json()).toMatchObject({ quantity: 100, unitPrice: kr(19), actualLinePrice: kr(1900) });
    expect((await quote(b, card, `quantity=2&subProduct=${noah}`)).json()).toMatchObject({ quantity: 2, unitPrice: kr(29) });
    for (const bad of ['quantity=0', 'quantity=12abc', '']) {
      const res = await quote(b, card, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.map((f: { field: string }) => f.field)).toContain('query.quantity');
    }
    expect((await quote(b, noah, 'quantity=1')).statusCode).toBe(404);
    expect((await quote(b, await packageUuid(t, 'package-a'), 'quantity=1')).statusCode).toBe(404);
  });

  it('answers the products, the package offers and the template lists in the language the page asks for', async () => {
    const b = await browser(t);
    const names = (await b.get('/api/webshop/products?lang=nb')).json().products.map((p: { name: string }) => p.name);
    expect(names).toContain('Kort 10x15');
    expect((await b.get('/api/webshop/package-offers?lang=nb')).json().packages[0].name).toBe('Pakke A');
    expect((await b.get('/api/webshop/products?lang=en')).json().products.map((p: { name: string }) => p.name)).toContain('Card 10x15');
    const templateNames = async (path: string) => (await b.get(path)).json().map((t: { name: string }) => t.name);
    expect(await templateNames('/api/webshop/templates/cards?lang=nb')).toContain('Snøjul');
    expect(await templateNames('/api/webshop/templates/cards/categories/christmas?lang=nb')).toContain('Snøjul');
    expect(await templateNames('/api/webshop/templates/cards/categories/christmas')).toContain('Snowy Christmas');
    expect((await b.get('/api/webshop/templates/cards/categories?lang=nb')).json().titles.christmas).toBe('Jul');
  });
});
