/**
 * Refunds of an order as the payment side knows them (issue 31): Stripe's refund call behind a seam (tests
 * replace it, as the Checkout Session's), Stripe's charge.refunded event confirming pending refunds, what the
 * parent sees of the refunds, and the parent's e-mail (outbox, en or nb). The studio decides and records a
 * refund (studio/refunds.ts); this file is where money and the parent meet it.
 */
import { formatMoneyText, href, orderReference, type CustomerRefund, type OrderLine } from '@shop/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { ShopContext } from '../../context';
import type { Db } from '../../db/client';
import { orderRefunds, orders, portals, users, type OrderRefundRow, type OrderRow } from '../../db/schema';
import { sendEmail } from '../../outbox/outbox';
import { configuredOrigin } from '../../portals/origin';
import { stripeClient } from './stripe';

/** The network calls of a Stripe refund: the Checkout Session's payment intent, and its refund by `amount` (idempotent per key). */
export interface StripeRefunds {
  paymentIntentOf(sessionId: string): Promise<string>;
  create(r: { paymentIntent: string; amount: number; metadata: Record<string, string> }, idempotencyKey: string): Promise<{ id: string }>;
}

export function stripeRefundsOf(client: Stripe): StripeRefunds {
  return {
    async paymentIntentOf(sessionId) {
      const session = await client.checkout.sessions.retrieve(sessionId);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new Error(`Stripe session ${sessionId} has no payment to refund`);
      return intent;
    },
    async create(r, idempotencyKey) {
      const refund = await client.refunds.create({ payment_intent: r.paymentIntent, amount: r.amount, metadata: r.metadata }, { idempotencyKey });
      return { id: refund.id };
    },
  };
}

/** Tests replace the network call per app (keyed by app.shop, like checkoutSessionOverrides). */
export const stripeRefundOverrides = new WeakMap<object, StripeRefunds>();

/** This shop's Stripe refunds: the test's, or the configured account's; null without Stripe. */
export function stripeRefundsFor(shop: ShopContext): StripeRefunds | null {
  return stripeRefundOverrides.get(shop) ?? (shop.config.stripe ? stripeRefundsOf(stripeClient(shop.config.stripe)) : null);
}

/** The refunds of an order, oldest first. */
export const refundsOf = (db: Db, order: string) => db.select().from(orderRefunds).where(eq(orderRefunds.order, order)).orderBy(asc(orderRefunds.at));

/** The parent's view: every refund not failed, its lines by name. */
export function customerRefunds(rows: OrderRefundRow[], order: OrderRow): CustomerRefund[] {
  const names = new Map((order.lines as OrderLine[]).map((l) => [l.uuid, l.description]));
  return rows
    .filter((r) => r.status !== 'failed')
    .map((r) => ({
      at: r.at.toISOString(),
      amount: r.amount,
      lines: r.lines.map((l) => names.get(l) ?? ''),
      reason: r.reason,
      kind: r.kind,
      status: r.status === 'pending' ? 'pending' : 'refunded',
    }));
}

const MAIL = {
  en: {
    subject: (ref: string, shop: string) => `Refund for your order ${ref} from ${shop}`,
    what: (k: 'refund' | 'credit-note', amount: string) =>
      k === 'credit-note' ? `We have credited ${amount} on your invoice` : `We have refunded ${amount} to the card or account you paid with`,
    text: (p: MailText) =>
      `Hello ${p.name},\n\n${p.what} for your order ${p.ref}${p.lines ? ` (${p.lines})` : ''}.\n\nReason: ${p.reason}\n\n` +
      `Your order: ${p.link}\n\nBest regards,\n${p.shop}`,
  },
  nb: {
    subject: (ref: string, shop: string) => `Refusjon for bestillingen din ${ref} fra ${shop}`,
    what: (k: 'refund' | 'credit-note', amount: string) =>
      k === 'credit-note' ? `Vi har kreditert ${amount} på fakturaen din` : `Vi har betalt tilbake ${amount} til kortet eller kontoen du betalte med`,
    text: (p: MailText) =>
      `Hei ${p.name},\n\n${p.what} for bestillingen din ${p.ref}${p.lines ? ` (${p.lines})` : ''}.\n\nÅrsak: ${p.reason}\n\n` +
      `Bestillingen din: ${p.link}\n\nVennlig hilsen\n${p.shop}`,
  },
};
interface MailText {
  name: string;
  what: string;
  ref: string;
  lines: string;
  reason: string;
  link: string;
  shop: string;
}

