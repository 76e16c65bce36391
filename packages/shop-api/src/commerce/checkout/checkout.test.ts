/**
 * The checkout calls against the real server: the state from the server's own cart, delivery methods
 * and their rules, payment options per delivery, the order (once per checkout, one transaction, the
 * server's prices, the cart emptied on confirmation), the test provider and its signed callback, the
 * receipt and the order history; bad input and another customer's objects refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser } from '../../access/testing';
import { createTestApp, type TestApp } from '../../testing/harness';
import { add, cartOf, customer, kr, pictureUuids, productUuid, templateLine } from '../testing';
import { signTestEvent, TEST_SIGNATURE_HEADER, testProviderSecret } from './providers';
import { address, CHECKOUT, contact, fodselsnummer, methodOf, paymentOptions, paymentOptionsUrl, startCheckout, transactionUrl, yearsAgo } from './testing';

let t: TestApp;
let card: string;
let canvas: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  card = await productUuid(t, 'card-10x15');
  canvas = await productUuid(t, 'canvas-30x40');
});
afterAll(() => t?.close());

const adultPid = () => fodselsnummer(yearsAgo(30));

/** A customer with Emma's set and `n` cards in the cart. */
async function withCards(n = 12) {
  const c = await customer(t, ['Emma Hansen']);
  expect((await add(c.b, [templateLine(2, card, n)])).statusCode).toBe(200);
  return c;
}

async function storePickupAndInvoice(b: Awaited<ReturnType<typeof withCards>>['b']) {
  const s = await startCheckout(b);
  const pickup = methodOf(s, 'store-pickup').pickupLocations[0]!;
  const { paymentOptions: options } = await paymentOptions(b, s.checkoutUuid, pickup.uuid);
  const invoice = options.find((o) => o.provider === 'invoice')!;
  return { s, pickup, invoice, options };
}

describe('POST /api/webshop/checkout', () => {
  it('refuses a visitor (401) and an empty cart (409 cart_empty)', async () => {
    expect((await (await browser(t)).post(CHECKOUT)).statusCode).toBe(401);
    const { b } = await customer(t);
    const res = await b.post(CHECKOUT);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('cart_empty');
  });

  it('answers the state from the server cart: delivery methods for a physical cart, user, terms, options, catalogue upsell', async () => {
    const { b } = await withCards(12);
    const s = await startCheckout(b);
    const body = s as unknown as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'cart',
        'catalogueMaxDeliveryTime',
        'checkoutUuid',
        'deliveryMethods',
        'hasActiveRebateCampaigns',
        'options',
        'termsOfPurchase',
        'upsaleList',
        'user',
      ].sort(),
    );
    expect(s.cart.summary.totalPrice).toBe(kr(288));
    expect(s.deliveryMethods.map((m) => m.type)).toEqual(['school-pickup', 'postage', 'store-pickup']);
    expect(methodOf(s, 'school-pickup').deliveryOptions).toMatchObject([{ name: 'Fjordvik School', price: 0, subjects: [{ name: 'Emma Hansen' }] }]);
    expect(methodOf(s, 'postage').deliveryOptions.map((o) => [o.name, o.price, o.type])).toEqual([
      ['Letter', kr(79), 1],
      ['Parcel', kr(149), 0],
    ]);
    const stores = methodOf(s, 'store-pickup').pickupLocations;
    expect(stores.map((p) => [p.pickupname, p.price])).toEqual([
      ['Fjord Portraits Bergen', 0],
      ['Fjord Portraits Bergen', kr(99)],
      ['Fjord Portraits Voss', 0],
    ]);
    // the express rule: the ID ends in -111111111111 and shares the store's first 23 characters
    expect(stores[1]!.uuid).toMatch(/-111111111111$/);
    expect(stores[1]!.uuid.slice(0, 23)).toBe(stores[0]!.uuid.slice(0, 23));
    expect(stores[0]!.uuid).not.toMatch(/-111111111111$/);
    expect(body.user).toMatchObject({ name: 'Kari Nordmann', isAnonymousUser: false });
    expect(body.termsOfPurchase).toContain('Terms of sale for Fjord Portraits AS');
    // the terms of purchase are their own text, not the account's terms accepted when registering (issue 34 item 7)
    const [portal] = await t.sql<{ terms_of_service: string; terms_of_purchase: string }>(`SELECT * FROM portals WHERE key = 'fjord'`);
    expect(body.termsOfPurchase).toBe(portal!.terms_of_purchase);
    expect(body.termsOfPurchase).not.toBe(portal!.terms_of_service);
    expect(body.options).toMatchObject({ country: 'NO', enableOrderComment: true, hidePostalCode: false });
    expect(body.upsaleList).toMatchObject([{ type: 'CATALOGUE', price: kr(249), rebatedPrice: null }]);
    expect(body.catalogueMaxDeliveryTime).toBeNull();
  });

  it('a customer without a set at the school gets no school pickup; a second start resumes the same checkout', async () => {
    const { b } = await customer(t);
    await add(b, [templateLine(2, card, 1)]);
    const s = await startCheckout(b);
    expect(s.deliveryMethods.map((m) => m.type)).toEqual(['postage', 'store-pickup']);
    expect((await startCheckout(b)).checkoutUuid).toBe(s.checkoutUuid);
  });

  it('a digital-only cart is delivered digitally only', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const [picture] = await pictureUuids(t, 'Emma Hansen', 'IP');
    expect((await b.post('/ajax/cart/toggle_digital_file_in_cart.php', { file: picture, type: 'IP' })).json()).toMatchObject({ inCart: true });
    const s = await startCheckout(b);
    expect(s.deliveryMethods.map((m) => m.type)).toEqual(['digital-delivery']);
  });
});

