/**
 * Refunds from the studio (issue 31): the whole order (what is left of it) or some of its lines, with a
 * reason. One transaction locks the order, checks that a line is refunded once and that the refunds stay
 * within the total, records the refund (history when it makes the order refunded in full, audit) and raises
 * orders.refunded. Then the money:
 * - the test provider refunds itself, and an invoice order gets a credit note line: both done at once, with
 *   the parent's e-mail in the same transaction;
 * - Stripe: after the commit (a network call does not belong inside it) the refund is created through the
 *   Stripe SDK with the refund's uuid as idempotency key, and stays 'pending' until Stripe's charge.refunded
 *   event confirms it (commerce/checkout/refunds.ts, which mails the parent then). A refusal marks it
 *   failed (it no longer counts) and answers 409 with Stripe's reason.
 */
import { orderReference, type OrderLine, studioApi } from '@shop/contracts';
import { eq, ne, and } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { failRefund, mailRefund, stripeRefundsFor } from '../commerce';
import { orderHistory, orderRefunds, orders, paymentTransactions, type OrderRefundRow } from '../db/schema';
import { ApiError, validationError } from '../http/errors';
import { route } from '../http/route';
import { writeAudit } from './audit';
import { orderDetail, statusOf, visibleOrder } from './orders';

export function registerRefunds(app: FastifyInstance): void {
  const { db } = app.shop;
  route(app, studioApi.refundOrder, async ({ params, body }, request, reply) => {
    const staff = request.staff!.member.uuid;
    const { refund, order, sessionId } = await db.transaction(async (tx) => {
      const order = await visibleOrder(tx, request, params.orderUuid, true);
      const lines = order.lines as OrderLine[];
      const earlier = await tx
        .select()
        .from(orderRefunds)
        .where(and(eq(orderRefunds.order, order.uuid), ne(orderRefunds.status, 'failed')));
      const done = new Set(earlier.flatMap((r) => r.lines));
      const left = order.totalPrice - order.refunded;
      let amount: number;
      let chosen: string[] = [];
      if (body.lines) {
        chosen = [...new Set(body.lines)];
        const unknown = chosen.filter((uuid) => !lines.some((l) => l.uuid === uuid));
        if (unknown.length) throw validationError([{ field: 'body.lines', message: 'Not a line of this order' }]);
        const again = chosen.filter((uuid) => done.has(uuid));
        if (again.length)
          throw new ApiError(409, 'already_refunded', `Already refunded: ${again.map((uuid) => lines.find((l) => l.uuid === uuid)!.description).join(', ')}`);
        amount = Math.min(
          left,
          chosen.reduce((sum, uuid) => sum + lines.find((l) => l.uuid === uuid)!.actualLinePrice, 0),
        );
      } else amount = left;
      if (amount <= 0) throw new ApiError(409, 'already_refunded', 'Nothing is left to refund: the order is refunded in full');

      const [payment] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.order, order.uuid));
      const provider = payment?.provider ?? 'invoice';
      if (payment && provider !== 'invoice' && payment.status !== 'paid')
        throw new ApiError(409, 'not_paid', `The payment is ${payment.status}: there is nothing to refund`);
      const immediate = provider !== 'stripe';
      const [refund] = await tx
        .insert(orderRefunds)
        .values({
          order: order.uuid,
          staffUuid: staff,
          amount,
          lines: chosen,
          reason: body.reason,
          kind: provider === 'invoice' ? 'credit-note' : 'refund',
          provider,
          status: immediate ? 'refunded' : 'pending',
        })
        .returning();
      const [updated] = await tx
        .update(orders)
        .set({ refunded: order.refunded + amount })
        .where(eq(orders.uuid, order.uuid))
        .returning();
      const from = statusOf(order);
      const to = statusOf(updated!);
      if (from !== to) await tx.insert(orderHistory).values({ order: order.uuid, staffUuid: staff, from, to, detail: null });
      await writeAudit(tx, {
        staff,
        portal: order.portal,
        kind: 'order.refund',
        before: { order: order.uuid, refunded: order.refunded },
        after: { order: order.uuid, refunded: updated!.refunded, refund: refund!.uuid, amount, lines: chosen, reason: body.reason, provider },
      });
      if (immediate) await mailRefund(tx, app.shop, updated!, refund!);
      return { refund: refund!, order: updated!, sessionId: payment?.providerRef ?? null };
    });

    if (refund.provider === 'stripe') await refundThroughStripe(app, refund, sessionId);
    reply.status(201);
    return orderDetail(app, await visibleOrder(db, request, order.uuid));
  });
}

async function refundThroughStripe(app: FastifyInstance, refund: OrderRefundRow, sessionId: string | null): Promise<void> {
  const { db } = app.shop;
  const stripe = stripeRefundsFor(app.shop);
  const refuse = async (why: string) => {
    await failRefund(db, refund, why);
    throw new ApiError(409, 'refund_failed', `Stripe did not refund ${orderReference(refund.order)}: ${why}`);
  };
  if (!stripe || !sessionId) return refuse('Stripe is not configured, or the payment has no Stripe session');
  try {
    // the payment intent first: Stripe's event names it, and may arrive before the refund call answers
    const paymentIntent = await stripe.paymentIntentOf(sessionId);
    await db.update(orderRefunds).set({ paymentRef: paymentIntent }).where(eq(orderRefunds.uuid, refund.uuid));
    const made = await stripe.create(
      { paymentIntent, amount: refund.amount, metadata: { refund: refund.uuid, order: refund.order } },
      // one refund, one key: a retry after a lost answer does not refund twice
      `refund-${refund.uuid}`,
    );
    await db.update(orderRefunds).set({ providerRef: made.id }).where(eq(orderRefunds.uuid, refund.uuid));
  } catch (error) {
    app.log.warn({ err: error, refund: refund.uuid }, 'Stripe refund refused');
    await refuse(error instanceof Error ? error.message : String(error));
  }
}
