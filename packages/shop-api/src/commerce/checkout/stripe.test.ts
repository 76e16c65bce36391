/**
 * The Stripe adapter against the real server with Stripe configured: the Checkout Session's
 * parameters (the one network call replaced by a recording fake), and the webhook verified by the
 * official package (payloads signed with stripe.webhooks.generateTestHeaderString): a paid event
 * confirms once however often it arrives, a bad signature changes nothing, a failed or expired
 * session cancels the order and keeps the cart.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser } from '../../access/testing';
import { createTestApp, type TestApp } from '../../testing/harness';
import { add, cartOf, customer, kr, productUuid, templateLine } from '../testing';
import { type CheckoutSessions, checkoutSessionOverrides, SESSION_LIFETIME_SECONDS, type SessionParams } from './stripe';
import { CHECKOUT, contact, methodOf, paymentOptions, startCheckout, transactionUrl } from './testing';

const WEBHOOK = '/api/webshop/payment/callback/stripe';
const settings = { secretKey: 'sk_test_shop', webhookSecret: 'whsec_shop_test_secret' };
const stripe = new Stripe(settings.secretKey);

let t: TestApp;
let card: string;
/** What the fake Stripe was asked for; `failNext` makes the next call fail like an unreachable Stripe. */
const created: { params: SessionParams; key: string }[] = [];
let failNext = false;
const fakeSessions: CheckoutSessions = {
  async create(params, key) {
    if (failNext) {
      failNext = false;
      throw new Error('connect ETIMEDOUT api.stripe.com');
    }
    created.push({ params, key });
    const id = `cs_test_${params.client_reference_id}`;
    return { id, url: `https://checkout.stripe.com/c/pay/${id}` };
  },
};

beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true, overrides: { stripe: settings } });
  checkoutSessionOverrides.set(t.app.shop, fakeSessions);
  card = await productUuid(t, 'card-10x15');
});
afterAll(() => t?.close());

/** A customer with `n` cards, a store-pickup checkout paid with the Stripe option: the pending order. */
async function stripeOrder(n = 2) {
  const c = await customer(t, ['Emma Hansen']);
  expect((await add(c.b, [templateLine(2, card, n)])).statusCode).toBe(200);
  const s = await startCheckout(c.b);
  const pickup = methodOf(s, 'store-pickup').pickupLocations[0]!;
  const options = (await paymentOptions(c.b, s.checkoutUuid, pickup.uuid)).paymentOptions;
  const option = options.find((o) => o.provider === 'stripe')!;
  expect(option.title).toBe('Card (Stripe)');
  const res = await c.b.post(transactionUrl(s.checkoutUuid), {
    deliveryOptionUuid: pickup.uuid,
    paymentOptionUuid: option.uuid,
    deliveryOptionData: contact,
    client: 'mobile',
  });
  expect(res.statusCode).toBe(201);
  const { uuid, order } = res.json().transaction as { uuid: string; order: { uuid: string } };
  return { ...c, transaction: uuid, order: order.uuid, total: kr(n * 29) };
}

const orderStatus = async (uuid: string) => (await t.sql<{ status: string }>('SELECT status FROM orders WHERE uuid = $1', [uuid]))[0]!.status;
const mailsTo = (user: string) => t.sql('SELECT 1 FROM outbox_emails WHERE "to" = (SELECT email FROM users WHERE uuid = $1)', [user]);

let eventNo = 0;
/** A Stripe event about the session of a payment, as Stripe would send it. */
function sessionEvent(type: string, transaction: string, session: Record<string, unknown> = {}) {
  eventNo += 1;
  return JSON.stringify({
    id: `evt_test_${eventNo}_${transaction.slice(0, 8)}`,
    object: 'event',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    type,
    data: {
      object: {
        id: `cs_test_${transaction}`,
        object: 'checkout.session',
        client_reference_id: transaction,
        metadata: { transaction },
        currency: 'nok',
        payment_status: 'paid',
        status: 'complete',
        ...session,
      },
    },
  });
}

const sign = (payload: string, secret = settings.webhookSecret) => stripe.webhooks.generateTestHeaderString({ payload, secret });

async function deliver(payload: string, signature = sign(payload)) {
  const visitor = await browser(t);
  return visitor.request({
    method: 'POST',
    url: WEBHOOK,
    payload,
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
    csrf: false,
  });
}

