/**
 * An order's fulfilment status from the studio (issue 31): confirmed → in_production → shipped →
 * delivered, cancelled only before production (ORDER_TRANSITIONS). One transaction locks the order,
 * checks the change, writes it, its history row, its audit entry and (when it ships) the parent's
 * e-mail through the outbox: all of it or nothing. The same change again finds the order already there
 * and changes nothing (200), so a double click or a retry sends one e-mail.
 */
import { href, ORDER_TRANSITIONS, orderReference, studioApi, type OrderStatusChange, type StudioOrderStatus } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client';
import { orderHistory, orders, portals, users, type OrderRow, type Portal } from '../db/schema';
import { ApiError } from '../http/errors';
import { route } from '../http/route';
import { sendEmail } from '../outbox/outbox';
import { configuredOrigin } from '../portals/origin';
import { writeAudit } from './audit';
import { orderDetail, statusOf, visibleOrder } from './orders';

export const LABEL: Record<StudioOrderStatus, string> = {
  confirmed: 'confirmed',
  in_production: 'in production',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
  refunded: 'refunded',
};

/** Why a change is refused, for the 409 (the studio shows it as it is). */
function refusal(from: StudioOrderStatus, to: StudioOrderStatus): ApiError {
  const why =
    from === 'cancelled' || from === 'refunded'
      ? `The order is ${LABEL[from]}: it cannot be ${LABEL[to]}`
      : to === 'cancelled'
        ? `The order is ${LABEL[from]}: only an order not yet in production can be cancelled`
        : `The order is ${LABEL[from]}: it cannot be ${LABEL[to]} from there`;
  return new ApiError(409, 'invalid_status_change', why);
}

/** The portal's carrier template with the number in it; null when the portal has none. */
export function trackingUrlOf(portal: Portal, trackingNumber: string): string | null {
  const template = portal.options.trackingUrlTemplate ?? '';
  return template ? template.replaceAll('{tracking}', encodeURIComponent(trackingNumber)) : null;
}

const SHIPPED_MAIL = {
  en: {
    subject: (ref: string, shop: string) => `Your order ${ref} from ${shop} has shipped`,
    text: (p: MailText) =>
      `Hello ${p.name},\n\nYour order ${p.ref} is on its way with ${p.carrier} (tracking number ${p.number}).\n\n` +
      `${p.tracking ? `Follow it here: ${p.tracking}\n\n` : ''}Your order: ${p.link}\n\nBest regards,\n${p.shop}`,
  },
  nb: {
    subject: (ref: string, shop: string) => `Bestillingen din ${ref} fra ${shop} er sendt`,
    text: (p: MailText) =>
      `Hei ${p.name},\n\nBestillingen din ${p.ref} er på vei med ${p.carrier} (sporingsnummer ${p.number}).\n\n` +
      `${p.tracking ? `Følg den her: ${p.tracking}\n\n` : ''}Bestillingen din: ${p.link}\n\nVennlig hilsen\n${p.shop}`,
  },
};
interface MailText {
  name: string;
  ref: string;
  carrier: string;
  number: string;
  tracking: string | null;
  link: string;
  shop: string;
}

async function mailShipped(app: FastifyInstance, tx: Tx, order: OrderRow, portal: Portal): Promise<void> {
  const [owner] = await tx.select().from(users).where(eq(users.uuid, order.userUuid));
  if (!owner) return;
  const mail = SHIPPED_MAIL[(owner.lang ?? portal.defaultLanguage) === 'nb' ? 'nb' : 'en'];
  const ref = orderReference(order.uuid);
  await sendEmail(tx, {
    portal: portal.key,
    to: owner.email,
    subject: mail.subject(ref, portal.name),
    text: mail.text({
      name: owner.name || owner.email,
      ref,
      carrier: order.carrier ?? '',
      number: order.trackingNumber ?? '',
      tracking: order.trackingUrl,
      link: `${configuredOrigin(app.shop.config, portal) ?? ''}${href('myaccount.orders', { orderUuid: order.uuid })}`,
      shop: portal.name,
    }),
  });
}

/**
 * One status change inside the caller's transaction, the order locked: checked (409 with the reason),
 * nothing written when the order is already there, else the row, its history, its audit entry and
 * (shipped) the parent's e-mail. Answers the order as it now is.
 */
export async function changeStatus(app: FastifyInstance, tx: Tx, staffUuid: string, order: OrderRow, change: OrderStatusChange): Promise<OrderRow> {
  const from = statusOf(order);
  // the same change again: nothing to do (a shipment already recorded stays as it was)
  if (from === change.status) return order;
  if (!ORDER_TRANSITIONS[from].includes(change.status)) throw refusal(from, change.status);
  const [portal] = await tx.select().from(portals).where(eq(portals.key, order.portal));
  let set: Partial<OrderRow>;
  let detail: { carrier: string; trackingNumber: string; trackingUrl: string | null } | null = null;
  if (change.status === 'cancelled') set = { status: 'cancelled' };
  else if (change.status === 'shipped') {
    detail = { carrier: change.carrier, trackingNumber: change.trackingNumber, trackingUrl: trackingUrlOf(portal!, change.trackingNumber) };
    set = { fulfilment: 'shipped', ...detail };
  } else set = { fulfilment: change.status };
  const [updated] = await tx.update(orders).set(set).where(eq(orders.uuid, order.uuid)).returning();
  await tx.insert(orderHistory).values({ order: order.uuid, staffUuid, from, to: change.status, detail });
  await writeAudit(tx, {
    staff: staffUuid,
    portal: order.portal,
    kind: 'order.status',
    before: { order: order.uuid, status: from },
    after: { order: order.uuid, status: change.status, ...(detail ?? {}) },
  });
  if (change.status === 'shipped') await mailShipped(app, tx, updated!, portal!);
  return updated!;
}

export function registerOrderStatus(app: FastifyInstance): void {
  const { db } = app.shop;
  route(app, studioApi.changeOrderStatus, async ({ params, body }, request) => {
    const row = await db.transaction(async (tx) =>
      changeStatus(app, tx, request.staff!.member.uuid, await visibleOrder(tx, request, params.orderUuid, true), body as OrderStatusChange),
    );
    return orderDetail(app, row);
  });
}
