/**
 * The checkout's upsells against the real server: the DIGITAL_FILES item when a qualifying package
 * makes digital sets cheaper (sets preferred), POST …/digital-sets adding the discounted sets, and
 * POST …/catalogues (the catalogue popup's 'Add to cart') answering the cart, the catalogues' delivery
 * time and the delivery methods; bad input and another customer's checkout or picture set refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { subjectUuid } from '../../access/testing';
import { add, cartOf, catalogueUuid, customer, kr, packageUuid, productUuid, templateLine } from '../testing';
import { CHECKOUT, startCheckout } from './testing';

let t: TestApp;
let card: string;
let emma: string;
let maja: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  card = await productUuid(t, 'card-10x15');
  emma = await subjectUuid(t, 'Emma Hansen');
  maja = await subjectUuid(t, 'Maja Lie');
});
afterAll(() => t?.close());

async function withCards() {
  const c = await customer(t, ['Emma Hansen', 'Maja Lie']);
  expect((await add(c.b, [templateLine(2, card, 2)])).statusCode).toBe(200);
  return c;
}

/** Package A (which holds Emma's portrait set) qualifies: Maja's portrait set is discounted. */
async function withPackage() {
  const c = await withCards();
  expect((await add(c.b, [{ type: 200, product: { uuid: await packageUuid(t, 'package-a') }, subject: { uuid: emma } }])).statusCode).toBe(200);
  return c;
}

const upsales = async (b: Awaited<ReturnType<typeof withCards>>['b']) =>
  (await startCheckout(b)) as unknown as { checkoutUuid: string; upsaleList: Record<string, unknown>[] };

describe('the upsell list', () => {
  it('without a qualifying package: the catalogue only', async () => {
    const { b } = await withCards();
    expect((await upsales(b)).upsaleList).toEqual([{ type: 'CATALOGUE', price: kr(249), rebatedPrice: null, uuid: await catalogueUuid(t) }]);
  });

  it('with a qualifying package: the discounted digital sets first (the portrait set 399 → 299), then the catalogue', async () => {
    const { b } = await withPackage();
    const list = (await upsales(b)).upsaleList;
    expect(list.map((i) => i.type)).toEqual(['DIGITAL_FILES', 'CATALOGUE']);
    expect(list[0]).toMatchObject({ type: 'DIGITAL_FILES', offer: 'sets', price: kr(399), rebatedPrice: kr(299) });
    // the picture sets the popup buys with POST …/digital-sets (issue 34 item 8)
    expect(list[0]!.subjects).toEqual([{ uuid: maja, name: 'Maja Lie' }]);
  });
});

describe('POST /api/webshop/checkout/{id}/digital-sets', () => {
  const url = (checkout: string) => `${CHECKOUT}/${checkout}/digital-sets`;

  it('adds the discounted sets of the named picture sets at the rebate price; the offer is gone afterwards', async () => {
    const { b } = await withPackage();
    const { checkoutUuid } = await upsales(b);
    const res = await b.post(url(checkoutUuid), { data: { subjects: [{ name: 'Maja Lie', uuid: maja }] } });
    expect(res.statusCode).toBe(200);
    const set = res.json().cart.orderLines.find((l: { kind: string }) => l.kind === 'digital-set');
    expect(set).toMatchObject({ actualLinePrice: kr(299), digital: { pictureType: 'IP' }, subjects: [{ uuid: maja }] });
    expect((await cartOf(b)).orderLines).toHaveLength(3);
    // nothing discounted is left to add
    const again = await b.post(url(checkoutUuid), { data: { subjects: [{ name: 'Maja Lie', uuid: maja }] } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('no_digital_offer');
    expect((await upsales(b)).upsaleList.map((i) => i.type)).toEqual(['CATALOGUE']);
  });

  it('refuses another customer’s picture set and checkout (404), no qualifying package (409), bad input (400 naming the field)', async () => {
    const { b } = await withPackage();
    const { checkoutUuid } = await upsales(b);
    const other = await customer(t, ['Leo Berg']);
    const leo = await subjectUuid(t, 'Leo Berg');
    expect((await b.post(url(checkoutUuid), { data: { subjects: [{ name: 'Leo', uuid: leo }] } })).statusCode).toBe(404);
    expect((await other.b.post(url(checkoutUuid), { data: { subjects: [{ name: 'Maja', uuid: maja }] } })).statusCode).toBe(404);
    const bad = await b.post(url(checkoutUuid), { data: { subjects: [] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject([{ field: 'body.data.subjects', message: 'This is required!' }]);
    expect((await cartOf(b)).orderLines).toHaveLength(2);
    const plain = await withCards();
    const s = await upsales(plain.b);
    expect((await plain.b.post(url(s.checkoutUuid), { data: { subjects: [{ name: 'Maja', uuid: maja }] } })).statusCode).toBe(409);
  });
});

describe('POST /api/webshop/checkout/{id}/catalogues', () => {
  const url = (checkout: string) => `${CHECKOUT}/${checkout}/catalogues`;

  it('adds the catalogues with a quantity above 0; answers the cart, the catalogues’ delivery time and the delivery methods', async () => {
    const { b } = await withCards();
    const { checkoutUuid } = await upsales(b);
    const catalogue = await catalogueUuid(t);
    const res = await b.post(url(checkoutUuid), { catalogues: [{ uuid: catalogue, subject: { uuid: emma }, quantity: 2 }] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.cart.orderLines.find((l: { kind: string }) => l.kind === 'catalogue')).toMatchObject({ quantity: 2, catalogue: { uuid: catalogue } });
    expect(body.catalogueMaxDeliveryTime).toEqual(expect.any(Number));
    expect(body.deliveryMethods.map((m: { type: string }) => m.type)).toContain('postage');
    expect((await upsales(b)).upsaleList).toEqual([]);
  });

  it('all quantities 0: 400 with the spec’s alert; another customer’s checkout: 404; nothing added', async () => {
    const { b } = await withCards();
    const { checkoutUuid } = await upsales(b);
    const catalogue = await catalogueUuid(t);
    const none = await b.post(url(checkoutUuid), { catalogues: [{ uuid: catalogue, subject: { uuid: emma }, quantity: 0 }] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toMatchObject([
      { field: 'body.catalogues', message: 'You need to select how many cataloges you would like before clicking Add to shopping cart' },
    ]);
    const other = await customer(t, ['Emma Hansen']);
    expect((await other.b.post(url(checkoutUuid), { catalogues: [{ uuid: catalogue, subject: { uuid: emma }, quantity: 1 }] })).statusCode).toBe(404);
    expect((await cartOf(b)).orderLines).toHaveLength(1);
    expect((await cartOf(other.b)).orderLines).toEqual([]);
  });
});
