/**
 * The Stripe adapter: the hosted payment page is a Stripe Checkout Session, the result comes back by
 * Stripe's webhook, whose signature the official package checks (stripe.webhooks.constructEvent).
 * The one network call (creating the session) sits behind `CheckoutSessions`, so everything else, the
 * session's parameters, the webhook's verification and what each event means, runs in the tests
 * without reaching Stripe.
 */
import { href } from '@shop/contracts';
import Stripe from 'stripe';
import type { StripeSettings } from '../../config';
import type { PaymentProviderAdapter } from './adapter';

/** Stripe does not let a Checkout Session expire sooner than 30 minutes. */
export const SESSION_LIFETIME_SECONDS = 30 * 60;

export const stripeProvider: PaymentProviderAdapter = {
  name: 'stripe',
  // the session is made after the order's transaction commits (a network call does not belong inside it)
  start: () => ({ status: 'pending', redirectUrl: null }),
};

export interface SessionRequest {
  transactionUuid: string;
  orderUuid: string;
  amount: number;
  currency: string;
  /** What the parent sees on Stripe's page: "Fjord Portraits #1a2b3c4d". */
  description: string;
  email: string;
  lang: string;
  /** The portal's configured origin (never the request's Host). */
  origin: string;
  now?: Date;
}

export type SessionParams = Stripe.Checkout.SessionCreateParams;

/** The Checkout Session of one payment: one line of the order's total, the transaction as reference both ways. */
export function sessionParams(r: SessionRequest): SessionParams {
  const now = Math.floor((r.now ?? new Date()).getTime() / 1000);
  const metadata = { transaction: r.transactionUuid, order: r.orderUuid };
  return {
    mode: 'payment',
    client_reference_id: r.transactionUuid,
    metadata,
    payment_intent_data: { metadata },
    customer_email: r.email,
    locale: r.lang === 'nb' ? 'nb' : 'en',
    line_items: [
      {
        quantity: 1,
        // the shop's amounts are in minor units (øre, öre, cents), as Stripe's are for these currencies
        price_data: { currency: r.currency.toLowerCase(), unit_amount: r.amount, product_data: { name: r.description } },
      },
    ],
    // back on the handover page, which waits for the webhook's word and then shows the receipt
    success_url: `${r.origin}${href('payment', { transactionUuid: r.transactionUuid })}?returned=1`,
    cancel_url: `${r.origin}${href('checkout')}`,
    // an abandoned session ends soon: its 'expired' event cancels the order, the cart is kept
    expires_at: now + SESSION_LIFETIME_SECONDS,
  };
}

/** The seam around the network: creates a Checkout Session (idempotent per key) and answers its id and URL. */
export interface CheckoutSessions {
  create(params: SessionParams, idempotencyKey: string): Promise<{ id: string; url: string }>;
}

export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
}

export function checkoutSessionsOf(client: Stripe): CheckoutSessions {
  return {
    async create(params, idempotencyKey) {
      const session = await client.checkout.sessions.create(params, { idempotencyKey });
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },
  };
}

/** Tests replace the network call per app (keyed by app.shop, like the print queues). */
export const checkoutSessionOverrides = new WeakMap<object, CheckoutSessions>();

/** What a verified event means for a payment: paid, declined (failed or expired: the order is cancelled), or nothing. */
export interface StripeOutcome {
  eventId: string;
  transactionUuid: string;
  sessionId: string;
  status: 'paid' | 'declined';
  amount: number;
  currency: string;
}

export function outcomeOf(event: Stripe.Event): StripeOutcome | null {
  let status: StripeOutcome['status'];
  switch (event.type) {
    case 'checkout.session.completed':
      // a delayed method (bank debit) completes unpaid and reports later by async_payment_*
      if (event.data.object.payment_status !== 'paid') return null;
      status = 'paid';
      break;
    case 'checkout.session.async_payment_succeeded':
      status = 'paid';
      break;
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      status = 'declined';
      break;
    default:
      return null;
  }
  const session = event.data.object;
  const transactionUuid = session.client_reference_id ?? session.metadata?.transaction;
  if (!transactionUuid) return null;
  return {
    eventId: event.id,
    transactionUuid,
    sessionId: session.id,
    status,
    amount: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
  };
}
