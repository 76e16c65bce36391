/**
 * The studio's sales dashboard (issue 31, decision 0110): a portal's orders and revenue today, over the
 * last 7 and 30 days, per day, and its top products, each figure an aggregate of the database over the
 * orders that count as sales, with the days in the portal's time zone. The window is a range of
 * `orders_portal_confirmed` (portal, confirmed_at), so 10,000 orders of a portal read only the last 30 days'.
 */
import {
  DEFAULT_TIME_ZONE,
  SALES_DAYS,
  studioApi,
  TOP_PRODUCTS,
  type SalesDashboard,
  type SalesDay,
  type SalesFigures,
  type SalesPeriod,
  type TopProduct,
} from '@shop/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import type { Portal } from '../db/schema';
import { route } from '../http/route';
import { portalFor } from './access';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/** A line the print files are made of (editor/print-files.ts: a designed product, or a package with a designed item). */
const DESIGNED = '$[*] ? (@.kind == "product" || (@.kind == "package" && exists(@.package.packageItems[*] ? (@.template != null && @.templateData != null))))';

/**
 * The orders that count, one row each: confirmed and not cancelled (the lab's statuses all count), in the
 * portal's currency, confirmed within the last SALES_DAYS days of the zone, less what was refunded (an
 * order refunded in full is no sale). `net` takes the VAT of what is left in the order's own proportion.
 */
function salesOf(portal: Portal, zone: string): { today: SQL; sales: SQL } {
  const today = sql`(now() AT TIME ZONE ${zone})::date`;
  const sales = sql`
    SELECT (o.confirmed_at AT TIME ZONE ${zone})::date AS day,
           o.total_price - o.refunded AS gross,
           o.total_price - o.refunded
             - CASE WHEN o.total_price = 0 THEN 0 ELSE round(o.vat_amount::numeric * (o.total_price - o.refunded) / o.total_price) END AS net,
           jsonb_path_exists(o.lines, ${DESIGNED}::jsonpath) AS designed,
           o.uuid, o.lines
      FROM orders o
     WHERE o.portal = ${portal.key}
       AND o.confirmed_at >= ((${today} - ${SALES_DAYS - 1}::int)::timestamp AT TIME ZONE ${zone})
       AND o.confirmed_at < ((${today} + 1)::timestamp AT TIME ZONE ${zone})
       AND o.status = 'confirmed'
       AND o.currency = ${portal.currency}
       AND NOT (o.total_price > 0 AND o.refunded >= o.total_price)`;
  return { today, sales };
}

const PERIOD_DAYS: Record<SalesPeriod, number> = { today: 1, last7: 7, last30: SALES_DAYS };

type Num = number | string;

/** The figures of the three periods, the 30 days and the top products: three aggregates in one read-only transaction (one `now()`). */
export async function salesDashboard(db: Db, portal: Portal): Promise<SalesDashboard> {
  const zone = portal.options.timeZone ?? DEFAULT_TIME_ZONE;
  const { today, sales } = salesOf(portal, zone);
  const periodRows = sql.join(
    Object.entries(PERIOD_DAYS).map(([name, days]) => sql`(${name}, ${days - 1}::int)`),
    sql`, `,
  );
  return db.transaction(async (tx) => {
    const periods = rowsOf<{ period: SalesPeriod; from: string; to: string; orders: Num; net: Num; gross: Num; aov: Num; designed: Num }>(
      await tx.execute(sql`
        WITH sales AS (${sales})
        SELECT p.period, (${today} - p.back)::text AS "from", ${today}::text AS "to",
               count(s.day)::int AS orders,
               coalesce(sum(s.net), 0)::float8 AS net,
               coalesce(sum(s.gross), 0)::float8 AS gross,
               coalesce(round(avg(s.gross)), 0)::float8 AS aov,
               count(*) FILTER (WHERE s.designed)::int AS designed
          FROM (VALUES ${periodRows}) AS p(period, back)
          LEFT JOIN sales s ON s.day >= ${today} - p.back
         GROUP BY p.period, p.back`),
    );
    const days = rowsOf<{ date: string; orders: Num; net: Num; gross: Num }>(
      await tx.execute(sql`
        WITH sales AS (${sales})
        SELECT g.d::date::text AS date, count(s.day)::int AS orders,
               coalesce(sum(s.net), 0)::float8 AS net, coalesce(sum(s.gross), 0)::float8 AS gross
          FROM generate_series((${today} - ${SALES_DAYS - 1}::int)::timestamp, ${today}::timestamp, interval '1 day') AS g(d)
          LEFT JOIN sales s ON s.day = g.d::date
         GROUP BY g.d
         ORDER BY g.d`),
    );
    // a product is its price-list entry (a catalogue, a kind of digital files); a line refunded on its own is no sale
    const top = rowsOf<{ name: string; quantity: Num; gross: Num; orders: Num }>(
      await tx.execute(sql`
        WITH sales AS (${sales})
        SELECT max(x.name) AS name, sum(x.quantity)::int AS quantity, sum(x.price)::float8 AS gross, count(DISTINCT x.uuid)::int AS orders
          FROM (
            SELECT s.uuid,
                   coalesce(l->'product'->>'uuid', l->'catalogue'->>'uuid', (l->>'kind') || ':' || coalesce(l->'digital'->>'pictureType', '')) AS key,
                   coalesce(nullif(l->'product'->>'name', ''), nullif(l->'catalogue'->>'name', ''), nullif(l->>'description', ''), l->>'kind') AS name,
                   (l->>'quantity')::int AS quantity,
                   (l->>'actualLinePrice')::int AS price
              FROM sales s CROSS JOIN LATERAL jsonb_array_elements(s.lines) AS l
             WHERE NOT EXISTS (
               SELECT 1 FROM order_refunds r
                WHERE r."order" = s.uuid AND r.status <> 'failed' AND (l->>'uuid') = ANY (r.lines::text[]))
          ) x
         GROUP BY x.key
         ORDER BY gross DESC, quantity DESC, name
         LIMIT ${TOP_PRODUCTS}`),
    );
    const figures = Object.fromEntries(
      periods.map((p): [SalesPeriod, SalesFigures] => [
        p.period,
        {
          from: p.from,
          to: p.to,
          orders: Number(p.orders),
          net: Number(p.net),
          gross: Number(p.gross),
          averageOrderValue: Number(p.aov),
          designedOrders: Number(p.designed),
        },
      ]),
    ) as Record<SalesPeriod, SalesFigures>;
    return {
      portal: portal.key,
      currency: portal.currency,
      timeZone: zone,
      today: figures.today.to,
      periods: figures,
      days: days.map((d): SalesDay => ({ date: d.date, orders: Number(d.orders), net: Number(d.net), gross: Number(d.gross) })),
      topProducts: top.map((p): TopProduct => ({ name: p.name, quantity: Number(p.quantity), gross: Number(p.gross), orders: Number(p.orders) })),
    };
  });
}

export function registerStudioSales(app: FastifyInstance): void {
  route(app, studioApi.salesDashboard, async ({ params }, request) => salesDashboard(app.shop.db, await portalFor(request, params.portalKey)));
}
