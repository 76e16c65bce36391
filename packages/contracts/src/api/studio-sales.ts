/**
 * The studio's sales dashboard (issue 31, decision 0110): a portal's sales today, over the last 7 and the
 * last 30 days, the orders and revenue of each of those 30 days and the top products, all aggregated by
 * the database in the portal's time zone. Operators of the portal and support.
 */
import * as v from 'valibot';
import { defineCall } from '../call';

const PortalKey = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Lower-case letters, digits and dashes'));
const isoDate = v.pipe(v.string(), v.isoDate());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** Minor units of the portal's currency. */
const Amount = v.pipe(v.number(), v.integer());

/** The days the chart shows, today included. */
export const SALES_DAYS = 30;
/** How many products the top list names. */
export const TOP_PRODUCTS = 5;
/** A portal without its own time zone (PortalOptions.timeZone) counts its days in this one. */
export const DEFAULT_TIME_ZONE = 'Europe/Oslo';

export const SALES_PERIODS = ['today', 'last7', 'last30'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

/** One period's sales: orders that count (decision 0110), revenue after refunds, with and without VAT. */
export const SalesFigures = v.object({
  /** The first and last day (the portal's dates), both included. */
  from: isoDate,
  to: isoDate,
  orders: count,
  /** Revenue without VAT. */
  net: Amount,
  /** Revenue with VAT: what the customers paid, less what was refunded. */
  gross: Amount,
  /** gross / orders, rounded to the minor unit (0 without orders). */
  averageOrderValue: Amount,
  /** Of `orders`, those with a designed product (a line the print files are made of). */
  designedOrders: count,
});
export type SalesFigures = v.InferOutput<typeof SalesFigures>;

export const SalesDay = v.object({ date: isoDate, orders: count, net: Amount, gross: Amount });
export type SalesDay = v.InferOutput<typeof SalesDay>;

export const TopProduct = v.object({
  name: v.string(),
  /** Pieces sold (lines refunded left out). */
  quantity: count,
  /** What the lines cost the customers, with VAT. */
  gross: Amount,
  orders: count,
});
export type TopProduct = v.InferOutput<typeof TopProduct>;

export const SalesDashboard = v.object({
  portal: v.string(),
  currency: v.string(),
  /** The IANA time zone the days are counted in. */
  timeZone: v.string(),
  /** Today in that time zone. */
  today: isoDate,
  periods: v.object({ today: SalesFigures, last7: SalesFigures, last30: SalesFigures }),
  /** SALES_DAYS days, oldest first, a day without orders with zeros. */
  days: v.array(SalesDay),
  /** The last SALES_DAYS days' best sellers by revenue, at most TOP_PRODUCTS. */
  topProducts: v.array(TopProduct),
});
export type SalesDashboard = v.InferOutput<typeof SalesDashboard>;

export const studioSalesApi = {
  /** A portal's sales dashboard (404: not the operator's portal). */
  salesDashboard: defineCall({
    method: 'GET',
    path: '/api/studio/portals/:portalKey/sales',
    staffRole: 'operator',
    errors: [404],
    params: v.object({ portalKey: PortalKey }),
    response: SalesDashboard,
  }),
} as const;
