/**
 * The studio's sales dashboard (issue 31, decision 0110), against the real server and database (PGlite,
 * and PostgreSQL with DATABASE_URL): who may read it (visitor 401, customer 403, the other portal's
 * operator 404, operator and support 200), and the exact figures over seeded orders: which orders count
 * (cancelled, refunded in full, older than 30 days and other portals' do not; refunds are taken off), the
 * days in the portal's time zone, the days without orders, the VAT, and the top products.
 */
import type { SalesDashboard } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { makeStudioOrder, matrixBrowsers, type StaffBrowser } from './testing';

let t: TestApp;
let browsers: [StaffBrowser, StaffBrowser, StaffBrowser, StaffBrowser, StaffBrowser];
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
beforeAll(async () => {
  browsers = await matrixBrowsers(t);
}, 60_000); // five sign-ins (password hashing)
afterAll(() => t?.close());

/** The date `back` days before today in `zone`, as the portal counts its days (YYYY-MM-DD). */
const dateIn = (zone: string, back = 0) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
};
const oslo = (back: number) => dateIn('Europe/Oslo', back);
/** Noon UTC of that date: the same date in Oslo in winter and summer. */
const noon = (back: number) => new Date(`${oslo(back)}T12:00:00Z`);

describe('the sales dashboard', () => {
  it('answers visitor 401, customer 403, the club operator 404, the Fjord operator and support 200', async () => {
    const answers = [];
    for (const b of browsers) answers.push((await b.get('/api/studio/portals/fjord/sales')).statusCode);
    expect(answers).toEqual([401, 403, 404, 200, 200]);
    const [, , club, , support] = browsers;
    expect((await club.get('/api/studio/portals/club/sales')).statusCode).toBe(200);
    expect((await support.get('/api/studio/portals/nowhere/sales')).statusCode).toBe(404);
    expect((await support.get('/api/studio/portals/NOT_A_KEY/sales')).statusCode).toBe(400);
  });

  it('counts the sales of the Fjord portal today, over 7 and 30 days and per day, in Oslo time', async () => {
    const [, , , operator, support] = browsers;
    const order = (back: number | Date, o: Parameters<typeof makeStudioOrder>[1] = {}) =>
      makeStudioOrder(t, { at: back instanceof Date ? back : noon(back), ...o });
    // today: a card set (2 × 100.00 + delivery) and, at 23:30 UTC yesterday (already today in Oslo), a designed print
    await order(0);
    await order(new Date(`${oslo(1)}T23:30:00Z`), {
      lines: [{ kind: 'product', product: 'Print 20x30', quantity: 1, price: 50000 }],
      total: 59900,
      vat: 11980,
    });
    // 3 days ago: two prints and a card, the card refunded on its own
    const refunded = await order(3, {
      lines: [
        { kind: 'product', product: 'Print 20x30', quantity: 2, price: 100000 },
        { quantity: 1, price: 10000 },
      ],
      total: 119900,
      vat: 23980,
    });
    const [{ lines }] = (await t.sql<{ lines: { uuid: string }[] }>('SELECT lines FROM orders WHERE uuid = $1', [refunded])) as [{ lines: { uuid: string }[] }];
    const refund = await support.post(`/api/studio/orders/${refunded}/refunds`, { lines: [lines[1]!.uuid], reason: 'Damaged' });
    expect(refund.statusCode).toBe(201);
    // 5 days ago, at the lab: it counts
    const atLab = await order(5);
    await t.sql(`UPDATE orders SET fulfilment = 'in_production' WHERE uuid = $1`, [atLab]);
    // 10 and 29 days ago: the last 30 days only; 30 days ago: not any more
    await order(10);
    await order(29);
    await order(30);
    // no sales: cancelled, refunded in full, another portal's
    const cancelled = await order(2);
    await t.sql(`UPDATE orders SET status = 'cancelled' WHERE uuid = $1`, [cancelled]);
    const whole = await order(2);
    expect((await support.post(`/api/studio/orders/${whole}/refunds`, { reason: 'Never arrived' })).statusCode).toBe(201);
    // (the demo's parent is Fjord's: the order is moved to the club, in its currency)
    await t.sql(`UPDATE orders SET portal = 'club', currency = 'SEK' WHERE uuid = $1`, [await order(0)]);

    const res = await operator.get('/api/studio/portals/fjord/sales');
    expect(res.statusCode).toBe(200);
    const body = res.json() as SalesDashboard;
    expect(body).toMatchObject({ portal: 'fjord', currency: 'NOK', timeZone: 'Europe/Oslo', today: oslo(0) });
    expect(body.periods).toEqual({
      // 299.00 + 599.00; VAT 59.80 + 119.80
      today: { from: oslo(0), to: oslo(0), orders: 2, gross: 89800, net: 71840, averageOrderValue: 44900, designedOrders: 1 },
      // + 1199.00 less the card's 100.00 (VAT of the rest: 239.80 × 1099/1199 = 219.80) + the order at the lab
      last7: { from: oslo(6), to: oslo(0), orders: 4, gross: 229600, net: 183680, averageOrderValue: 57400, designedOrders: 2 },
      last30: { from: oslo(29), to: oslo(0), orders: 6, gross: 289400, net: 231520, averageOrderValue: 48233, designedOrders: 2 },
    });
    expect(body.days).toHaveLength(30);
    expect(body.days[0]!.date).toBe(oslo(29));
    expect(body.days[29]).toEqual({ date: oslo(0), orders: 2, gross: 89800, net: 71840 });
    const withOrders = body.days.filter((d) => d.orders > 0).map((d) => [d.date, d.orders, d.gross, d.net]);
    expect(withOrders).toEqual([
      [oslo(29), 1, 29900, 23920],
      [oslo(10), 1, 29900, 23920],
      [oslo(5), 1, 29900, 23920],
      [oslo(3), 1, 109900, 87920],
      [oslo(0), 2, 89800, 71840],
    ]);
    // the refunded card line is no sale; the cards of the four other orders are
    expect(body.topProducts).toEqual([
      { name: 'Print 20x30', quantity: 3, gross: 150000, orders: 2 },
      { name: 'Card 10x15', quantity: 8, gross: 80000, orders: 4 },
    ]);
  }, 30_000);

  it("counts a portal's days in its own time zone", async () => {
    const [, , , , support] = browsers;
    await t.sql(`UPDATE portals SET options = options || '{"timeZone": "Pacific/Kiritimati"}' WHERE key = 'club'`);
    const body = (await support.get('/api/studio/portals/club/sales')).json() as SalesDashboard;
    expect(body).toMatchObject({ timeZone: 'Pacific/Kiritimati', today: dateIn('Pacific/Kiritimati'), currency: 'SEK' });
    expect(body.days.at(-1)!.date).toBe(dateIn('Pacific/Kiritimati'));
  });
});