describe('Stripe Checkout: the hosted payment page', () => {
  it('the handover reads the payment: a Checkout Session of the order’s total, made once, its URL as redirectUrl', async () => {
    const o = await stripeOrder(2);
    expect(await orderStatus(o.order)).toBe('pending');
    const before = created.length;
    const read = await o.b.get(`/api/webshop/payment/transactions/${o.transaction}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      provider: 'stripe',
      status: 'pending',
      amount: o.total,
      redirectUrl: `https://checkout.stripe.com/c/pay/cs_test_${o.transaction}`,
    });
    expect(created).toHaveLength(before + 1);
    const { params, key } = created.at(-1)!;
    expect(key).toBe(`checkout-session-${o.transaction}`);
    expect(params).toMatchObject({
      mode: 'payment',
      client_reference_id: o.transaction,
      metadata: { transaction: o.transaction, order: o.order },
      line_items: [{ quantity: 1, price_data: { currency: 'nok', unit_amount: o.total, product_data: { name: `Fjord Portraits #${o.order.slice(0, 8)}` } } }],
      success_url: expect.stringMatching(new RegExp(`^https?://[^/]+/m/shopping-cart/checkout/payment/${o.transaction}\\?returned=1$`)),
      cancel_url: expect.stringMatching(/^https?:\/\/[^/]+\/shopping-cart\/checkout$/),
    });
    const now = Math.floor(Date.now() / 1000);
    expect(params.expires_at).toBeGreaterThanOrEqual(now + SESSION_LIFETIME_SECONDS - 60);
    // a second read answers the stored session: no new call to Stripe
    expect((await o.b.get(`/api/webshop/payment/transactions/${o.transaction}`)).json().redirectUrl).toBe(read.json().redirectUrl);
    expect(created).toHaveLength(before + 1);
  });

  it('Stripe unreachable: 503 with a message, the order waits; the next read makes the session', async () => {
    const o = await stripeOrder(1);
    failNext = true;
    const res = await o.b.get(`/api/webshop/payment/transactions/${o.transaction}`);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('The payment service cannot be reached right now. Please try again in a moment.');
    expect(await orderStatus(o.order)).toBe('pending');
    expect((await o.b.get(`/api/webshop/payment/transactions/${o.transaction}`)).json().redirectUrl).toContain(o.transaction);
  });

  it('another customer cannot read the payment (404) and no session is made for them', async () => {
    const o = await stripeOrder(1);
    const other = await customer(t);
    const before = created.length;
    expect((await other.b.get(`/api/webshop/payment/transactions/${o.transaction}`)).statusCode).toBe(404);
    expect(created).toHaveLength(before);
  });
});

