/** Packages in the cart (campaign prices and digital rebates follow), catalogues, and the price-list calls. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, subjectUuid } from '../../access/testing';
import { fields, PARENT, signedIn } from '../../account/testing';
import { createTestApp, type TestApp } from '../../testing/harness';
import { add, cartOf, catalogueUuid, customer, kr, packageUuid, patch, pictureUuids, productUuid, remove, templateLine } from '../testing';

let t: TestApp;
let card: string;
let packageA: string;
let packageB: string;
let noah: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  card = await productUuid(t, 'card-10x15');
  packageA = await packageUuid(t, 'package-a');
  packageB = await packageUuid(t, 'package-b');
  noah = await subjectUuid(t, 'Noah Hansen');
});
afterAll(() => t?.close());

const packageLine = (pkg: string, subject: string, extra: Record<string, unknown> = {}) => ({
  type: 200,
  product: { uuid: pkg },
  subject: { uuid: subject },
  ...extra,
});

describe('a package in the cart', () => {
  it('is priced at its time-limited price and lists its items', async () => {
    const { b } = await customer(t, ['Noah Hansen']);
    const res = await add(b, [packageLine(packageA, noah)]);
    expect(res.statusCode).toBe(200);
    const [l] = res.json().newOrderLines;
    expect(l).toMatchObject({
      kind: 'package',
      quantity: 1,
      canChangeQuantity: false,
      product: { uuid: packageA, name: 'Package A', type: 200 },
      linePrice: kr(1096),
      actualLinePrice: kr(699),
      rebate: { linePrice: kr(1096 - 699) },
      package: { uuid: packageA, name: 'Package A', subject: { uuid: noah, name: 'Noah Hansen', group: '2A' }, allowSubjectChange: false },
      explanation: [{ kind: 'package-price', mode: 'time-limited', originalPrice: kr(1096), price: kr(699) }],
    });
    expect(l.package.packageItems.map((i: { type: string; name: string }) => [i.type, i.name])).toEqual([
      ['TEMPLATE_PRODUCT', 'Print 20x30'],
      ['TEMPLATE_PRODUCT', 'Print 13x18'],
      ['TEMPLATE_PRODUCT', 'Print 13x18'],
      ['DIGITAL_SET', 'Portrait set (digital)'],
    ]);
    expect((await patch(b, l.uuid, { quantity: 3 })).statusCode).toBe(409);
  });

  it('after the time-limited discount: the regular discount', async () => {
    await t.sql("UPDATE package_offers SET time_limited_ends_at = now() - interval '1 second' WHERE uuid = $1", [packageA]);
    try {
      const { b } = await customer(t, ['Noah Hansen']);
      const [l] = (await add(b, [packageLine(packageA, noah)])).json().newOrderLines;
      expect(l).toMatchObject({ actualLinePrice: kr(799), explanation: [{ kind: 'package-price', mode: 'discount' }] });
    } finally {
      await t.sql("UPDATE package_offers SET time_limited_ends_at = now() + interval '7 days' WHERE uuid = $1", [packageA]);
    }
  });

  it('gives the cards their campaign price and the IP set its rebate, explained per line; deleting it takes them back', async () => {
    const { b } = await customer(t, ['Emma Hansen', 'Noah Hansen']);
    const emma = await subjectUuid(t, 'Emma Hansen');
    const [cards] = (await add(b, [templateLine(2, card, 12)])).json().newOrderLines;
    await b.post('/ajax/cart/toggle_digital_set_in_cart.php', { pictureSet: emma, type: 'IP' });
    expect((await cartOf(b)).summary.totalPrice).toBe(kr(12 * 24 + 399));

    const [pkg] = (await add(b, [packageLine(packageB, noah)])).json().newOrderLines;
    const cart = await cartOf(b);
    const byKind = Object.fromEntries(cart.orderLines.map((l: { kind: string }) => [l.kind, l]));
    expect(byKind.product).toMatchObject({
      uuid: cards.uuid,
      unitPrice: kr(15),
      linePrice: kr(12 * 24),
      actualLinePrice: kr(12 * 15),
      rebate: { linePrice: kr(12 * 9) },
      explanation: [
        { kind: 'tier', from: 10, to: 24, unitPrice: kr(24), ordinal: false },
        { kind: 'campaign', unitPrice: kr(15), normalUnitPrice: kr(24), package: { uuid: packageB, name: 'Package B' } },
      ],
    });
    expect(byKind['digital-set']).toMatchObject({
      actualLinePrice: kr(299),
      linePrice: kr(399),
      explanation: [{ kind: 'digital-rebate', unitPrice: kr(299), normalUnitPrice: kr(399), package: { uuid: packageB, name: 'Package B' } }],
    });
    expect(cart.summary.totalPrice).toBe(kr(12 * 15 + 299 + 449));
    const after = await remove(b, pkg.uuid);
    expect(after.json().summary.totalPrice).toBe(kr(12 * 24 + 399));
  });

  it('refuses a disabled package (409 with the reason), a link offer, and a picture set not in the account', async () => {
    const { b } = await customer(t, ['Noah Hansen']);
    await t.sql(`UPDATE package_offers SET disabled_reason = '{"": "Sold out"}' WHERE uuid = $1`, [packageB]);
    try {
      const res = await add(b, [packageLine(packageB, noah)]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: 'package_disabled', message: 'This package cannot be bought now: Sold out' });
    } finally {
      await t.sql('UPDATE package_offers SET disabled_reason = NULL WHERE uuid = $1', [packageB]);
    }
    const link = await packageUuid(t, 'calendars-link');
    const maja = await subjectUuid(t, 'Maja Lie');
    const res = await add(b, [packageLine(link, noah), packageLine(packageA, maja), packageLine(packageA, noah, { packageItems: [{ uuid: noah }] })]);
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual(['body.lines.0.product.uuid', 'body.lines.1.subject.uuid', 'body.lines.2.packageItems.0.uuid']);
  });

  it('keeps what the package editor filled per item, with the customer’s own pictures only', async () => {
    const { b } = await customer(t, ['Noah Hansen']);
    const offer = (await b.get('/api/webshop/package-offers')).json().packages.find((p: { uuid: string }) => p.uuid === packageA);
    const item = offer.packageItems[0].uuid;
    const [own] = await pictureUuids(t, 'Noah Hansen', 'IP');
    const [foreign] = await pictureUuids(t, 'Maja Lie', 'IP');
    const data = (uuid: string) => ({ year: null, userResources: [{ id: 'photo', image: { uuid } }] });
    const template = { uuid: '0b6f7c1e-3c1a-4c56-9d5e-2f1f7a9b0c11', name: 'Print', categories: [] };
    const bad = await add(b, [packageLine(packageA, noah, { packageItems: [{ uuid: item, template, templateData: data(foreign!) }] })]);
    expect(fields(bad)).toEqual(['body.lines.0.packageItems.0.templateData.userResources.0.image.uuid']);
    const [l] = (await add(b, [packageLine(packageA, noah, { packageItems: [{ uuid: item, template, templateData: data(own!) }] })])).json().newOrderLines;
    expect(l.package.packageItems[0]).toMatchObject({
      uuid: item,
      template: { uuid: template.uuid, name: 'Print' },
      templateData: data(own!),
      version: 1,
      canChangeTemplate: true,
    });
    expect(l.package.packageItems[1]).toMatchObject({ template: null, templateData: null });
  });
});

describe('a package with a digital set', () => {
  it('is refused for a set already bought (the parent bought Noah’s IP set)', async () => {
    const b = await signedIn(t, PARENT);
    const res = await add(b, [packageLine(packageA, noah)]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'set_bought', message: 'Package A includes a digital set you have bought already for this picture set.' });
    // Package B has no digital set
    const ok = await add(b, [packageLine(packageB, noah)]);
    expect(ok.statusCode).toBe(200);
    await remove(b, ok.json().newOrderLines[0].uuid);
  });

  it('replaces the set or files of its type in the cart, and counts as the set in the cart', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const emma = await subjectUuid(t, 'Emma Hansen');
    const [ip] = await pictureUuids(t, 'Emma Hansen', 'IP');
    const [gp] = await pictureUuids(t, 'Emma Hansen', 'GP');
    await b.post('/ajax/cart/toggle_digital_file_in_cart.php', { file: ip, type: 'IP' });
    await b.post('/ajax/cart/toggle_digital_file_in_cart.php', { file: gp, type: 'GP' });
    await add(b, [packageLine(packageA, emma)]);
    expect((await cartOf(b)).orderLines.map((l: { kind: string }) => l.kind)).toEqual(['digital-files', 'package']);
    expect((await b.post('/ajax/cart/toggle_digital_file_in_cart.php', { file: ip, type: 'IP' })).json()).toMatchObject({
      status: 'ERROR',
      code: 'set-in-cart',
    });
    expect((await b.post('/ajax/cart/toggle_digital_set_in_cart.php', { pictureSet: emma, type: 'IP' })).json()).toMatchObject({
      status: 'ERROR',
      code: 'set-in-cart',
    });
    const set = (await b.get(`/api/webshop/user/picture-sets/${emma}`)).json().pictureSet;
    expect(set.digitalSet).toMatchObject({ IP: { inCart: true }, GP: { inCart: false } });
    // a second package with the same set for the same picture set, now or in the same call, is refused
    expect((await add(b, [packageLine(packageA, emma)])).json()).toMatchObject({ error: 'set_in_cart' });
    const { b: fresh } = await customer(t, ['Emma Hansen']);
    const twice = await add(fresh, [packageLine(packageA, emma), packageLine(packageA, emma)]);
    expect([twice.statusCode, twice.json().error]).toEqual([409, 'set_in_cart']);
    expect((await cartOf(fresh)).orderLines).toEqual([]);
  });
});

describe('GET /api/webshop/package-offers', () => {
  it('answers packages and the link offer, with the countdown of the time-limited price', async () => {
    const res = await (await browser(t)).get('/api/webshop/package-offers');
    expect(res.statusCode).toBe(200);
    const { packages, packageInfo } = res.json();
    expect(packages.map((p: { type: string; name: string }) => [p.type, p.name])).toEqual([
      ['package', 'Package A'],
      ['package', 'Package B'],
      ['link', 'Calendars for the family'],
    ]);
    expect(packages[0]).toMatchObject({
      originalPrice: kr(1096),
      priceIncludingDiscount: kr(799),
      useTimeLimitedDiscount: true,
      timeLimitedDiscountPrice: kr(699),
      currentPrice: kr(699),
      disabled: null,
    });
    expect(packages[1]).toMatchObject({ originalPrice: kr(647), currentPrice: kr(449), useTimeLimitedDiscount: false, remainingTime: 0 });
    expect(packages[2]).toMatchObject({ link: '/products/calendars', linkInfo: { type: 'calendars', category: null }, linkText: 'See calendars' });
    expect(packageInfo.remainingTime).toBe(packages[0].remainingTime);
    expect(packageInfo.remainingTime).toBeGreaterThan(6 * 86_400);
    expect(packageInfo.remainingTime).toBeLessThanOrEqual(7 * 86_400);
  });

  it('speaks the customer’s language', async () => {
    const b = await browser(t);
    await b.request({ method: 'PUT', url: '/api/webshop/user/language', payload: { lang: 'nb' } });
    const { packages } = (await b.get('/api/webshop/package-offers')).json();
    expect(packages[0].name).toBe('Pakke A');
    expect(packages[0].description.split('\n')).toEqual(['Ett bilde 20x30', 'To bilder 13x18', 'Alle portrettbildene digitalt']);
  });
});

describe('GET /api/webshop/products', () => {
  it('answers the template products with tiers, the retouch product and the digital products with their rebate prices', async () => {
    const res = await (await browser(t)).get('/api/webshop/products');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.currency).toBe('NOK');
    expect(body.products).toHaveLength(10);
    expect(body.products.find((p: { uuid: string }) => p.uuid === card)).toMatchObject({
      type: 2,
      minorderpartquantity: 1,
      maximumQuantity: null,
      campaignrequirement: 'package',
      productprices: [
        { quantity: 1, price: kr(29), campaignprice: kr(15), type: 0 },
        { quantity: 10, price: kr(24), campaignprice: kr(15), type: 0 },
        { quantity: 25, price: kr(19), campaignprice: kr(15), type: 0 },
      ],
    });
    expect(body.retouchProduct.subproducts.map((s: { name: string; extraprice: number }) => [s.name, s.extraprice])).toEqual([
      ['Skin retouch', 0],
      ['Remove glasses reflections', kr(49)],
      ['Change background', kr(29)],
    ]);
    const digital = Object.fromEntries(
      body.digitalProducts.map((d: { kind: string; pictureType: string; price: number; rebatePrice: number | null }) => [
        `${d.kind}:${d.pictureType}`,
        [d.price, d.rebatePrice],
      ]),
    );
    expect(digital).toEqual({
      'file:IP': [kr(149), null],
      'set:IP': [kr(399), kr(299)],
      'file:SFP': [kr(99), null],
      'set:SFP': [kr(249), null],
      'file:GP': [kr(79), null],
      'set:GP': [kr(149), null],
    });
  });

  it('answers the club portal’s own list in SEK, without a retouch product', async () => {
    const body = (await (await browser(t, { host: 'club.localhost' })).get('/api/webshop/products')).json();
    expect(body).toMatchObject({ currency: 'SEK', retouchProduct: null });
    expect(body.products.map((p: { name: string }) => p.name).sort()).toEqual(['Bilde 13x18', 'Kort 10x15', 'Krus']);
  });
});

describe('catalogues', () => {
  it('GET /ajax/user/get_catalogues.php lists the catalogue per picture set of its job (quantity 1 when only one), 401 to a visitor', async () => {
    const { b } = await customer(t, ['Noah Hansen']);
    const list = (await b.get('/ajax/user/get_catalogues.php')).json();
    expect(list).toEqual([
      {
        uuid: await catalogueUuid(t),
        name: 'Fjordvik School 2026 catalogue',
        description: 'Every class of the school in one book.',
        price: kr(249),
        quantity: 1,
        maxQuantity: 10,
        deliveryTime: { days: 30 },
        subject: { uuid: noah, name: 'Noah Hansen', group: '2A' },
      },
    ]);
    const two = await customer(t, ['Noah Hansen', 'Emma Hansen', 'Leo Berg']);
    const both = (await two.b.get('/ajax/user/get_catalogues.php')).json();
    // Leo's job (2025) is archived: no catalogue for him
    expect(both.map((c: { subject: { name: string }; quantity: number }) => [c.subject.name, c.quantity])).toEqual([
      ['Emma Hansen', 0],
      ['Noah Hansen', 0],
    ]);
    expect((await (await browser(t)).get('/ajax/user/get_catalogues.php')).statusCode).toBe(401);
  });

  it('POST /api/webshop/cart/catalogues adds those above 0, adds up, never above maxQuantity; the line shows catalogue and subject', async () => {
    const { b } = await customer(t, ['Noah Hansen', 'Emma Hansen']);
    const catalogue = await catalogueUuid(t);
    const emma = await subjectUuid(t, 'Emma Hansen');
    const res = await b.post('/api/webshop/cart/catalogues', {
      catalogues: [
        { uuid: catalogue, subject: { uuid: noah }, quantity: 2 },
        { uuid: catalogue, subject: { uuid: emma }, quantity: 0 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [l] = res.json().newOrderLines;
    expect(res.json().newOrderLines).toHaveLength(1);
    expect(l).toMatchObject({
      kind: 'catalogue',
      quantity: 2,
      minimumQuantity: 1,
      maximumQuantity: 10,
      canChangeQuantity: true,
      actualLinePrice: kr(498),
      catalogue: { uuid: catalogue, name: 'Fjordvik School 2026 catalogue', subject: { uuid: noah, name: 'Noah Hansen' } },
    });
    const again = await b.post('/api/webshop/cart/catalogues', { catalogues: [{ uuid: catalogue, subject: { uuid: noah }, quantity: 9 }] });
    expect(again.json().newOrderLines[0]).toMatchObject({ uuid: l.uuid, quantity: 10 });
    expect((await patch(b, l.uuid, { quantity: 50 })).json().orderLine.quantity).toBe(10);
    expect((await patch(b, l.uuid, { quantity: 'x' })).json().orderLine.quantity).toBe(1);
  });

  it('refuses nothing chosen, a set not in the account, a set of another job, malformed input', async () => {
    const { b } = await customer(t, ['Noah Hansen']);
    const catalogue = await catalogueUuid(t);
    const none = await b.post('/api/webshop/cart/catalogues', { catalogues: [{ uuid: catalogue, subject: { uuid: noah }, quantity: 0 }] });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields[0]).toMatchObject({ field: 'body.catalogues', message: expect.stringContaining('You need to select how many cataloges') });
    const maja = await subjectUuid(t, 'Maja Lie');
    expect(fields(await b.post('/api/webshop/cart/catalogues', { catalogues: [{ uuid: catalogue, subject: { uuid: maja }, quantity: 1 }] }))).toEqual([
      'body.catalogues.0.subject.uuid',
    ]);
    const moved = await t.sql("UPDATE catalogues SET job = (SELECT uuid FROM jobs WHERE import_key = 'fjordvik-school-2025') WHERE uuid = $1 RETURNING uuid", [
      catalogue,
    ]);
    expect(moved).toHaveLength(1);
    try {
      const other = await b.post('/api/webshop/cart/catalogues', { catalogues: [{ uuid: catalogue, subject: { uuid: noah }, quantity: 1 }] });
      expect(other.json().fields).toEqual([{ field: 'body.catalogues.0.subject.uuid', message: 'Not offered for this picture set' }]);
    } finally {
      await t.sql("UPDATE catalogues SET job = (SELECT uuid FROM jobs WHERE import_key = 'fjordvik-school-2026') WHERE uuid = $1", [catalogue]);
    }
    expect(fields(await b.post('/api/webshop/cart/catalogues', { catalogues: [{ uuid: 'x', subject: { uuid: noah }, quantity: -1 }] }))).toEqual(
      expect.arrayContaining(['body.catalogues.0.uuid', 'body.catalogues.0.quantity']),
    );
    expect((await cartOf(b)).orderLines).toEqual([]);
  });
});
