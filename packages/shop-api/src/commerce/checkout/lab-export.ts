/**
 * What the lab and support read of orders (`pnpm operator orders`): a list, and one order as the lab
 * needs it — the lines with quantities and prices, the delivery with its address, the customer's
 * contact, the payment state. The print files come from the editor's renderer (the command adds them).
 */
import type { OrderLine } from '@shop/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { csvLine } from '../../photojobs';
import { ORDER_STATUSES, type OrderStatus, orders, paymentTransactions, users } from '../../db/schema';
import { orderView } from './orders';

export const isOrderStatus = (s: string): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s);

export interface OrderListRow {
  uuid: string;
  portal: string;
  status: OrderStatus;
  createdAt: Date;
  confirmedAt: Date | null;
  customer: string;
  totalPrice: number;
  currency: string;
  lines: number;
  delivery: string;
}

/** The newest orders first, at most `limit`, of a portal and status when given. */
export async function listOrders(db: Db, filter: { portal?: string; status?: OrderStatus; limit?: number }): Promise<OrderListRow[]> {
  const where: SQL[] = [];
  if (filter.portal) where.push(eq(orders.portal, filter.portal));
  if (filter.status) where.push(eq(orders.status, filter.status));
  const rows = await db
    .select({ order: orders, name: users.name, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.uuid, orders.userUuid))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(orders.createdAt))
    .limit(filter.limit ?? 50);
  return rows.map(({ order, name, email }) => ({
    uuid: order.uuid,
    portal: order.portal,
    status: order.status,
    createdAt: order.createdAt,
    confirmedAt: order.confirmedAt,
    customer: name ? `${name} <${email}>` : email,
    totalPrice: order.totalPrice,
    currency: order.currency,
    lines: (order.lines as unknown[]).length,
    delivery: String((order.delivery as { methodName?: string }).methodName ?? ''),
  }));
}

/** One order for the lab: the order as the customer's receipt shows it, the customer and the payment's state. Null when there is none. */
export async function orderForLab(db: Db, uuid: string) {
  const [row] = await db
    .select({ order: orders, user: users, payment: paymentTransactions })
    .from(orders)
    .innerJoin(users, eq(users.uuid, orders.userUuid))
    .leftJoin(paymentTransactions, eq(paymentTransactions.order, orders.uuid))
    .where(eq(orders.uuid, uuid));
  if (!row) return null;
  const { order, user, payment } = row;
  return {
    number: `#${order.uuid.slice(0, 8)}`,
    portal: order.portal,
    createdAt: order.createdAt.toISOString(),
    customer: { name: user.name, email: user.email, mobile: user.mobile },
    payment: payment ? { provider: payment.provider, status: payment.status, amount: payment.amount, currency: payment.currency } : null,
    order: orderView(order, user.lang ?? 'en'),
  };
}

/** lines.csv: one row per order line, prices in major units with two decimals. */
export function linesCsv(lines: OrderLine[]): string {
  const money = (minor: number) => (minor / 100).toFixed(2);
  const head = csvLine(['line', 'kind', 'description', 'quantity', 'unit price', 'line price']);
  return head + lines.map((l) => csvLine([l.uuid, l.kind, l.description, String(l.quantity), money(l.unitPrice), money(l.actualLinePrice)])).join('');
}