/** The parent's e-mail about a refund that went through, in their language, inside the caller's transaction. */
export async function mailRefund(db: Db, shop: ShopContext, order: OrderRow, refund: OrderRefundRow): Promise<void> {
  const [owner] = await db.select().from(users).where(eq(users.uuid, order.userUuid));
  const [portal] = await db.select().from(portals).where(eq(portals.key, order.portal));
  if (!owner || !portal) return;
  const lang = (owner.lang ?? portal.defaultLanguage) === 'nb' ? 'nb' : 'en';
  const mail = MAIL[lang];
  const ref = orderReference(order.uuid);
  const names = customerRefunds([refund], order)[0]!.lines.join(', ');
  await sendEmail(db, {
    portal: portal.key,
    to: owner.email,
    subject: mail.subject(ref, portal.name),
    text: mail.text({
      name: owner.name || owner.email,
      what: mail.what(refund.kind, formatMoneyText(refund.amount, order.currency, lang)),
      ref,
      lines: names,
      reason: refund.reason,
      link: `${configuredOrigin(shop.config, portal) ?? ''}${href('myaccount.orders', { orderUuid: order.uuid })}`,
      shop: portal.name,
    }),
  });
}

/**
 * Stripe's charge.refunded: the charge's payment intent names the order's pending refunds; those Stripe
 * lists as succeeded (or, when the event carries no list, as many as its amount_refunded covers, oldest
 * first) are refunded now, each with the parent's e-mail. A second delivery finds none pending.
 */
export async function confirmStripeRefunds(db: Db, shop: ShopContext, charge: Stripe.Charge): Promise<number> {
  const intent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
  if (!intent) return 0;
  return db.transaction(async (tx) => {
    const all = await tx
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.paymentRef, intent), ne(orderRefunds.status, 'failed')))
      .orderBy(asc(orderRefunds.at))
      .for('update');
    const listed = charge.refunds?.data;
    const done: OrderRefundRow[] = [];
    // by Stripe's refund ids when the event lists them and every pending refund knows its id (the event can
    // overtake the answer of the refund call); else by the amount the charge has refunded
    if (listed && all.every((r) => r.status !== 'pending' || r.providerRef)) {
      const succeeded = new Set(listed.filter((r) => r.status === 'succeeded').map((r) => r.id));
      done.push(...all.filter((r) => r.status === 'pending' && r.providerRef && succeeded.has(r.providerRef)));
    } else {
      let covered = charge.amount_refunded - all.filter((r) => r.status === 'refunded').reduce((sum, r) => sum + r.amount, 0);
      for (const r of all.filter((x) => x.status === 'pending')) {
        if (r.amount > covered) break;
        covered -= r.amount;
        done.push(r);
      }
    }
    if (!done.length) return 0;
    await tx
      .update(orderRefunds)
      .set({ status: 'refunded' })
      .where(
        inArray(
          orderRefunds.uuid,
          done.map((r) => r.uuid),
        ),
      );
    const [order] = await tx.select().from(orders).where(eq(orders.uuid, done[0]!.order));
    for (const r of done) await mailRefund(tx, shop, order!, { ...r, status: 'refunded' });
    return done.length;
  });
}

/** A refund Stripe refused: it no longer counts against the order. */
export async function failRefund(db: Db, refund: OrderRefundRow, failure: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(orderRefunds).set({ status: 'failed', failure }).where(eq(orderRefunds.uuid, refund.uuid));
    await tx
      .update(orders)
      .set({ refunded: sql`${orders.refunded} - ${refund.amount}` })
      .where(eq(orders.uuid, refund.order));
  });
}
