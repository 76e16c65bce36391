/**
 * Orders in the studio (issue 31): a portal's confirmed orders, searched, filtered and paged by keyset
 * (confirmed_at, uuid) so a page never skips or repeats an order while new ones arrive; and one order
 * with its lines, delivery, payment, customer and history. Status changes are in order-status.ts.
 */
import {
  orderReference,
  STUDIO_ORDERS_PAGE_SIZE,
  studioApi,
  type OrderHistoryEntry,
  type OrderLine,
  type StudioOrderDetail,
  type StudioOrderFilters,
  type StudioOrderStatus,
  type StudioOrderSummary,
} from '@shop/contracts';
import { and, asc, desc, eq, gte, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { orderHistory, orderRefunds, orders, paymentTransactions, staffMembers, users, type OrderRow, type UserRow } from '../db/schema';
import { orderView } from '../commerce';
import sharp from 'sharp';
import { printFilesOf, printFolder } from '../editor';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { portalFor } from './access';
import { cursorOf, parseCursor } from './cursor';

/** A designed product's preview on the order's page: its print file this wide. */
const PREVIEW_WIDTH = 480;

/** The studio's one status of an order: refunded in full, else cancelled whatever the lab did, else where the lab has it. */
export function statusOf(row: Pick<OrderRow, 'status' | 'fulfilment' | 'refunded' | 'totalPrice'>): StudioOrderStatus {
  if (row.totalPrice > 0 && row.refunded >= row.totalPrice) return 'refunded';
  if (row.status === 'cancelled') return 'cancelled';
  return row.fulfilment ?? 'confirmed';
}

export function summaryOf(row: OrderRow, user: Pick<UserRow, 'uuid' | 'name' | 'email'>): StudioOrderSummary {
  const delivery = row.delivery as { type: string; methodName: string; name: string };
  return {
    uuid: row.uuid,
    reference: orderReference(row.uuid),
    confirmedAt: (row.confirmedAt ?? row.createdAt).toISOString(),
    customer: { uuid: user.uuid, name: user.name, email: user.email },
    total: row.totalPrice,
    currency: row.currency,
    status: statusOf(row),
    delivery: { type: delivery.type, name: `${delivery.methodName}: ${delivery.name}` },
    portal: row.portal,
  };
}

const confirmedMicros = sql<string>`(extract(epoch from ${orders.confirmedAt}) * 1000000)::bigint::text`;

/** LIKE's own characters taken literally. */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The order a staff member may see, or 404 (an order of another portal is as unknown as none); with
 * `lock`, locked for the change's transaction.
 */
export async function visibleOrder(db: Db, request: FastifyRequest, uuid: string, lock = false): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.uuid, uuid), isNotNull(orders.confirmedAt)));
  const [row] = lock ? await query.for('update') : await query;
  const staff = request.staff!;
  if (!row || (staff.member.role !== 'support' && !staff.portalKeys.includes(row.portal))) throw notFound('No such order');
  return row;
}

export async function orderDetail(app: FastifyInstance, row: OrderRow): Promise<StudioOrderDetail> {
  const { db, storage } = app.shop;
  const [owner] = await db.select({ uuid: users.uuid, name: users.name, email: users.email }).from(users).where(eq(users.uuid, row.userUuid));
  const [payment] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.order, row.uuid));
  const history = await db
    .select({ h: orderHistory, name: staffMembers.name, email: staffMembers.email })
    .from(orderHistory)
    .innerJoin(staffMembers, eq(staffMembers.uuid, orderHistory.staffUuid))
    .where(eq(orderHistory.order, row.uuid))
    .orderBy(asc(orderHistory.id));
  const view = orderView(row, 'en');
  const print = await printFilesOf(db, storage, row);
  const refunds = await db
    .select({ r: orderRefunds, name: staffMembers.name, email: staffMembers.email })
    .from(orderRefunds)
    .innerJoin(staffMembers, eq(staffMembers.uuid, orderRefunds.staffUuid))
    .where(eq(orderRefunds.order, row.uuid))
    .orderBy(asc(orderRefunds.at));
  const lineNames = new Map((row.lines as OrderLine[]).map((l) => [l.uuid, l.description]));
  const address = view.delivery.address;
  return {
    ...summaryOf(row, owner!),
    vatAmount: row.vatAmount,
    lines: (row.lines as OrderLine[]).map((l) => ({
      uuid: l.uuid,
      name: l.description || ('product' in l ? l.product.name : l.kind),
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      linePrice: l.actualLinePrice,
      explanation: l.explanation,
      // a line's files: <line>/… (a package's items: <line>/<item>/…)
      printFiles: print.files.filter((f) => f.startsWith(`${l.uuid}/`)),
    })),
    printFiles: print.state,
    summaryLines: row.summaryLines,
    delivery: {
      type: view.delivery.type,
      name: view.delivery.name,
      address: address && { name: address.name, address1: address.address1, address2: address.address2, postalCode: address.postalCode, city: address.city },
    },
    payment: payment ? { provider: payment.provider, status: payment.status, amount: payment.amount, title: view.payment.title } : null,
    shipment: row.carrier && row.trackingNumber ? { carrier: row.carrier, trackingNumber: row.trackingNumber, trackingUrl: row.trackingUrl } : null,
    history: history.map(
      ({ h, name, email }): OrderHistoryEntry => ({
        at: h.at.toISOString(),
        staff: { uuid: h.staffUuid, name, email },
        from: h.from as StudioOrderStatus,
        to: h.to as StudioOrderStatus,
        detail: (h.detail as OrderHistoryEntry['detail']) ?? null,
      }),
    ),
    refunded: row.refunded,
    refunds: refunds.map(({ r, name, email }) => ({
      uuid: r.uuid,
      at: r.at.toISOString(),
      staff: { uuid: r.staffUuid, name, email },
      amount: r.amount,
      lines: r.lines.map((uuid) => ({ uuid, name: lineNames.get(uuid) ?? '' })),
      reason: r.reason,
      kind: r.kind,
      provider: r.provider,
      status: r.status,
      failure: r.failure,
    })),
  };
}

