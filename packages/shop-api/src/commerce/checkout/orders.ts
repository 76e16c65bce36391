/**
 * Orders: created once per checkout in the caller's transaction from the server's own prices (the
 * cart as priced now, plus the delivery), and confirmed when the payment provider says so: then the
 * cart lines it was made from leave the cart, its digital products become the customer's, and the
 * confirmation e-mail is queued in the same transaction.
 */
import { formatMoneyText, href, orderReference, type Cart, type Order, type OrderLine } from '@shop/contracts';
import { and, desc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cartLines,
  carts,
  checkouts,
  orders,
  paymentTransactions,
  portals,
  purchasedItems,
  users,
  type CheckoutRow,
  type OrderRow,
  type Portal,
  type UserRow,
} from '../../db/schema';
import { sendEmail } from '../../outbox/outbox';
import type { ChosenDelivery } from './delivery';
import { hasDigitalProducts } from './delivery';
import type { StoredPayment } from './config';
import { local } from './delivery';
import type { PaymentProviderAdapter } from './adapter';
import { checkoutTexts } from './texts';
import { enqueue, QUEUES } from '../../jobs';

/** A checkout is reused for a day while it has made no order (two tabs share one, so they make one order). */
const CHECKOUT_REUSE_MS = 24 * 60 * 60 * 1000;

export async function openCheckout(tx: Db, user: UserRow, now = new Date()): Promise<CheckoutRow> {
  const [open] = await tx
    .select({ checkout: checkouts })
    .from(checkouts)
    .leftJoin(orders, eq(orders.checkout, checkouts.uuid))
    .where(
      and(
        eq(checkouts.userUuid, user.uuid),
        eq(checkouts.portal, user.portal),
        isNull(orders.uuid),
        gt(checkouts.createdAt, new Date(now.getTime() - CHECKOUT_REUSE_MS)),
      ),
    )
    .orderBy(desc(checkouts.createdAt))
    .limit(1);
  if (open) return open.checkout;
  const [created] = await tx.insert(checkouts).values({ userUuid: user.uuid, portal: user.portal }).returning();
  return created!;
}

/** The customer's own checkout, locked for the order creation; null for another customer's or an unknown one. */
export async function lockOwnCheckout(tx: Db, user: UserRow, uuid: string): Promise<CheckoutRow | null> {
  const [row] = await tx
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.uuid, uuid), eq(checkouts.userUuid, user.uuid), eq(checkouts.portal, user.portal)))
    .for('update');
  return row ?? null;
}

export async function ownCheckout(db: Db, user: UserRow, uuid: string): Promise<CheckoutRow | null> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.uuid, uuid), eq(checkouts.userUuid, user.uuid), eq(checkouts.portal, user.portal)));
  return row ?? null;
}

export async function orderOfCheckout(tx: Db, checkoutUuid: string) {
  const [row] = await tx
    .select({ order: orders, transaction: paymentTransactions })
    .from(orders)
    .innerJoin(paymentTransactions, eq(paymentTransactions.order, orders.uuid))
    .where(eq(orders.checkout, checkoutUuid));
  return row ?? null;
}

export interface NewOrder {
  user: UserRow;
  checkout: CheckoutRow;
  cart: Cart;
  /** The cart priced with the delivery (type 3 line and VAT on the new total). */
  charged: Cart;
  delivery: ChosenDelivery;
  deliveryData: { address: Record<string, string> | null; contact: { name: string; emailAddress: string } | null };
  payment: StoredPayment;
  paymentTitle: string;
  provider: PaymentProviderAdapter;
  comment: string;
  client: 'desktop' | 'mobile';
  catalogueMaxDeliveryTime: number | null;
}

export async function createOrder(tx: Db, o: NewOrder) {
  const [order] = await tx
    .insert(orders)
    .values({
      portal: o.user.portal,
      userUuid: o.user.uuid,
      checkout: o.checkout.uuid,
      currency: o.charged.currency,
      totalPrice: o.charged.summary.totalPrice,
      vatAmount: o.charged.summary.vat.amount,
      lines: o.cart.orderLines,
      summaryLines: o.charged.summary.lines,
      cartLines: o.cart.orderLines.map((l) => l.uuid),
      delivery: { ...o.delivery, ...o.deliveryData, catalogueMaxDeliveryTime: o.catalogueMaxDeliveryTime },
      payment: { uuid: o.payment.uuid, provider: o.payment.provider, title: o.paymentTitle, isInvoice: o.payment.provider === 'invoice' },
      rebateCode: o.cart.rebateCode,
      comment: o.comment,
      client: o.client,
    })
    .returning();
  const [transaction] = await tx
    .insert(paymentTransactions)
    .values({ order: order!.uuid, provider: o.provider.name, amount: order!.totalPrice, currency: order!.currency })
    .returning();
  const started = o.provider.start(transaction!);
  if (started.status !== 'pending') {
    await tx.update(paymentTransactions).set({ status: started.status, updatedAt: new Date() }).where(eq(paymentTransactions.uuid, transaction!.uuid));
  }
  return { order: order!, transaction: transaction!, started };
}

