/** The cart and its lines: add, read, update, delete; bounds, tampered prices, malformed input, another customer's lines. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser } from '../../access/testing';
import { fields } from '../../account/testing';
import { createTestApp, type TestApp } from '../../testing/harness';
import { add, CART, cartOf, customer, kr, LINES, patch, pictureUuids, productUuid, remove, subProductUuid, templateLine } from '../testing';

let t: TestApp;
let card: string;
let mug: string;
let calendar: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  card = await productUuid(t, 'card-10x15');
  mug = await productUuid(t, 'mug');
  calendar = await productUuid(t, 'calendar-a4-12');
});
afterAll(() => t?.close());

describe('GET /api/webshop/cart', () => {
  it('is empty for a new customer, in the portal currency, with a zero summary', async () => {
    const { b } = await customer(t);
    const res = await b.get(CART);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      uuid: '',
      orderLines: [],
      summary: { itemCount: 0, totalPrice: 0, vat: { rate: 25, amount: 0 }, lines: [] },
      rebateCode: null,
      currency: 'NOK',
    });
  });

  it('refuses a visitor (401), and the badge summary of a visitor is zero', async () => {
    const b = await browser(t);
    expect((await b.get(CART)).statusCode).toBe(401);
    expect((await add(b, [templateLine(89, mug)])).statusCode).toBe(401);
    expect((await b.get('/api/webshop/cart/summary')).json()).toEqual({ itemCount: 0, totalPrice: 0 });
  });

  it('the demo carts start empty', async () => {
    expect(await t.sql('SELECT 1 FROM cart_lines')).toEqual([]);
  });
});

describe('POST /api/webshop/cart/lines', () => {
  it('adds several lines at once, in order, priced by the server, and answers them as newOrderLines', async () => {
    const { b } = await customer(t);
    const res = await add(b, [templateLine(2, card, 12), templateLine(89, mug, 2), templateLine(1, calendar)]);
    expect(res.statusCode).toBe(200);
    const { newOrderLines, summary } = res.json();
    expect(
      newOrderLines.map((l: { product: { name: string }; quantity: number; actualLinePrice: number }) => [l.product.name, l.quantity, l.actualLinePrice]),
    ).toEqual([
      ['Card 10x15', 12, kr(12 * 24)],
      ['Mug', 2, kr(398)],
      ['Calendar A4 (12)', 1, kr(249)],
    ]);
    expect(newOrderLines[0]).toMatchObject({
      kind: 'product',
      type: 0,
      unitPrice: kr(24),
      linePrice: kr(288),
      rebate: null,
      minimumQuantity: 1,
      maximumQuantity: null,
      canChangeQuantity: true,
      available: true,
      product: { uuid: card, type: 2 },
      template: { name: 'Classic', categories: ['birthday'], data: { year: null, userResources: [] } },
      explanation: [{ kind: 'tier', from: 10, to: 24, unitPrice: kr(24), ordinal: false }],
    });
    const total = kr(288 + 398 + 249);
    expect(summary).toEqual({
      itemCount: 15,
      totalPrice: total,
      vat: { rate: 25, amount: total / 5 },
      lines: [{ type: 4, description: 'VAT (25 %) included', linePrice: total / 5 }],
    });
    const cart = await cartOf(b);
    expect(cart.orderLines.map((l: { uuid: string }) => l.uuid)).toEqual(newOrderLines.map((l: { uuid: string }) => l.uuid));
    expect(cart.summary).toEqual(summary);
    expect((await b.get('/api/webshop/cart/summary')).json()).toEqual({ itemCount: 15, totalPrice: total });
  });

  it('ignores prices the client sends', async () => {
    const { b } = await customer(t);
    const tampered = { ...templateLine(89, mug, 1), price: 1, linePrice: 1, actualLinePrice: 1, unitPrice: 1, product: { uuid: mug, price: 1 } };
    const res = await add(b, [tampered]);
    expect(res.statusCode).toBe(200);
    expect(res.json().newOrderLines[0]).toMatchObject({ linePrice: kr(199), actualLinePrice: kr(199) });
    expect(res.json().summary.totalPrice).toBe(kr(199));
  });

  it.each([
    ['a non-number', 'many', 1],
    ['zero', 0, 1],
    ['a negative number', -5, 1],
    ['a fraction', 2.7, 2],
    ['a numeric text', '7', 7],
    ['above the maximum (current + 100)', 5000, 100],
    ['nothing', null, 1],
  ])('brings %s into the bounds', async (_name, quantity, want) => {
    const { b } = await customer(t);
    const res = await add(b, [templateLine(2, card, quantity)]);
    expect(res.statusCode).toBe(200);
    expect(res.json().newOrderLines[0].quantity).toBe(want);
  });

  it('takes the product minimum and maximum from the price list', async () => {
    await t.sql('UPDATE products SET min_order_part_quantity = 5, maximum_quantity = 30 WHERE uuid = $1', [mug]);
    try {
      const { b } = await customer(t);
      const lines = (await add(b, [templateLine(89, mug, 2), templateLine(89, mug, 99)])).json().newOrderLines;
      expect(
        lines.map((l: { quantity: number; minimumQuantity: number; maximumQuantity: number }) => [l.quantity, l.minimumQuantity, l.maximumQuantity]),
      ).toEqual([
        [5, 5, 30],
        [30, 5, 30],
      ]);
    } finally {
      await t.sql('UPDATE products SET min_order_part_quantity = 1, maximum_quantity = NULL WHERE uuid = $1', [mug]);
    }
  });

  it('adds sub-products only of that product, with their extra price', async () => {
    const { b } = await customer(t);
    const glasses = await subProductUuid(t, 'retouch', 'glasses');
    const res = await add(b, [templateLine(2, card, 1, { subProductUuids: [glasses] })]);
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(['body.lines.0.subProductUuids.0']);
  });

  it('answers 400 naming each field: malformed payloads, unknown or foreign products, a wrong type, pictures of other customers', async () => {
    const { b } = await customer(t, ['Noah Hansen']);
    const cases: [unknown, string[]][] = [
      [{}, ['body.lines']],
      [{ lines: [] }, ['body.lines']],
      [{ lines: [{ type: 11, product: { uuid: mug } }] }, ['body.lines.0.type']],
      [{ lines: [{ ...templateLine(89, 'not-a-uuid') }] }, ['body.lines.0.product.uuid']],
      [{ lines: [{ ...templateLine(89, mug), quantity: { n: 1 } }] }, ['body.lines.0.quantity']],
      [{ lines: [{ ...templateLine(89, mug), template: undefined }] }, ['body.lines.0.template']],
      [
        { lines: [{ ...templateLine(89, mug), templateData: { userResources: [{ id: 'a', overrideColor: 'red' }] } }] },
        ['body.lines.0.templateData.userResources.0.overrideColor'],
      ],
    ];
    for (const [payload, want] of cases) {
      const res = await b.post(LINES, payload as object);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(fields(res), JSON.stringify(payload)).toEqual(want);
    }
    const clubMug = await productUuid(t, 'mug', 'club');
    const maja = (await pictureUuids(t, 'Maja Lie', 'IP'))[0]!;
    const noah = (await pictureUuids(t, 'Noah Hansen', 'IP'))[0]!;
    const image = (uuid: string) => ({
      templateData: {
        year: 2026,
        userResources: [
          { id: '1', image: { uuid, rotation: 90 } },
          { id: '2', type: 'STRING', text: 'Hi' },
        ],
      },
    });
    const res = await add(b, [templateLine(89, clubMug), templateLine(2, mug), templateLine(89, mug, 1, image(maja)), templateLine(89, mug, 1, image(noah))]);
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(['body.lines.0.product.uuid', 'body.lines.1.type', 'body.lines.2.templateData.userResources.0.image.uuid']);
    expect((await cartOf(b)).orderLines).toEqual([]);
    // the customer's own picture passes, and the template data is kept as sent
    const ok = await add(b, [templateLine(89, mug, 1, image(noah))]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().newOrderLines[0].template.data).toEqual(image(noah).templateData);
  });

  it('answers 400 for a body that is not JSON, and 403 without the CSRF header', async () => {
    const { b } = await customer(t);
    const res = await b.request({ method: 'POST', url: LINES, payload: '{"lines": [', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect((await b.request({ method: 'POST', url: LINES, payload: { lines: [templateLine(89, mug)] }, csrf: false })).statusCode).toBe(403);
  });

  it('refuses more lines than a cart holds (409), keeping what it has', async () => {
    const { b, uuid } = await customer(t);
    const [cart] = await t.sql<{ uuid: string }>("INSERT INTO carts (user_uuid, portal) VALUES ($1, 'fjord') RETURNING uuid", [uuid]);
    await t.sql(
      `INSERT INTO cart_lines (cart, kind, product, quantity, template, template_data)
       SELECT $1, 'product', $2, 1, '{"uuid":"0b6f7c1e-3c1a-4c56-9d5e-2f1f7a9b0c11","name":"x","categories":[]}', '{"year":null,"userResources":[]}' FROM generate_series(1, 199)`,
      [cart!.uuid, mug],
    );
    const res = await add(b, [templateLine(89, mug), templateLine(89, mug)]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'cart_full' });
    expect((await add(b, [templateLine(89, mug)])).statusCode).toBe(200);
    expect((await cartOf(b)).orderLines).toHaveLength(200);
  });
});

describe('PATCH /api/webshop/cart/lines/:uuid', () => {
  it('changes the quantity within the bounds and answers the repriced line and summary', async () => {
    const { b } = await customer(t);
    const [l] = (await add(b, [templateLine(2, card, 1)])).json().newOrderLines;
    const cases: [unknown, number, number][] = [
      [10, 10, 24],
      ['25', 25, 19],
      ['x', 1, 29],
      [0, 1, 29],
      [101, 101, 19],
      // the maximum grows with the line: current (101) + 100
      [100_000, 201, 19],
    ];
    for (const [quantity, want, unit] of cases) {
      const res = await patch(b, l.uuid, { quantity });
      expect(res.statusCode).toBe(200);
      expect(res.json().orderLine).toMatchObject({ uuid: l.uuid, quantity: want, unitPrice: kr(unit), actualLinePrice: kr(unit) * want });
      expect(res.json().summary).toMatchObject({ itemCount: want, totalPrice: kr(unit) * want });
    }
  });

  it('changes sub-products, checked against the product', async () => {
    const { b } = await customer(t);
    const [l] = (await add(b, [templateLine(2, card, 1)])).json().newOrderLines;
    const foreign = await subProductUuid(t, 'retouch', 'skin');
    const res = await patch(b, l.uuid, { subProductUuids: [foreign] });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(['body.subProductUuids.0']);
    expect((await patch(b, l.uuid, { subProductUuids: [] })).json().orderLine.subProductUuids).toEqual([]);
  });

  it("answers 404 for another customer's line and an unknown one, 400 for a malformed uuid or body", async () => {
    const owner = await customer(t);
    const [l] = (await add(owner.b, [templateLine(89, mug, 3)])).json().newOrderLines;
    const other = await customer(t);
    const res = await patch(other.b, l.uuid, { quantity: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found', message: 'No order line' });
    // the other customer, having a cart of their own, still cannot reach it
    await add(other.b, [templateLine(89, mug)]);
    expect((await patch(other.b, l.uuid, { quantity: 1 })).statusCode).toBe(404);
    expect((await remove(other.b, l.uuid)).statusCode).toBe(404);
    expect((await patch(owner.b, '0b6f7c1e-3c1a-4c56-9d5e-2f1f7a9b0c11', { quantity: 1 })).statusCode).toBe(404);
    const malformed = await patch(owner.b, 'nope', { quantity: 1 });
    expect([malformed.statusCode, fields(malformed)]).toEqual([400, ['params.uuid']]);
    const empty = await patch(owner.b, l.uuid, {});
    expect([empty.statusCode, fields(empty)]).toEqual([400, ['body']]);
    expect((await cartOf(owner.b)).orderLines[0].quantity).toBe(3);
  });
});

describe('DELETE /api/webshop/cart/lines/:uuid', () => {
  it('deletes the own line and answers the new summary; a second delete is 404', async () => {
    const { b } = await customer(t);
    const [keep, drop] = (await add(b, [templateLine(89, mug), templateLine(1, calendar)])).json().newOrderLines;
    const res = await remove(b, drop.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json().summary).toMatchObject({ itemCount: 1, totalPrice: kr(199) });
    expect((await remove(b, drop.uuid)).statusCode).toBe(404);
    expect((await cartOf(b)).orderLines.map((l: { uuid: string }) => l.uuid)).toEqual([keep.uuid]);
  });
});

describe('a product withdrawn from the price list', () => {
  it('stays in the cart as unavailable at no charge, and its quantity cannot change', async () => {
    const { b } = await customer(t);
    const puzzle = await productUuid(t, 'puzzle');
    const [l] = (await add(b, [templateLine(89, puzzle, 2), templateLine(89, mug)])).json().newOrderLines;
    await t.sql('UPDATE products SET active = false WHERE uuid = $1', [puzzle]);
    try {
      const cart = await cartOf(b);
      expect(cart.orderLines[0]).toMatchObject({ uuid: l.uuid, available: false, actualLinePrice: 0, canChangeQuantity: false });
      expect(cart.summary).toMatchObject({ itemCount: 1, totalPrice: kr(199) });
      expect((await patch(b, l.uuid, { quantity: 3 })).statusCode).toBe(409);
      expect((await add(b, [templateLine(89, puzzle)])).statusCode).toBe(400);
    } finally {
      await t.sql('UPDATE products SET active = true WHERE uuid = $1', [puzzle]);
    }
  });
});
