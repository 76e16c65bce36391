/** Stripe's configuration: both keys or neither; one alone stops the server at start instead of failing at the first payment. */
import { describe, expect, it } from 'vitest';
import { stripeFromEnv } from '../../config';

describe('STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET', () => {
  it('is off without either, on with both (trimmed)', () => {
    expect(stripeFromEnv({})).toBeUndefined();
    expect(stripeFromEnv({ STRIPE_SECRET_KEY: ' ', STRIPE_WEBHOOK_SECRET: '' })).toBeUndefined();
    expect(stripeFromEnv({ STRIPE_SECRET_KEY: 'sk_test_1 ', STRIPE_WEBHOOK_SECRET: 'whsec_2' })).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_2' });
  });

  it('refuses one without the other', () => {
    expect(() => stripeFromEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(() => stripeFromEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_2' })).toThrow(/both/);
  });
});