/** The e-mail's amounts: the shop's one money formatter (the contracts'), as every page writes them. */
const money = formatMoneyText;

/** The purchases an order's digital lines make: files per picture, sets per type and picture set (a package's set too). */
function purchasesOf(userUuid: string, lines: OrderLine[]) {
  const out: { userUuid: string; subjectUuid: string; pictureUuid: string | null; digitalSetType: 'IP' | 'SFP' | 'GP' | null }[] = [];
  for (const line of lines) {
    if (line.kind === 'digital-files' && line.subjects[0])
      for (const f of line.digitalFiles) out.push({ userUuid, subjectUuid: line.subjects[0].uuid, pictureUuid: f.uuid, digitalSetType: null });
    if (line.kind === 'digital-set' && line.subjects[0])
      out.push({ userUuid, subjectUuid: line.subjects[0].uuid, pictureUuid: null, digitalSetType: line.digital.pictureType });
    if (line.kind === 'package' && line.package.subject.uuid)
      for (const item of line.package.packageItems)
        if (item.type === 'DIGITAL_SET' && item.pictureType)
          out.push({ userUuid, subjectUuid: line.package.subject.uuid, pictureUuid: null, digitalSetType: item.pictureType });
  }
  return out;
}

/**
 * Confirms a pending order (the payment went through): idempotent, an order confirmed or cancelled
 * already is left as it is. Locks the customer's cart first, like every cart change.
 */
export async function confirmOrder(tx: Db, orderUuid: string, origin: string | null, now = new Date()): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.uuid, orderUuid)).for('update');
  if (order?.status !== 'pending') return false;
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.userUuid, order.userUuid), eq(carts.portal, order.portal)))
    .for('update');
  if (cart && order.cartLines.length) await tx.delete(cartLines).where(and(eq(cartLines.cart, cart.uuid), inArray(cartLines.uuid, order.cartLines)));
  const purchases = purchasesOf(order.userUuid, order.lines as OrderLine[]);
  if (purchases.length) await tx.insert(purchasedItems).values(purchases).onConflictDoNothing();
  await tx.update(orders).set({ status: 'confirmed', confirmedAt: now }).where(eq(orders.uuid, order.uuid));
  // the lab's print files: a job written with the confirmation (a rolled-back one leaves none), keyed by
  // the order so it is queued once; made after the commit by any instance (editor/print-queue.ts)
  if ((order.lines as OrderLine[]).some((l) => l.kind === 'product' || l.kind === 'package'))
    await enqueue(tx, QUEUES.printOrder, { order: order.uuid }, { id: order.uuid, singletonKey: order.uuid });

  const [owner] = await tx.select().from(users).where(eq(users.uuid, order.userUuid));
  const [portal] = await tx.select().from(portals).where(eq(portals.key, order.portal));
  if (owner && portal) await queueConfirmation(tx, { ...order, status: 'confirmed', confirmedAt: now }, owner, portal, origin);
  return true;
}

export async function cancelOrder(tx: Db, orderUuid: string): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'cancelled' })
    .where(and(eq(orders.uuid, orderUuid), eq(orders.status, 'pending')));
}

/** The confirmation e-mail of a confirmed order once more (the studio's 'resend'), to its owner, in the caller's transaction. */
export async function resendConfirmation(tx: Db, order: OrderRow, origin: string | null): Promise<void> {
  const [owner] = await tx.select().from(users).where(eq(users.uuid, order.userUuid));
  const [portal] = await tx.select().from(portals).where(eq(portals.key, order.portal));
  if (owner && portal) await queueConfirmation(tx, order, owner, portal, origin);
}

