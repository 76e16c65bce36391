/**
 * A payment's transaction as its customer sees it, the Stripe Checkout Session of a pending one, and a
 * provider's word on a payment applied once (applyPaymentEvent: from the test provider's callback or
 * Stripe's webhook).
 */
import { href, orderReference, type PaymentTransaction } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { orders, paymentEvents, paymentTransactions, portals, type OrderRow, type PaymentTransactionRow, type UserRow } from '../../db/schema';
import { ApiError, validationError } from '../../http/errors';
import { QUEUES } from '../../jobs';
import { requestLanguage } from '../../platform';
import { configuredOrigin } from '../../portals/origin';
import { requireUser } from '../../sessions/signed-in';
import { field, type CheckoutServer } from './context';
import { cancelOrder, confirmOrder } from './orders';
import { checkoutSessionOverrides, checkoutSessionsOf, sessionParams } from './stripe';
import { checkoutTexts } from './texts';

export function transactionView(row: PaymentTransactionRow): PaymentTransaction {
  return {
    uuid: row.uuid,
    status: row.status,
    provider: row.provider as PaymentTransaction['provider'],
    amount: row.amount,
    currency: row.currency,
    order: { uuid: row.order },
    // paid: on to the receipt; a pending Stripe payment: Stripe's hosted page (once its session exists)
    redirectUrl: row.status === 'paid' ? href('receipt', { orderUuid: row.order }) : row.status === 'pending' ? row.providerUrl : null,
  };
}

/** The payment and its order when the order is the user's (same portal), else null. */
export async function ownTransaction(db: Db, user: UserRow, uuid: string) {
  const [row] = await db
    .select({ transaction: paymentTransactions, order: orders })
    .from(paymentTransactions)
    .innerJoin(orders, eq(orders.uuid, paymentTransactions.order))
    .where(and(eq(paymentTransactions.uuid, uuid), eq(orders.userUuid, user.uuid), eq(orders.portal, user.portal)));
  return row ?? null;
}

/** The payment handover page's read: the customer's transaction; a pending Stripe payment gets its Checkout Session first. */
export async function customerTransaction(s: CheckoutServer, request: FastifyRequest, transactionUuid: string): Promise<PaymentTransaction> {
  const user = requireUser(request);
  const row = await ownTransaction(s.shop.db, user, transactionUuid);
  if (!row) throw new ApiError(404, 'transaction_not_found', checkoutTexts(requestLanguage(request)).transactionNotFound);
  const t = row.transaction;
  if (t.provider === 'stripe' && t.status === 'pending' && !t.providerUrl) return transactionView(await openStripeSession(s, request, user, row.order, t));
  return transactionView(t);
}

/**
 * Makes the Stripe Checkout Session of a pending payment, outside any database transaction (a network
 * call). The idempotency key is the payment's uuid, so two handover pages at once get the same session;
 * the first answer stored wins.
 */
async function openStripeSession(s: CheckoutServer, request: FastifyRequest, user: UserRow, order: OrderRow, t: PaymentTransactionRow) {
  const { db } = s.shop;
  const lang = requestLanguage(request);
  const unavailable = new ApiError(503, 'payment_provider_unavailable', checkoutTexts(lang).providerUnavailable);
  const sessions = checkoutSessionOverrides.get(s.shop) ?? (s.stripe ? checkoutSessionsOf(s.stripe) : null);
  const origin = configuredOrigin(s.shop.config, request.portal);
  if (!sessions || !origin) throw unavailable;
  const params = sessionParams({
    transactionUuid: t.uuid,
    orderUuid: order.uuid,
    amount: t.amount,
    currency: t.currency,
    description: `${request.portal.name} ${orderReference(order.uuid)}`,
    email: user.email,
    lang,
    origin,
  });
  let session: { id: string; url: string };
  try {
    session = await sessions.create(params, `checkout-session-${t.uuid}`);
  } catch (err) {
    request.log.error({ err, transaction: t.uuid }, 'Stripe Checkout Session not created');
    throw unavailable;
  }
  await db
    .update(paymentTransactions)
    .set({ providerRef: session.id, providerUrl: session.url, updatedAt: new Date() })
    .where(and(eq(paymentTransactions.uuid, t.uuid), isNull(paymentTransactions.providerUrl)));
  const [stored] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.uuid, t.uuid));
  return stored!;
}

/** The links of an order's e-mail point at the order's own portal (one webhook endpoint may serve several portals). */
async function orderOrigin(s: CheckoutServer, tx: Db, orderUuid: string): Promise<string | null> {
  const [row] = await tx.select({ portal: portals }).from(orders).innerJoin(portals, eq(portals.key, orders.portal)).where(eq(orders.uuid, orderUuid));
  return row ? configuredOrigin(s.shop.config, row.portal) : null;
}

/**
 * A provider's word on a payment, applied once: each event id is recorded, a finished payment stays as
 * it is, the amount paid must be the order's; paid confirms the order (cart lines leave the cart, purchases,
 * e-mail), declined cancels it and keeps the cart. Null: no payment of this provider by that id.
 */
export async function applyPaymentEvent(
  s: CheckoutServer,
  provider: 'test' | 'stripe',
  e: { eventId: string; transactionUuid: string; status: 'paid' | 'declined'; amount: number },
  amountField: string,
) {
  const result = await s.shop.db.transaction(async (tx) => {
    const [t] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.uuid, e.transactionUuid)).for('update');
    if (t?.provider !== provider) return null;
    // the same event twice counts once; so does a second event for a finished payment
    const fresh = await tx.insert(paymentEvents).values({ provider, eventId: e.eventId, transaction: t.uuid }).onConflictDoNothing().returning();
    if (!fresh.length || t.status === 'paid' || t.status === 'declined') return { status: t.status, confirmed: null };
    // what was paid must be the order's total (a refusal carries nothing to compare)
    if (e.status === 'paid' && e.amount !== t.amount) throw validationError([field(amountField, 'The amount does not match the order')]);
    await tx.update(paymentTransactions).set({ status: e.status, updatedAt: new Date() }).where(eq(paymentTransactions.uuid, t.uuid));
    let confirmed: string | null = null;
    if (e.status === 'paid') confirmed = (await confirmOrder(tx, t.order, await orderOrigin(s, tx, t.order))) ? t.order : null;
    else await cancelOrder(tx, t.order);
    return { status: e.status, confirmed };
  });
  if (result?.confirmed) s.shop.jobs.wake(QUEUES.printOrder);
  return result;
}
