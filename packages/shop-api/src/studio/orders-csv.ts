/**
 * "Export CSV" (issue 31): the studio's filtered order list for accounting, every page of it, streamed a
 * page at a time over the list's own keyset query (the whole list is never held at once). Amounts in
 * major units with two decimals, as lines.csv of the lab export; times in UTC (ISO 8601).
 */
import { orderReference, studioApi } from '@shop/contracts';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import type { Db } from '../db/client';
import { paymentTransactions } from '../db/schema';
import { route } from '../http/route';
import { csvLine } from '../photojobs';
import { portalFor } from './access';
import { filtersWhere, ordersPage, statusOf } from './orders';

const PAGE = 500;
const HEAD = ['reference', 'ordered', 'confirmed', 'customer', 'e-mail', 'net', 'vat', 'total', 'currency', 'status', 'payment', 'payment status'];

const money = (minor: number) => (minor / 100).toFixed(2);
/** A spreadsheet runs a cell that starts with = + - @ as a formula: a customer's name is text. */
const text = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

async function* csvRows(db: Db, where: ReturnType<typeof filtersWhere>): AsyncGenerator<string> {
  yield csvLine(HEAD);
  let before: string | undefined;
  do {
    const { rows, next } = await ordersPage(db, where, before, PAGE);
    const payments = rows.length
      ? await db
          .select()
          .from(paymentTransactions)
          .where(
            inArray(
              paymentTransactions.order,
              rows.map((r) => r.order.uuid),
            ),
          )
      : [];
    const paymentOf = new Map(payments.map((p) => [p.order, p]));
    let chunk = '';
    for (const { order, user } of rows) {
      const payment = paymentOf.get(order.uuid);
      chunk += csvLine([
        orderReference(order.uuid),
        order.createdAt.toISOString(),
        (order.confirmedAt ?? order.createdAt).toISOString(),
        text(user.name),
        text(user.email),
        money(order.totalPrice - order.vatAmount),
        money(order.vatAmount),
        money(order.totalPrice),
        order.currency,
        statusOf(order),
        payment?.provider ?? '',
        payment?.status ?? '',
      ]);
    }
    yield chunk;
    before = next ?? undefined;
  } while (before);
}

export function registerOrdersCsv(app: FastifyInstance): void {
  const { db } = app.shop;
  route(app, studioApi.studioOrdersCsv, async ({ params, query }, request, reply) => {
    const portal = await portalFor(request, params.portalKey);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${portal.key}-${day}.csv"`)
      .send(Readable.from(csvRows(db, filtersWhere(portal.key, query))));
  });
}