async function queueConfirmation(tx: Db, order: OrderRow, owner: UserRow, portal: Portal, origin: string | null) {
  const lang = owner.lang ?? portal.defaultLanguage;
  const texts = checkoutTexts(lang);
  const view = orderView(order, lang);
  const lines = view.orderLines.map((l) => `${l.quantity} × ${l.description}: ${money(l.actualLinePrice, order.currency, lang)}`).join('\n');
  const ref = orderReference(order.uuid);
  const link = `${origin ?? ''}${href('myaccount.orders', { orderUuid: order.uuid })}`;
  await sendEmail(tx, {
    portal: portal.key,
    to: owner.email,
    subject: texts.mail.subject(ref, portal.name),
    text: texts.mail.text({
      name: owner.name || owner.email,
      ref,
      lines,
      total: money(order.totalPrice, order.currency, lang),
      delivery: `${view.delivery.name} (${view.delivery.deliveryTime.string})`,
      payment: view.payment.title,
      link,
      digital: view.containDigitalProducts,
      shop: portal.name,
    }),
  });
}

/** Business days after a date (weekends skipped), as a date (YYYY-MM-DD). */
export function afterBusinessDays(from: Date, days: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const day = d.getUTCDay();
    if (day !== 0 && day !== 6) left--;
  }
  return d.toISOString().slice(0, 10);
}

/** Where the order is on its way (the studio sets it), for the parent's answers. */
export function fulfilmentOf(row: OrderRow): Order['fulfilment'] {
  return row.fulfilment ? { status: row.fulfilment, carrier: row.carrier, trackingNumber: row.trackingNumber, trackingUrl: row.trackingUrl } : null;
}

/** The contract's Order from its row. */
export function orderView(row: OrderRow, lang: string): Order {
  const d = row.delivery as unknown as ChosenDelivery & {
    address: { name: string; address: string; address2: string; postalCode: string; city: string; state: string } | null;
    contact: { name: string; emailAddress: string } | null;
  };
  const p = row.payment as { title: string; isInvoice: boolean };
  const lines = row.lines as OrderLine[];
  const texts = checkoutTexts(lang);
  const catalogueDays = (row.delivery as { catalogueMaxDeliveryTime?: number | null }).catalogueMaxDeliveryTime ?? null;
  const address = d.pickup
    ? { name: d.pickup.name, address1: d.pickup.address1, address2: '', city: d.pickup.city, state: '', postalCode: d.pickup.postalCode }
    : d.address
      ? {
          name: d.address.name,
          address1: d.address.address,
          address2: d.address.address2,
          city: d.address.city,
          state: d.address.state,
          postalCode: d.address.postalCode,
        }
      : null;
  return {
    uuid: row.uuid,
    confirmTime: row.confirmedAt ? row.confirmedAt.toISOString() : null,
    status: row.status,
    orderLines: lines,
    rebateCode: row.rebateCode,
    summary: {
      totalPrice: row.totalPrice,
      // the rate the VAT part was computed with: vat / (total − vat)
      vat: { rate: row.totalPrice > row.vatAmount ? Math.round((row.vatAmount * 10_000) / (row.totalPrice - row.vatAmount)) / 100 : 0, amount: row.vatAmount },
      lines: row.summaryLines as Order['summary']['lines'],
    },
    currency: row.currency,
    payment: { isInvoice: p.isInvoice, title: p.title },
    delivery: {
      type: d.type,
      name: `${d.methodName}: ${d.name}`,
      address,
      contact: d.contact,
      deliveryTime: { string: texts.businessDays(d.deliveryDays), afterDate: row.confirmedAt ? afterBusinessDays(row.confirmedAt, d.deliveryDays) : null },
      school: d.school ? { name: d.school } : null,
    },
    containDigitalProducts: hasDigitalProducts(lines),
    catalogueMaxDeliveryTime: catalogueDays,
    comment: row.comment,
    fulfilment: fulfilmentOf(row),
  };
}

export async function ownOrder(db: Db, user: UserRow, uuid: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.uuid, uuid), eq(orders.userUuid, user.uuid), eq(orders.portal, user.portal)));
  return row ?? null;
}

/**
 * The customer's orders since their confirmation, newest first: whatever happened after it (the lab,
 * the parcel, a cancel from the studio) they stay in My orders.
 */
export async function confirmedOrders(db: Db, user: UserRow): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.userUuid, user.uuid), eq(orders.portal, user.portal), isNotNull(orders.confirmedAt)))
    .orderBy(desc(orders.confirmedAt));
}

export const paymentTitleOf = (p: StoredPayment, lang: string) => local(p.title, lang);