describe('GET …/delivery-options/{deliveryUuid}/payment-options and …/{paymentUuid}', () => {
  it('answers the payment options of the delivery and the cart with the delivery charged (type 3) and VAT on the new total', async () => {
    const { b } = await withCards(12);
    const s = await startCheckout(b);
    const letter = methodOf(s, 'postage').deliveryOptions[0]!;
    const answer = await paymentOptions(b, s.checkoutUuid, letter.uuid);
    expect(answer.paymentOptions.map((o) => [o.title, o.provider, o.requirePersonNo, o.verifyMobile])).toEqual([
      ['Card', 'test', false, false],
      ['Invoice', 'invoice', true, false],
      ['Mobile wallet', 'test', false, true],
    ]);
    const total = kr(288 + 79);
    expect(answer.cart.summary.totalPrice).toBe(total);
    expect(answer.cart.summary.lines).toEqual([
      { type: 3, description: 'Postage: Letter', linePrice: kr(79) },
      { type: 4, description: 'VAT (25 %) included', linePrice: total / 5 },
    ]);
    const select = await b.get(`${paymentOptionsUrl(s.checkoutUuid, letter.uuid)}/${answer.paymentOptions[1]!.uuid}`);
    expect(select.statusCode).toBe(200);
    expect(select.json().cart.summary.totalPrice).toBe(total);
  });

  it('postage is free from 500 NOK', async () => {
    const { b } = await customer(t);
    await add(b, [templateLine(89, canvas, 1), templateLine(2, card, 1)]);
    const s = await startCheckout(b);
    expect(methodOf(s, 'postage').deliveryOptions[0]!.price).toBe(0);
  });

  it('digital delivery offers no invoice', async () => {
    const { b } = await customer(t, ['Emma Hansen']);
    const [picture] = await pictureUuids(t, 'Emma Hansen', 'IP');
    await b.post('/ajax/cart/toggle_digital_file_in_cart.php', { file: picture, type: 'IP' });
    const s = await startCheckout(b);
    const { paymentOptions: options } = await paymentOptions(b, s.checkoutUuid, methodOf(s, 'digital-delivery').deliveryOptions[0]!.uuid);
    expect(options.map((o) => o.provider)).toEqual(['test', 'test']);
  });

  it('refuses a malformed id (400 naming it), an unknown delivery or payment (404), and another customer’s checkout (404)', async () => {
    const { b } = await withCards(1);
    const s = await startCheckout(b);
    const letter = methodOf(s, 'postage').deliveryOptions[0]!.uuid;
    const bad = await b.get(paymentOptionsUrl('not-a-uuid', letter));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject([{ field: 'params.checkoutUuid', message: 'Invalid id' }]);
    expect((await b.get(paymentOptionsUrl(s.checkoutUuid, 'nope'))).statusCode).toBe(404);
    expect((await b.get(`${paymentOptionsUrl(s.checkoutUuid, letter)}/nope`)).statusCode).toBe(404);
    const other = await withCards(1);
    const res = await other.b.get(paymentOptionsUrl(s.checkoutUuid, letter));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('checkout_not_found');
  });
});

