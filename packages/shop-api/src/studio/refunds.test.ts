/**
 * Refunds from the studio (issue 31), against the real server and database with Stripe configured: who may
 * refund, a line refunded once and the rest after it (the order then 'refunded'), the test provider at once,
 * an invoice order's credit note, Stripe through the SDK's seam with an idempotency key per refund and its
 * charge.refunded event (signed with stripe.webhooks.generateTestHeaderString) confirming it once, and the
 * parent's e-mail and order.
 */
import { orderReference } from '@shop/contracts';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser } from '../access/testing';
import { stripeRefundOverrides, type StripeRefunds } from '../commerce';
import { createTestApp, type TestApp } from '../testing/harness';
import { makeStudioOrder, matrixBrowsers, type OrderOptions, staffBrowser } from './testing';

const settings = { secretKey: 'sk_test_shop', webhookSecret: 'whsec_shop_test_secret' };
const stripe = new Stripe(settings.secretKey);

let t: TestApp;
const asked: { paymentIntent: string; amount: number; key: string }[] = [];
let refuseNext = false;
const fakeRefunds: StripeRefunds = {
  async paymentIntentOf(sessionId) {
    return `pi_for_${sessionId}`;
  },
  async create(r, key) {
    if (refuseNext) {
      refuseNext = false;
      throw new Error('Charge has already been refunded');
    }
    asked.push({ paymentIntent: r.paymentIntent, amount: r.amount, key });
    return { id: `re_${asked.length}` };
  },
};

beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true, overrides: { stripe: settings } });
  stripeRefundOverrides.set(t.app.shop, fakeRefunds);
});
afterAll(() => t?.close());

const makeOrder = (o: OrderOptions = {}) => makeStudioOrder(t, o);
const lineOf = async (uuid: string) => (await t.sql<{ line: string }>(`SELECT lines->0->>'uuid' AS line FROM orders WHERE uuid = $1`, [uuid]))[0]!.line;
const mails = (uuid: string) =>
  t.sql<{ subject: string; text: string }>(`SELECT subject, text FROM outbox_emails WHERE text LIKE $1 AND subject LIKE 'Refu%' ORDER BY created_at`, [
    `%${orderReference(uuid)}%`,
  ]);

describe('who may refund', () => {
  it('answers visitor 401, customer 403, the club operator 404, the Fjord operator and support 201', async () => {
    const orders = await Promise.all([1, 2].map(() => makeOrder()));
    const [visitor, customer, club, operator, support] = await matrixBrowsers(t);
    const answers = [];
    for (const [b, order] of [
      [visitor, orders[0]],
      [customer, orders[0]],
      [club, orders[0]],
      [operator, orders[0]],
      [support, orders[1]],
    ] as const)
      answers.push((await b.post(`/api/studio/orders/${order}/refunds`, { reason: 'Damaged in the post' })).statusCode);
    expect(answers).toEqual([401, 403, 404, 201, 201]);
    expect((await operator.post(`/api/studio/orders/${orders[0]}/refunds`, { reason: '' })).statusCode).toBe(400);
  }, 60_000);
});