describe('the Stripe webhook', () => {
  it('a paid checkout.session.completed confirms the order once, however often it is delivered', async () => {
    const o = await stripeOrder(2);
    const payload = sessionEvent('checkout.session.completed', o.transaction, { amount_total: o.total });
    const first = await deliver(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, status: 'paid' });
    expect(await orderStatus(o.order)).toBe('confirmed');
    expect((await cartOf(o.b)).orderLines).toEqual([]);
    // Stripe retries the same event; a second event for the same session (another endpoint's copy) too
    expect((await deliver(payload)).json()).toEqual({ received: true, status: 'paid' });
    expect((await deliver(sessionEvent('checkout.session.completed', o.transaction, { amount_total: o.total }))).json()).toEqual({
      received: true,
      status: 'paid',
    });
    expect(await mailsTo(o.uuid)).toHaveLength(1);
    // the e-mail links to the order on its own portal (not wherever the webhook arrived)
    const [mail] = await t.sql<{ text: string }>('SELECT text FROM outbox_emails WHERE "to" = (SELECT email FROM users WHERE uuid = $1)', [o.uuid]);
    expect(mail!.text).toMatch(new RegExp(`https?://localhost(:\\d+)?/my-account/orders/${o.order}`));
    expect(await t.sql('SELECT count(*)::int AS n FROM payment_events WHERE provider = $1 AND transaction = $2', ['stripe', o.transaction])).toEqual([
      { n: 2 },
    ]);
    expect((await o.b.get(`/api/webshop/payment/transactions/${o.transaction}`)).json()).toMatchObject({
      status: 'paid',
      redirectUrl: `/shopping-cart/checkout/payment/receipt/${o.order}`,
    });
  });

  it('refuses a bad signature with 400 and changes nothing: a made-up header, another secret, a changed body', async () => {
    const o = await stripeOrder(1);
    const payload = sessionEvent('checkout.session.completed', o.transaction, { amount_total: o.total });
    for (const signature of ['t=1,v1=00', '', sign(payload, 'whsec_someone_else')]) {
      const res = await deliver(payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('bad_signature');
    }
    const tampered = payload.replace(`"amount_total":${o.total}`, '"amount_total":1');
    expect((await deliver(tampered, sign(payload))).statusCode).toBe(400);
    expect(await orderStatus(o.order)).toBe('pending');
    expect((await cartOf(o.b)).orderLines).toHaveLength(1);
    expect(await t.sql('SELECT 1 FROM payment_events WHERE transaction = $1', [o.transaction])).toEqual([]);
  });

  it('an expired session cancels the order and keeps the cart; a later paid event does not revive it', async () => {
    const o = await stripeOrder(3);
    const res = await deliver(sessionEvent('checkout.session.expired', o.transaction, { amount_total: o.total, payment_status: 'unpaid', status: 'expired' }));
    expect(res.json()).toEqual({ received: true, status: 'declined' });
    expect(await orderStatus(o.order)).toBe('cancelled');
    expect((await cartOf(o.b)).orderLines).toHaveLength(1);
    expect((await o.b.get(`/api/webshop/payment/transactions/${o.transaction}`)).json()).toMatchObject({ status: 'declined', redirectUrl: null });
    expect((await deliver(sessionEvent('checkout.session.completed', o.transaction, { amount_total: o.total }))).json()).toEqual({
      received: true,
      status: 'declined',
    });
    expect(await orderStatus(o.order)).toBe('cancelled');
    // the parent can start again
    expect((await o.b.post(CHECKOUT)).statusCode).toBe(200);
  });

  it('a delayed method: completed unpaid waits, async_payment_failed cancels', async () => {
    const o = await stripeOrder(1);
    expect((await deliver(sessionEvent('checkout.session.completed', o.transaction, { amount_total: o.total, payment_status: 'unpaid' }))).json()).toEqual({
      received: true,
      status: null,
    });
    expect(await orderStatus(o.order)).toBe('pending');
    expect(
      (await deliver(sessionEvent('checkout.session.async_payment_failed', o.transaction, { amount_total: o.total, payment_status: 'unpaid' }))).json(),
    ).toEqual({
      received: true,
      status: 'declined',
    });
    expect(await orderStatus(o.order)).toBe('cancelled');
    expect((await cartOf(o.b)).orderLines).toHaveLength(1);
  });

  it('a paid amount or currency that is not the order’s is refused (400) and confirms nothing', async () => {
    const o = await stripeOrder(2);
    const wrongAmount = await deliver(sessionEvent('checkout.session.completed', o.transaction, { amount_total: 100 }));
    expect(wrongAmount.statusCode).toBe(400);
    expect(wrongAmount.json().fields).toEqual([{ field: 'body.data.object.amount_total', message: 'The amount does not match the order' }]);
    const wrongCurrency = await deliver(sessionEvent('checkout.session.completed', o.transaction, { amount_total: o.total, currency: 'sek' }));
    expect(wrongCurrency.statusCode).toBe(400);
    expect(await orderStatus(o.order)).toBe('pending');
  });

  it('events it has nothing to do with are received and ignored: another type, a session of another integration', async () => {
    const o = await stripeOrder(1);
    expect((await deliver(sessionEvent('payment_intent.created', o.transaction, { object: 'payment_intent' }))).json()).toEqual({
      received: true,
      status: null,
    });
    expect((await deliver(sessionEvent('checkout.session.completed', 'not-ours', { amount_total: 100, metadata: {} }))).json()).toEqual({
      received: true,
      status: null,
    });
    const unknown = '0b5d4a7e-8f8e-4a8e-9a57-5a3c1e0e9d11';
    expect((await deliver(sessionEvent('checkout.session.completed', unknown, { amount_total: 100 }))).json()).toEqual({ received: true, status: null });
    expect(await orderStatus(o.order)).toBe('pending');
  });

  it('refuses malformed bodies with 400 naming the field, before any signature work', async () => {
    const res = await deliver(JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject([{ field: 'body.data', message: expect.any(String) }]);
  });
});
