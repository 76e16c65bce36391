/**
 * Issue 34 item 4: a production server takes no payment with the built-in test provider unless the
 * operator sets TEST_PAYMENTS=on; it neither offers the test option nor accepts it, its payment page
 * and signed callback are closed, and the server says at start which providers are live.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser } from '../../access/testing';
import { liveProviders, testPaymentsFromEnv } from '../../config';
import { loggerOptions } from '../../logging';
import { createTestApp, type TestApp } from '../../testing/harness';
import { add, customer, productUuid, templateLine } from '../testing';
import { signTestEvent, TEST_SIGNATURE_HEADER, testProviderSecret } from './providers';
import { contact, methodOf, paymentOptions, startCheckout, transactionUrl } from './testing';

describe('which payment providers are live', () => {
  it('outside production: invoice and test; in production: invoice only unless TEST_PAYMENTS=on; Stripe when configured', () => {
    const stripe = { secretKey: 'sk', webhookSecret: 'wh' };
    expect(liveProviders({ production: false })).toEqual(['invoice', 'test']);
    expect(liveProviders({ production: true })).toEqual(['invoice']);
    expect(liveProviders({ production: true, testPayments: testPaymentsFromEnv({ TEST_PAYMENTS: 'on' }) })).toEqual(['invoice', 'test']);
    expect(liveProviders({ production: false, testPayments: testPaymentsFromEnv({ TEST_PAYMENTS: 'off' }) })).toEqual(['invoice']);
    expect(liveProviders({ production: true, stripe })).toEqual(['invoice', 'stripe']);
  });

  it('TEST_PAYMENTS takes on or off; any other value stops the server at start', () => {
    expect(testPaymentsFromEnv({})).toBeUndefined();
    expect(testPaymentsFromEnv({ TEST_PAYMENTS: ' ON ' })).toBe(true);
    expect(() => testPaymentsFromEnv({ TEST_PAYMENTS: 'yes' })).toThrow(/TEST_PAYMENTS must be 'on' or 'off'/);
  });
});

describe('a production server without TEST_PAYMENTS', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      sharedSeed: true,
      overrides: { production: true, logger: loggerOptions('info', { write: (line) => void lines.push(line) }) },
    });
  });
  afterAll(() => t?.close());

  it('says at start which providers are live', () => {
    const line = lines.map((l) => JSON.parse(l) as { msg: string; paymentProviders?: string[] }).find((l) => l.paymentProviders);
    expect(line).toMatchObject({ msg: 'payment providers live: invoice', paymentProviders: ['invoice'] });
  });

  it('offers no test payment option and refuses one named by its uuid', async () => {
    const c = await customer(t, ['Emma Hansen']);
    expect((await add(c.b, [templateLine(2, await productUuid(t, 'card-10x15'), 2)])).statusCode).toBe(200);
    const s = await startCheckout(c.b);
    const pickup = methodOf(s, 'store-pickup').pickupLocations[0]!;
    const offered = (await paymentOptions(c.b, s.checkoutUuid, pickup.uuid)).paymentOptions;
    expect(offered.map((o) => o.provider)).not.toContain('test');
    expect(offered.map((o) => o.provider)).toContain('invoice');

    const [config] = await t.sql<{ config: { paymentOptions: { uuid: string; provider: string }[] } }>(
      `SELECT config FROM checkout_settings WHERE portal = 'fjord'`,
    );
    const testOption = config!.config.paymentOptions.find((p) => p.provider === 'test')!;
    const res = await c.b.post(transactionUrl(s.checkoutUuid), {
      deliveryOptionUuid: pickup.uuid,
      paymentOptionUuid: testOption.uuid,
      deliveryOptionData: contact,
      client: 'mobile',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'body.paymentOptionUuid' })]);
    expect(await t.sql('SELECT 1 FROM orders WHERE user_uuid = $1', [c.uuid])).toHaveLength(0);
  });

  it('closes the test provider’s signed callback', async () => {
    const event = { eventId: 'evt-prod-1', transactionUuid: '00000000-0000-4000-8000-000000000001', status: 'paid' as const, amount: 100 };
    const visitor = await browser(t);
    const res = await visitor.request({
      method: 'POST',
      url: '/api/webshop/payment/callback/test',
      payload: event,
      headers: { [TEST_SIGNATURE_HEADER]: signTestEvent(await testProviderSecret(t.app.shop.db), event), 'content-type': 'application/json' },
      csrf: false,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The test payment provider is off');
  });
});