const fullyRefunded = sql`(${orders.totalPrice} > 0 AND ${orders.refunded} >= ${orders.totalPrice})`;

/** The SQL of a studio status (the inverse of statusOf). */
function statusIs(status: StudioOrderStatus): SQL {
  if (status === 'refunded') return fullyRefunded;
  const notRefunded = sql`NOT ${fullyRefunded}`;
  if (status === 'cancelled') return and(eq(orders.status, 'cancelled'), notRefunded)!;
  if (status === 'confirmed') return sql`${orders.status} = 'confirmed' AND ${orders.fulfilment} IS NULL AND ${notRefunded}`;
  return and(eq(orders.status, 'confirmed'), eq(orders.fulfilment, status), notRefunded)!;
}

/** The list's filters as SQL: a portal's confirmed orders, searched and filtered (the list and its CSV). */
export function filtersWhere(portal: string, query: StudioOrderFilters): SQL[] {
  const where: SQL[] = [eq(orders.portal, portal), isNotNull(orders.confirmedAt)];
  const q = query.q?.trim();
  if (q) {
    const term = q.replace(/^#/, '').toLowerCase();
    const like = `%${likeText(term)}%`;
    const found: SQL[] = [sql`lower(${users.email}) LIKE ${like}`, sql`lower(${users.name}) LIKE ${like}`];
    // a reference is the uuid's start ('#' and 8 characters): an index-friendly prefix of its text
    if (/^[0-9a-f-]{1,36}$/.test(term)) found.push(sql`${orders.uuid}::text LIKE ${`${term}%`}`);
    where.push(or(...found)!);
  }
  if (query.status) where.push(statusIs(query.status));
  if (query.delivery) where.push(sql`${orders.delivery}->>'type' = ${query.delivery}`);
  if (query.from) where.push(gte(orders.confirmedAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) where.push(lte(orders.confirmedAt, new Date(`${query.to}T23:59:59.999Z`)));
  return where;
}

/** One page of the list, newest first, after the cursor `before`; `next` is the cursor of its last order (null: no more). */
export async function ordersPage(db: Db, filters: SQL[], before: string | undefined, limit: number) {
  const where = [...filters];
  if (before) {
    const c = parseCursor(before);
    where.push(sql`(${orders.confirmedAt}, ${orders.uuid}) < ((timestamptz 'epoch' + ${c.micros}::bigint * interval '1 microsecond'), ${c.uuid}::uuid)`);
  }
  const rows = await db
    .select({ order: orders, micros: confirmedMicros, user: { uuid: users.uuid, name: users.name, email: users.email } })
    .from(orders)
    .innerJoin(users, eq(users.uuid, orders.userUuid))
    .where(and(...where))
    .orderBy(desc(orders.confirmedAt), desc(orders.uuid))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, next: rows.length > limit && last ? cursorOf(last.micros, last.order.uuid) : null };
}

export function registerStudioOrders(app: FastifyInstance): void {
  const { db } = app.shop;

  route(app, studioApi.studioOrders, async ({ params, query }, request) => {
    const portal = await portalFor(request, params.portalKey);
    const where = filtersWhere(portal.key, query);
    const { rows, next } = await ordersPage(db, where, query.before, query.limit ? Number(query.limit) : STUDIO_ORDERS_PAGE_SIZE);
    return { orders: rows.map((r) => summaryOf(r.order, r.user)), next };
  });

  route(app, studioApi.studioOrder, async ({ params }, request) => orderDetail(app, await visibleOrder(db, request, params.orderUuid)));

  route(app, studioApi.printPreview, async ({ params, query }, request, reply) => {
    const order = await visibleOrder(db, request, params.orderUuid);
    const file = await app.shop.storage.read(`${printFolder(order.uuid)}${query.file}`);
    if (!file) throw notFound('No such print file');
    const jpeg = await sharp(file).resize({ width: PREVIEW_WIDTH, withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
    return reply.type('image/jpeg').header('cache-control', 'private, max-age=3600').send(jpeg);
  });
}
