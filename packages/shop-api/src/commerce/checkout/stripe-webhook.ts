/**
 * Stripe's webhook (decision 0031): the event verified over the body's bytes with the Stripe-Signature
 * header, then applied once like any provider's word on a payment (applyPaymentEvent).
 */
import { Uuid, type api } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import * as v from 'valibot';
import { paymentTransactions } from '../../db/schema';
import { ApiError, notFound, validationError } from '../../http/errors';
import { field, type BodyOf, type CheckoutServer } from './context';
import { applyPaymentEvent } from './payments';
import { confirmStripeRefunds } from './refunds';
import { outcomeOf } from './stripe';

export async function receiveStripeEvent(s: CheckoutServer, request: FastifyRequest, body: BodyOf<typeof api.stripeWebhook>) {
  const settings = s.shop.config.stripe;
  if (!s.stripe || !settings) throw notFound('Stripe is not configured');
  let event: Stripe.Event;
  try {
    const header = request.headers['stripe-signature'];
    event = s.stripe.webhooks.constructEvent(request.rawBody ?? '', Array.isArray(header) ? (header[0] ?? '') : (header ?? ''), settings.webhookSecret);
  } catch {
    throw new ApiError(400, 'bad_signature', 'The signature does not match');
  }
  // a refund the studio asked for: Stripe confirms it (issue 31)
  if (event.type === 'charge.refunded') {
    const confirmed = await confirmStripeRefunds(s.shop.db, s.shop, event.data.object);
    request.log.info({ event: body.id, confirmed }, 'Stripe refund confirmed');
    return { received: true as const, status: null };
  }
  const outcome = outcomeOf(event);
  // another event type, or a session this shop did not make (another integration on the account): received, nothing to do
  if (!outcome || !v.is(Uuid, outcome.transactionUuid)) return { received: true as const, status: null };
  request.log.info({ event: body.id, type: body.type, transaction: outcome.transactionUuid }, 'Stripe event');
  const [t] = await s.shop.db
    .select({ currency: paymentTransactions.currency })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.uuid, outcome.transactionUuid));
  if (outcome.status === 'paid' && t && t.currency !== outcome.currency)
    throw validationError([field('body.data.object.currency', 'The currency does not match the order')]);
  const result = await applyPaymentEvent(s, 'stripe', outcome, 'body.data.object.amount_total');
  return { received: true as const, status: result?.status ?? null };
}