describe('refunds', () => {
  it('refunds a line once, then the rest: the order becomes refunded, the parent is told and sees it', async () => {
    const uuid = await makeOrder();
    const line = await lineOf(uuid);
    const support = await staffBrowser(t, 'support');
    const url = `/api/studio/orders/${uuid}/refunds`;
    const first = await support.post(url, { lines: [line], reason: 'Printed too dark' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'confirmed',
      refunded: 20000,
      refunds: [
        { amount: 20000, lines: [{ uuid: line, name: 'Card 10x15' }], reason: 'Printed too dark', kind: 'refund', provider: 'test', status: 'refunded' },
      ],
    });
    const again = await support.post(url, { lines: [line], reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Already refunded: Card 10x15');
    const rest = await support.post(url, { reason: 'Order lost' });
    expect(rest.json()).toMatchObject({ status: 'refunded', refunded: 29900 });
    expect(rest.json().history.at(-1)).toMatchObject({ from: 'confirmed', to: 'refunded', staff: { email: 'admin@example.com' } });
    expect((await support.post(url, { reason: 'Once more' })).statusCode).toBe(409);
    // no shipping a refunded order
    expect((await support.post(`/api/studio/orders/${uuid}/status`, { status: 'in_production' })).json().message).toBe(
      'The order is refunded: it cannot be in production',
    );
    const audit = await t.sql(`SELECT 1 FROM audit_log WHERE kind = 'order.refund' AND after->>'order' = $1`, [uuid]);
    expect(audit).toHaveLength(2);

    const sent = await mails(uuid);
    expect(sent.map((m) => m.subject)).toEqual([
      `Refund for your order ${orderReference(uuid)} from Fjord Portraits`,
      `Refund for your order ${orderReference(uuid)} from Fjord Portraits`,
    ]);
    expect(sent[0]!.text).toMatch(/We have refunded NOK\s200\.00 to the card or account you paid with/);
    expect(sent[0]!.text).toContain('(Card 10x15)');
    expect(sent[0]!.text).toContain('Reason: Printed too dark');

    const parent = await browser(t);
    expect((await parent.signIn('parent@example.com', 'parent-demo-1')).statusCode).toBe(200);
    const order = (await parent.get(`/api/webshop/user/orders/${uuid}`)).json();
    expect(order.refunds).toMatchObject([
      { amount: 20000, lines: ['Card 10x15'], reason: 'Printed too dark', kind: 'refund', status: 'refunded' },
      { amount: 9900, lines: [], reason: 'Order lost', status: 'refunded' },
    ]);
    const list = (await parent.get('/ajax/user/get_order_list.php')).json() as { uuid: string; refunded?: true }[];
    expect(list.find((o) => o.uuid === uuid)?.refunded).toBe(true);
    const details = (await parent.get(`/sections/my-account/ajax/get_order_details.php?uuid=${uuid}`)).json();
    expect(details.refunds).toHaveLength(2);
    // the studio's filter finds it under 'refunded', not 'confirmed'
    const refunded = (await support.get('/api/studio/portals/fjord/orders?status=refunded')).json().orders.map((o: { uuid: string }) => o.uuid);
    expect(refunded).toContain(uuid);
  });

  it("gives an invoice order a credit note, in the parent's language", async () => {
    await t.sql(`UPDATE users SET lang = 'nb' WHERE email = 'parent@example.com' AND portal = 'fjord'`);
    try {
      const uuid = await makeOrder({ provider: 'invoice' });
      const operator = await staffBrowser(t, 'operator');
      const res = await operator.post(`/api/studio/orders/${uuid}/refunds`, { reason: 'Feil størrelse' });
      expect(res.json().refunds).toMatchObject([{ kind: 'credit-note', provider: 'invoice', status: 'refunded', amount: 29900 }]);
      const [mail] = await mails(uuid);
      expect(mail!.subject).toBe(`Refusjon for bestillingen din ${orderReference(uuid)} fra Fjord Portraits`);
      expect(mail!.text).toMatch(/Vi har kreditert 299,00\skr på fakturaen din/);
    } finally {
      await t.sql(`UPDATE users SET lang = NULL WHERE email = 'parent@example.com' AND portal = 'fjord'`);
    }
  });

  it('refunds through Stripe with a key per refund; charge.refunded confirms it once, then the parent is told', async () => {
    const uuid = await makeOrder({ provider: 'stripe' });
    await t.sql(`UPDATE payment_transactions SET provider_ref = 'cs_test_bench' WHERE "order" = $1`, [uuid]);
    const operator = await staffBrowser(t, 'operator');
    const res = await operator.post(`/api/studio/orders/${uuid}/refunds`, { lines: [await lineOf(uuid)], reason: 'Wrong picture' });
    expect(res.statusCode, res.body).toBe(201);
    const refund = res.json().refunds[0];
    expect(refund).toMatchObject({ provider: 'stripe', status: 'pending', amount: 20000 });
    expect(asked.at(-1)).toEqual({ paymentIntent: 'pi_for_cs_test_bench', amount: 20000, key: `refund-${refund.uuid}` });
    expect(await mails(uuid)).toHaveLength(0);

    const payload = JSON.stringify({
      id: `evt_refund_${uuid.slice(0, 8)}`,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      type: 'charge.refunded',
      data: {
        object: {
          id: 'ch_test_1',
          object: 'charge',
          payment_intent: 'pi_for_cs_test_bench',
          amount: 29900,
          amount_refunded: 20000,
          refunds: { object: 'list', data: [{ id: `re_${asked.length}`, object: 'refund', status: 'succeeded', amount: 20000 }] },
        },
      },
    });
    const deliver = async (signature = stripe.webhooks.generateTestHeaderString({ payload, secret: settings.webhookSecret })) =>
      (await browser(t)).request({
        method: 'POST',
        url: '/api/webshop/payment/callback/stripe',
        payload,
        headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
        csrf: false,
      });
    // a forged event changes nothing
    expect((await deliver('t=1,v1=forged')).statusCode).toBe(400);
    expect((await operator.get(`/api/studio/orders/${uuid}`)).json().refunds[0].status).toBe('pending');
    expect((await deliver()).statusCode).toBe(200);
    expect((await deliver()).statusCode).toBe(200);
    expect((await operator.get(`/api/studio/orders/${uuid}`)).json().refunds[0].status).toBe('refunded');
    expect(await mails(uuid)).toHaveLength(1);
  });

  it('a refund Stripe refuses is failed, no longer counts, and answers 409 with the reason', async () => {
    const uuid = await makeOrder({ provider: 'stripe' });
    await t.sql(`UPDATE payment_transactions SET provider_ref = 'cs_test_refused' WHERE "order" = $1`, [uuid]);
    const operator = await staffBrowser(t, 'operator');
    refuseNext = true;
    const res = await operator.post(`/api/studio/orders/${uuid}/refunds`, { reason: 'Too late' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Charge has already been refunded');
    const detail = (await operator.get(`/api/studio/orders/${uuid}`)).json();
    expect(detail).toMatchObject({ refunded: 0, status: 'confirmed', refunds: [{ status: 'failed', failure: 'Charge has already been refunded' }] });
  });
});