describe('POST /api/webshop/checkout/{id}/transaction', () => {
  it('refuses bad input with 400 naming each field', async () => {
    const { b } = await withCards(1);
    const { s, pickup, invoice } = await storePickupAndInvoice(b);
    const res = await b.post(transactionUrl(s.checkoutUuid), {
      deliveryOptionUuid: pickup.uuid,
      paymentOptionUuid: invoice.uuid,
      deliveryOptionData: { contactInfo: { name: 'Kari', emailAddress: 'not-an-email' } },
      client: 'tablet',
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['body.client', 'body.deliveryOptionData.contactInfo.emailAddress', 'body.deliveryOptionData.contactInfo.name'].sort());
    expect(res.json().fields).toContainEqual(expect.objectContaining({ field: 'body.deliveryOptionData.contactInfo.emailAddress', message: 'Invalid email' }));
  });

  it('checks the method’s data and the payment’s requirements: postal code, personal number (checksum, 18 years), mobile', async () => {
    const { b } = await withCards(1);
    const s = await startCheckout(b);
    const letter = methodOf(s, 'postage').deliveryOptions[0]!;
    const { paymentOptions: options } = await paymentOptions(b, s.checkoutUuid, letter.uuid);
    const [cardOption, invoice, wallet] = options;
    const send = (payment: string, data: object, pay: object = {}) =>
      b.post(transactionUrl(s.checkoutUuid), {
        deliveryOptionUuid: letter.uuid,
        paymentOptionUuid: payment,
        deliveryOptionData: data,
        paymentOptionData: pay,
        client: 'mobile',
      });
    const fieldsOf = async (p: ReturnType<typeof send>) => {
      const res = await p;
      expect(res.statusCode).toBe(400);
      return res.json().fields;
    };
    expect(await fieldsOf(send(cardOption!.uuid, contact))).toEqual([{ field: 'body.deliveryOptionData.deliveryAddress', message: 'This is required!' }]);
    expect(await fieldsOf(send(cardOption!.uuid, { deliveryAddress: { ...address.deliveryAddress, postalCode: '' } }))).toEqual([
      { field: 'body.deliveryOptionData.deliveryAddress.postalCode', message: 'This is required!' },
    ]);
    expect(await fieldsOf(send(invoice!.uuid, address))).toEqual([{ field: 'body.paymentOptionData.pid', message: 'This is required!' }]);
    const broken = `${adultPid().slice(0, 10)}${(Number(adultPid()[10]) + 1) % 10}`;
    expect(await fieldsOf(send(invoice!.uuid, address, { pid: broken }))).toEqual([
      { field: 'body.paymentOptionData.pid', message: 'Invalid personal number' },
    ]);
    expect(await fieldsOf(send(invoice!.uuid, address, { pid: fodselsnummer(yearsAgo(18, -1)) }))).toEqual([
      { field: 'body.paymentOptionData.pid', message: 'You must be 18 or older to pay this way.' },
    ]);
    expect(await fieldsOf(send(wallet!.uuid, address, { mobilePhone: '12345' }))).toEqual([
      { field: 'body.paymentOptionData.mobilePhone', message: 'Invalid mobile number' },
    ]);
    expect(await fieldsOf(send('nope', address))).toEqual([
      { field: 'body.paymentOptionUuid', message: 'This payment option is not offered with this delivery option.' },
    ]);
    // nothing was made by the refusals
    expect(await t.sql('SELECT 1 FROM orders o JOIN checkouts c ON c.uuid = o.checkout WHERE c.uuid = $1', [s.checkoutUuid])).toEqual([]);
  });

  it('invoice: the order is made from the server prices and confirmed at once; the cart is emptied; the receipt and the history show it', async () => {
    const { b, uuid } = await withCards(12);
    const s = await startCheckout(b);
    const letter = methodOf(s, 'postage').deliveryOptions[0]!;
    const invoice = (await paymentOptions(b, s.checkoutUuid, letter.uuid)).paymentOptions.find((o) => o.provider === 'invoice')!;
    const res = await b.post(transactionUrl(s.checkoutUuid), {
      deliveryOptionUuid: letter.uuid,
      paymentOptionUuid: invoice.uuid,
      deliveryOptionData: address,
      paymentOptionData: { pid: adultPid() },
      client: 'mobile',
      comment: 'Please wrap\nthe cards',
      // a price in the payload is dropped by the contract
      totalPrice: 1,
    });
    expect(res.statusCode).toBe(201);
    const { transaction } = res.json();
    const [row] = await t.sql<{ status: string; total_price: number; user_uuid: string }>('SELECT status, total_price, user_uuid FROM orders WHERE uuid = $1', [
      transaction.order.uuid,
    ]);
    expect(row).toEqual({ status: 'confirmed', total_price: kr(288 + 79), user_uuid: uuid });
    expect((await cartOf(b)).orderLines).toEqual([]);
    expect((await b.get('/api/webshop/cart/summary')).json()).toEqual({ itemCount: 0, totalPrice: 0 });

    const pay = await b.get(`/api/webshop/payment/transactions/${transaction.uuid}`);
    expect(pay.json()).toMatchObject({
      status: 'paid',
      provider: 'invoice',
      amount: kr(367),
      redirectUrl: `/shopping-cart/checkout/payment/receipt/${transaction.order.uuid}`,
    });

    const order = (await b.get(`/api/webshop/user/orders/${transaction.order.uuid}`)).json();
    expect(order).toMatchObject({
      uuid: transaction.order.uuid,
      status: 'confirmed',
      payment: { isInvoice: true, title: 'Invoice' },
      delivery: {
        type: 'postage',
        name: 'Postage: Letter',
        address: { name: 'Kari Nordmann', address1: 'Fjellveien 3', postalCode: '5003', city: 'Bergen' },
        deliveryTime: { string: '5 business days' },
      },
      summary: { totalPrice: kr(367) },
      containDigitalProducts: false,
      comment: 'Please wrap\nthe cards',
    });
    expect(
      order.orderLines.map((l: { description: string; quantity: number; actualLinePrice: number }) => [l.description, l.quantity, l.actualLinePrice]),
    ).toEqual([['Card 10x15', 12, kr(288)]]);
    expect(order.confirmTime).toEqual(expect.any(String));
    expect((await b.get('/ajax/user/get_order_list.php')).json()).toEqual([{ uuid: transaction.order.uuid, confirmTime: order.confirmTime }]);
    expect((await b.get(`/sections/my-account/ajax/get_order_details.php?uuid=${transaction.order.uuid}`)).json()).toMatchObject({
      rebateCode: null,
      orderLines: [{ description: 'Card 10x15' }],
    });

    // the confirmation e-mail, with a link to the order
    const [mail] = await t.sql<{ subject: string; text: string }>(
      'SELECT subject, text FROM outbox_emails WHERE "to" = (SELECT email FROM users WHERE uuid = $1)',
      [uuid],
    );
    expect(mail!.subject).toBe(`Order confirmation #${transaction.order.uuid.slice(0, 8)} – Fjord Portraits`);
    expect(mail!.text).toContain(`/my-account/orders/${transaction.order.uuid}`);
    expect(mail!.text).toContain('12 × Card 10x15');

    // another customer: every object of this order is refused
    const other = await customer(t);
    expect((await other.b.get(`/api/webshop/user/orders/${transaction.order.uuid}`)).statusCode).toBe(404);
    expect((await other.b.get(`/sections/my-account/ajax/get_order_details.php?uuid=${transaction.order.uuid}`)).statusCode).toBe(404);
    expect((await other.b.get(`/api/webshop/payment/transactions/${transaction.uuid}`)).statusCode).toBe(404);
    expect((await other.b.get('/ajax/user/get_order_list.php')).json()).toEqual([]);
    const theirs = await other.b.post(transactionUrl(s.checkoutUuid), {
      deliveryOptionUuid: letter.uuid,
      paymentOptionUuid: invoice.uuid,
      deliveryOptionData: address,
      paymentOptionData: { pid: adultPid() },
      client: 'mobile',
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('a double submit makes one order: the second answers the same transaction; parallel calls too', async () => {
    const { b } = await withCards(3);
    const { s, pickup, invoice } = await storePickupAndInvoice(b);
    const payload = {
      deliveryOptionUuid: pickup.uuid,
      paymentOptionUuid: invoice.uuid,
      deliveryOptionData: contact,
      paymentOptionData: { pid: adultPid() },
      client: 'desktop',
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => b.post(transactionUrl(s.checkoutUuid), payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.json().transaction.uuid)).size).toBe(1);
    expect(await t.sql('SELECT uuid FROM orders WHERE checkout = $1', [s.checkoutUuid])).toHaveLength(1);
    expect(await t.sql('SELECT t.uuid FROM payment_transactions t JOIN orders o ON o.uuid = t.order WHERE o.checkout = $1', [s.checkoutUuid])).toHaveLength(1);
    // the next start is a new checkout, and the cart is empty now
    expect((await b.post(CHECKOUT)).statusCode).toBe(409);
  });
});

describe('the built-in test provider', () => {
  async function cardOrder(n = 2) {
    const c = await withCards(n);
    const s = await startCheckout(c.b);
    const pickup = methodOf(s, 'store-pickup').pickupLocations[0]!;
    const cardOption = (await paymentOptions(c.b, s.checkoutUuid, pickup.uuid)).paymentOptions.find((o) => o.title === 'Card')!;
    const res = await c.b.post(transactionUrl(s.checkoutUuid), {
      deliveryOptionUuid: pickup.uuid,
      paymentOptionUuid: cardOption.uuid,
      deliveryOptionData: contact,
      client: 'mobile',
    });
    expect(res.statusCode).toBe(201);
    return { ...c, user: c.uuid, ...(res.json().transaction as { uuid: string; order: { uuid: string } }) };
  }
  const pay = (b: Awaited<ReturnType<typeof cardOrder>>['b'], uuid: string, cardNumber: string) =>
    b.post(`/api/webshop/payment/test-provider/${uuid}/pay`, { cardNumber });
  const orderStatus = async (uuid: string) => (await t.sql<{ status: string }>('SELECT status FROM orders WHERE uuid = $1', [uuid]))[0]!.status;

  it('the order waits for the payment with the cart intact; the test card that succeeds confirms it and empties the cart', async () => {
    const o = await cardOrder();
    expect((await o.b.get(`/api/webshop/payment/transactions/${o.uuid}`)).json()).toMatchObject({ status: 'pending', provider: 'test', redirectUrl: null });
    expect(await orderStatus(o.order.uuid)).toBe('pending');
    expect((await cartOf(o.b)).orderLines).toHaveLength(1);
    expect((await o.b.get('/ajax/user/get_order_list.php')).json()).toEqual([]);
    const res = await pay(o.b, o.uuid, '4242424242424242');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', redirectUrl: `/shopping-cart/checkout/payment/receipt/${o.order.uuid}` });
    expect(await orderStatus(o.order.uuid)).toBe('confirmed');
    expect((await cartOf(o.b)).orderLines).toEqual([]);
    expect((await pay(o.b, o.uuid, '4242424242424242')).statusCode).toBe(409);
  });

  it('a declined card cancels the order and leaves the cart as it was', async () => {
    const o = await cardOrder();
    expect((await pay(o.b, o.uuid, '4000000000000002')).json()).toMatchObject({ status: 'declined', redirectUrl: null });
    expect(await orderStatus(o.order.uuid)).toBe('cancelled');
    expect((await cartOf(o.b)).orderLines).toHaveLength(1);
    // a new checkout can try again
    expect((await o.b.post(CHECKOUT)).statusCode).toBe(200);
  });

  it('the card that needs a second step: a wrong code is refused, the right one pays', async () => {
    const o = await cardOrder();
    expect((await pay(o.b, o.uuid, '4000000000003220')).json()).toMatchObject({ status: 'action_required' });
    const wrong = await o.b.post(`/api/webshop/payment/test-provider/${o.uuid}/confirm`, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([{ field: 'body.code', message: 'Wrong code' }]);
    expect((await o.b.post(`/api/webshop/payment/test-provider/${o.uuid}/confirm`, { code: '123456' })).json()).toMatchObject({ status: 'paid' });
    expect(await orderStatus(o.order.uuid)).toBe('confirmed');
  });

  it('another customer cannot pay or read the payment (404)', async () => {
    const o = await cardOrder();
    const other = await customer(t);
    expect((await pay(other.b, o.uuid, '4242424242424242')).statusCode).toBe(404);
    expect(await orderStatus(o.order.uuid)).toBe('pending');
  });

  it('the callback is verified (401 without a valid signature) and a callback received twice confirms once', async () => {
    const o = await cardOrder();
    const secret = await testProviderSecret(t.app.shop.db);
    const event = { eventId: `evt-1-${o.uuid}`, transactionUuid: o.uuid, status: 'paid' as const, amount: kr(2 * 29) };
    const visitor = await browser(t);
    const send = (signature: string, body: object = event) =>
      visitor.request({
        method: 'POST',
        url: '/api/webshop/payment/callback/test',
        payload: body,
        headers: { [TEST_SIGNATURE_HEADER]: signature },
        csrf: false,
      });
    expect((await send('t=1,v1=00')).statusCode).toBe(401);
    expect((await send(signTestEvent(secret, event), { ...event, status: 'declined' })).statusCode).toBe(401);
    expect((await send(signTestEvent(secret, event, Math.floor(Date.now() / 1000) - 3600))).statusCode).toBe(401);
    expect(await orderStatus(o.order.uuid)).toBe('pending');
    const signature = signTestEvent(secret, event);
    const [first, second] = [await send(signature), await send(signature)];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(await orderStatus(o.order.uuid)).toBe('confirmed');
    const mails = await t.sql('SELECT 1 FROM outbox_emails WHERE "to" = (SELECT email FROM users WHERE uuid = $1)', [o.user]);
    expect(mails).toHaveLength(1);
    // a later 'declined' event for the paid payment changes nothing
    const late = { ...event, eventId: `evt-2-${o.uuid}`, status: 'declined' as const };
    expect((await send(signTestEvent(secret, late), late)).json()).toEqual({ received: true, status: 'paid' });
    expect(await orderStatus(o.order.uuid)).toBe('confirmed');
  });

  it('without Stripe’s keys its option is not offered and its webhook answers 404', async () => {
    const c = await withCards(1);
    const { options } = await storePickupAndInvoice(c.b);
    expect(options.map((o) => o.provider)).toEqual(['test', 'invoice', 'test']);
    const res = await (await browser(t)).request({
      method: 'POST',
      url: '/api/webshop/payment/callback/stripe',
      payload: { id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } },
      headers: { 'stripe-signature': 't=1,v1=00' },
      csrf: false,
    });
    expect(res.statusCode).toBe(404);
  });

  it('a confirmed digital order makes the pictures the customer’s', async () => {
    const c = await customer(t, ['Emma Hansen']);
    const [picture] = await pictureUuids(t, 'Emma Hansen', 'IP');
    await c.b.post('/ajax/cart/toggle_digital_file_in_cart.php', { file: picture, type: 'IP' });
    const s = await startCheckout(c.b);
    const download = methodOf(s, 'digital-delivery').deliveryOptions[0]!;
    const cardOption = (await paymentOptions(c.b, s.checkoutUuid, download.uuid)).paymentOptions[0]!;
    const res = await c.b.post(transactionUrl(s.checkoutUuid), {
      deliveryOptionUuid: download.uuid,
      paymentOptionUuid: cardOption.uuid,
      deliveryOptionData: contact,
      client: 'mobile',
    });
    await pay(c.b, res.json().transaction.uuid, '4242424242424242');
    expect(await t.sql('SELECT picture_uuid FROM purchased_items WHERE user_uuid = $1', [c.uuid])).toEqual([{ picture_uuid: picture }]);
    expect((await c.b.get(`/api/webshop/user/orders/${res.json().transaction.order.uuid}`)).json()).toMatchObject({
      containDigitalProducts: true,
      delivery: { type: 'digital-delivery' },
    });
  });
});

describe('POST /api/webshop/checkout/{id}/verify-rebate-code and vouchers in orders', () => {
  const verify = (b: Awaited<ReturnType<typeof withCards>>['b'], checkout: string, code: string, deliveryOptionUuid?: string) =>
    b.post(`${CHECKOUT}/${checkout}/verify-rebate-code`, { code, deliveryOptionUuid });

  it('WELCOME10: 10 % off the products from 300 NOK, as its own line; the delivery priced on top; the order carries it', async () => {
    const small = await withCards(10); // 240 NOK: below the minimum
    const s0 = await startCheckout(small.b);
    expect((s0 as unknown as { hasActiveRebateCampaigns: boolean }).hasActiveRebateCampaigns).toBe(true);
    const refused = await verify(small.b, s0.checkoutUuid, 'welcome10');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('voucher_min_total');
    expect(refused.json().message.replace(/\s/g, ' ')).toBe('This voucher code needs an order of at least NOK 300.00.');

    const { b } = await withCards(15); // 15 × 24 = 360
    const s = await startCheckout(b);
    const letter = methodOf(s, 'postage').deliveryOptions[0]!;
    const res = await verify(b, s.checkoutUuid, ' welcome10 ', letter.uuid);
    expect(res.statusCode).toBe(200);
    const total = kr(360 - 36 + 79);
    expect(res.json().cart).toMatchObject({
      rebateCode: 'WELCOME10',
      summary: {
        totalPrice: total,
        lines: [
          { type: 1, description: 'Voucher WELCOME10', linePrice: kr(36) },
          { type: 3, description: 'Postage: Letter', linePrice: kr(79) },
          { type: 4, description: 'VAT (25 %) included', linePrice: Math.round(total / 5) },
        ],
      },
    });
    // the cart page shows it too
    expect((await cartOf(b)).summary.totalPrice).toBe(kr(324));
    const invoice = (await paymentOptions(b, s.checkoutUuid, letter.uuid)).paymentOptions.find((o) => o.provider === 'invoice')!;
    const order = await b.post(transactionUrl(s.checkoutUuid), {
      deliveryOptionUuid: letter.uuid,
      paymentOptionUuid: invoice.uuid,
      deliveryOptionData: address,
      paymentOptionData: { pid: adultPid() },
      client: 'mobile',
    });
    expect(order.statusCode).toBe(201);
    expect((await b.get(`/api/webshop/user/orders/${order.json().transaction.order.uuid}`)).json()).toMatchObject({
      rebateCode: 'WELCOME10',
      summary: { totalPrice: total },
    });
  });

  it('refuses an unknown, an expired and another portal’s code with the reason', async () => {
    const { b } = await withCards(15);
    const s = await startCheckout(b);
    expect((await verify(b, s.checkoutUuid, 'NOPE-123')).json()).toMatchObject({ error: 'voucher_not_found', message: 'This voucher code is not valid.' });
    expect((await verify(b, s.checkoutUuid, 'EXPIRED1')).json()).toMatchObject({ error: 'voucher_expired', message: 'This voucher code has expired.' });
    expect((await verify(b, s.checkoutUuid, '')).statusCode).toBe(400);
    const other = await withCards(1);
    expect((await verify(other.b, s.checkoutUuid, 'WELCOME10')).statusCode).toBe(404);
    expect((await cartOf(b)).rebateCode).toBeNull();
  });

  it('a single-use voucher ordered by two customers at once is accepted once', async () => {
    await t.sql("INSERT INTO vouchers (portal, code, kind, value, usage_limit) VALUES ('fjord', 'ONCE-ONLY', 'amount', 5000, 1) ON CONFLICT DO NOTHING");
    const buyers = await Promise.all([withCards(4), withCards(4)]);
    const orders = await Promise.all(
      buyers.map(async ({ b }) => {
        const { s, pickup, invoice } = await storePickupAndInvoice(b);
        expect((await verify(b, s.checkoutUuid, 'once-only')).statusCode).toBe(200);
        return { b, s, pickup, invoice };
      }),
    );
    const answers = await Promise.all(
      orders.map(({ b, s, pickup, invoice }) =>
        b.post(transactionUrl(s.checkoutUuid), {
          deliveryOptionUuid: pickup.uuid,
          paymentOptionUuid: invoice.uuid,
          deliveryOptionData: contact,
          paymentOptionData: { pid: adultPid() },
          client: 'mobile',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ error: 'voucher_used_up', message: 'This voucher code has been used up.' });
  });
});

describe('the postal address service', () => {
  const AUTO = '/api/webshop/postal-address-service/autocomplete';
  const RESOLVE = '/api/webshop/postal-address-service/resolve-address-by-id';

  it('suggests addresses of the register by street prefix and house number; a picked one resolves to the full address', async () => {
    const { b } = await customer(t);
    const res = await b.get(`${AUTO}?q=${encodeURIComponent('strandg 12')}`);
    expect(res.statusCode).toBe(200);
    const { suggestions } = res.json();
    expect(suggestions).toEqual([{ id: expect.any(String), suggestion: 'Strandgaten 12, 5013 Bergen' }]);
    expect((await b.get(`${RESOLVE}/${suggestions[0].id}`)).json()).toEqual({
      address: { address1: 'Strandgaten 12', address2: '', postalCode: '5013', city: 'Bergen', state: '' },
    });
    expect((await b.get(`${AUTO}?q=fjordvik`)).json().suggestions[0].suggestion).toBe('Fjordvikvegen 1, 5953 Fjordvik');
    // a Swedish address is not one of this Norwegian portal's
    expect((await b.get(`${AUTO}?q=storgatan`)).json().suggestions).toEqual([]);
  });

  it('refuses a made-up id (404 "Error resolving address"), a missing query (400) and a visitor (401); the state says the service is on', async () => {
    const { b } = await withCards(1);
    const forged = Buffer.from('NO|Strandgaten|999|5013').toString('base64url');
    const res = await b.get(`${RESOLVE}/${forged}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Error resolving address');
    expect((await b.get(AUTO)).json().fields).toMatchObject([{ field: 'query.q', message: expect.any(String) }]);
    expect((await (await browser(t)).get(`${AUTO}?q=strand`)).statusCode).toBe(401);
    expect(((await startCheckout(b)) as unknown as { options: { useAddressAutocompleteService: boolean } }).options.useAddressAutocompleteService).toBe(true);
  });
});
