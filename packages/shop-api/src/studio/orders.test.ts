/**
 * Orders in the studio (issue 31), against the real server and database (PGlite, and PostgreSQL with
 * DATABASE_URL): who may call what (visitor 401, customer 403, the other portal's operator 404,
 * operator and support 200), the status changes (checked, idempotent, with history and audit in the
 * change's transaction), the shipping e-mail exactly once, search and keyset paging, and the parent's
 * order answer with the status and tracking link.
 */
import { orderReference } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { makeStudioOrder, matrixBrowsers, type OrderOptions, staffBrowser } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  await t.sql(`UPDATE portals SET options = options || '{"trackingUrlTemplate": "https://tracking.example/{tracking}"}' WHERE key = 'fjord'`);
});
afterAll(() => t?.close());

const makeOrder = (o: OrderOptions = {}) => makeStudioOrder(t, o);

const count = async (table: string, where = 'true', params: unknown[] = []) =>
  Number((await t.sql<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params))[0]!.n);

describe('who may call the order calls', () => {
  it('answers visitor 401, customer 403, the club operator 404, the Fjord operator and support 200', async () => {
    const uuid = await makeOrder();
    const browsers = await matrixBrowsers(t);
    const calls = [
      { method: 'GET', url: '/api/studio/portals/fjord/orders' },
      { method: 'GET', url: `/api/studio/orders/${uuid}` },
      { method: 'POST', url: `/api/studio/orders/${uuid}/status`, payload: { status: 'in_production' } },
    ] as const;
    for (const call of calls) {
      const answers = [];
      for (const b of browsers) answers.push((await b.request({ ...call })).statusCode);
      expect(answers, `${call.method} ${call.url}`).toEqual([401, 403, 404, 200, 200]);
    }
    // the club operator's 404 changed nothing: one change (the operator's), support's the same again
    expect(await count('order_history', '"order" = $1', [uuid])).toBe(1);
  }, 60_000); // five sign-ins (password hashing)

  it("does not find another portal's order in the club operator's list, and support sees it", async () => {
    const uuid = await makeOrder();
    const club = await staffBrowser(t, 'club');
    const list = await club.get('/api/studio/portals/club/orders');
    expect(list.statusCode).toBe(200);
    expect(list.json().orders.map((o: { uuid: string }) => o.uuid)).not.toContain(uuid);
    const support = await staffBrowser(t, 'support');
    expect((await support.get(`/api/studio/orders/${uuid}`)).json()).toMatchObject({ uuid, portal: 'fjord', status: 'confirmed' });
  });

  it('refuses a change without the staff CSRF token and a bad body with 400 naming the field', async () => {
    const uuid = await makeOrder();
    const operator = await staffBrowser(t, 'operator');
    expect(
      (await operator.request({ method: 'POST', url: `/api/studio/orders/${uuid}/status`, payload: { status: 'in_production' }, csrf: false })).statusCode,
    ).toBe(403);
    await operator.post(`/api/studio/orders/${uuid}/status`, { status: 'in_production' });
    const bad = await operator.post(`/api/studio/orders/${uuid}/status`, { status: 'shipped', carrier: 'Posten' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().fields)).toContain('trackingNumber');
    expect((await operator.get('/api/studio/orders/not-a-uuid')).statusCode).toBe(400);
    expect((await operator.get('/api/studio/portals/fjord/orders?before=bm9wZQ')).statusCode).toBe(400);
  });
});

describe('status changes', () => {
  it('goes confirmed → in production → shipped → delivered, each once, with history, audit and one e-mail', async () => {
    const uuid = await makeOrder();
    const operator = await staffBrowser(t, 'operator');
    const url = `/api/studio/orders/${uuid}/status`;
    const audit = () => count('audit_log', `kind = 'order.status' AND after->>'order' = $1`, [uuid]);
    const mails = () => count('outbox_emails', `"to" = 'parent@example.com' AND text LIKE $1`, [`%${orderReference(uuid)}%`]);

    // shipping straight from confirmed is refused with the reason
    const early = await operator.post(url, { status: 'shipped', carrier: 'Posten', trackingNumber: 'AB123' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/confirmed: it cannot be shipped/);

    const produced = await operator.post(url, { status: 'in_production' });
    expect(produced.statusCode).toBe(200);
    expect(produced.json().status).toBe('in_production');
    // the same change again: 200, nothing more written
    expect((await operator.post(url, { status: 'in_production' })).statusCode).toBe(200);
    expect([await count('order_history', '"order" = $1', [uuid]), await audit()]).toEqual([1, 1]);

    // too late to cancel
    const cancel = await operator.post(url, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toMatch(/only an order not yet in production can be cancelled/);

    const shipped = await operator.post(url, { status: 'shipped', carrier: 'Posten', trackingNumber: 'AB 123/9' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      shipment: { carrier: 'Posten', trackingNumber: 'AB 123/9', trackingUrl: 'https://tracking.example/AB%20123%2F9' },
    });
    // shipped twice (a double click): still one e-mail
    expect((await operator.post(url, { status: 'shipped', carrier: 'Posten', trackingNumber: 'AB 123/9' })).statusCode).toBe(200);
    expect(await mails()).toBe(1);
    const [mail] = await t.sql<{ subject: string; text: string }>(
      `SELECT subject, text FROM outbox_emails WHERE "to" = 'parent@example.com' AND text LIKE $1`,
      [`%${orderReference(uuid)}%`],
    );
    expect(mail!.text).toContain('https://tracking.example/AB%20123%2F9');
    expect(mail!.text).toContain(`/my-account/orders/${uuid}`);
    // the job that sends it was queued with it
    expect(await count('outbox_emails', `text LIKE $1 AND sent_at IS NULL`, [`%${orderReference(uuid)}%`])).toBe(1);

    const delivered = await operator.post(url, { status: 'delivered' });
    expect(delivered.statusCode).toBe(200);
    const detail = delivered.json();
    expect(detail.history.map((h: { from: string; to: string }) => `${h.from}>${h.to}`)).toEqual([
      'confirmed>in_production',
      'in_production>shipped',
      'shipped>delivered',
    ]);
    expect(detail.history[0].staff.email).toBe('operator@example.com');
    expect(detail.history[1].detail).toMatchObject({ carrier: 'Posten', trackingNumber: 'AB 123/9' });
    expect(await audit()).toBe(3);
    expect(detail).toMatchObject({
      reference: orderReference(uuid),
      customer: { email: 'parent@example.com' },
      total: 29900,
      lines: [{ name: 'Card 10x15', quantity: 2, unitPrice: 10000, linePrice: 20000 }],
      delivery: { type: 'postage', address: { name: 'Kari Nordmann', city: 'Oslo' } },
      payment: { provider: 'test', status: 'paid', amount: 29900 },
    });
  });

  it('cancels before production; a cancelled order cannot be shipped (409 with the reason), nor sent to production', async () => {
    const uuid = await makeOrder();
    const support = await staffBrowser(t, 'support');
    const url = `/api/studio/orders/${uuid}/status`;
    expect((await support.post(url, { status: 'cancelled' })).json().status).toBe('cancelled');
    expect((await support.post(url, { status: 'cancelled' })).statusCode).toBe(200);
    const ship = await support.post(url, { status: 'shipped', carrier: 'Posten', trackingNumber: 'X1' });
    expect(ship.statusCode).toBe(409);
    expect(ship.json()).toMatchObject({ error: 'invalid_status_change', message: 'The order is cancelled: it cannot be shipped' });
    expect((await support.post(url, { status: 'in_production' })).statusCode).toBe(409);
    expect(await count('order_history', '"order" = $1', [uuid])).toBe(1);
    expect(await count('outbox_emails', 'text LIKE $1', [`%${orderReference(uuid)}%`])).toBe(0);
  });

  it("writes the shipping e-mail in the parent's language (nb)", async () => {
    const [was] = await t.sql<{ lang: string | null }>(`SELECT lang FROM users WHERE email = 'parent@example.com' AND portal = 'fjord'`);
    await t.sql(`UPDATE users SET lang = 'nb' WHERE email = 'parent@example.com' AND portal = 'fjord'`);
    try {
      const uuid = await makeOrder();
      const operator = await staffBrowser(t, 'operator');
      await operator.post(`/api/studio/orders/${uuid}/status`, { status: 'in_production' });
      await operator.post(`/api/studio/orders/${uuid}/status`, { status: 'shipped', carrier: 'Bring', trackingNumber: 'NO42' });
      const [mail] = await t.sql<{ subject: string; text: string }>('SELECT subject, text FROM outbox_emails WHERE text LIKE $1', [
        `%${orderReference(uuid)}%`,
      ]);
      expect(mail!.subject).toMatch(new RegExp(`^Bestillingen din ${orderReference(uuid)} fra .+ er sendt$`));
      expect(mail!.text).toContain('Følg den her: https://tracking.example/NO42');
    } finally {
      await t.sql(`UPDATE users SET lang = $1 WHERE email = 'parent@example.com' AND portal = 'fjord'`, [was!.lang]);
    }
  });

  it('writes the change, its history, its audit entry and its e-mail in one transaction: all or nothing', async () => {
    const uuid = await makeOrder();
    const operator = await staffBrowser(t, 'operator');
    await operator.post(`/api/studio/orders/${uuid}/status`, { status: 'in_production' });
    const audits = await count('audit_log');
    // the outbox refuses this one mail: the e-mail is the transaction's last write
    await t.sql(`CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no mail today'; END $$`);
    await t.sql('CREATE TRIGGER refuse_mail BEFORE INSERT ON outbox_emails FOR EACH ROW EXECUTE FUNCTION refuse_mail()');
    try {
      const res = await operator.post(`/api/studio/orders/${uuid}/status`, { status: 'shipped', carrier: 'Posten', trackingNumber: 'T1' });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.sql('DROP TRIGGER refuse_mail ON outbox_emails');
      await t.sql('DROP FUNCTION refuse_mail()');
    }
    const [row] = await t.sql<{ fulfilment: string; tracking_number: string | null }>('SELECT fulfilment, tracking_number FROM orders WHERE uuid = $1', [uuid]);
    expect(row).toEqual({ fulfilment: 'in_production', tracking_number: null });
    expect(await count('audit_log')).toBe(audits);
    expect(await count('order_history', '"order" = $1', [uuid])).toBe(1);
  });
});

describe('the list', () => {
  it('finds by reference, e-mail or name, filters, and pages newest first by keyset without a repeat or a gap', async () => {
    const base = Date.UTC(2025, 5, 1);
    const mine: string[] = [];
    for (let i = 0; i < 7; i++) mine.push(await makeOrder({ at: new Date(base + i * 3_600_000), delivery: i % 2 ? 'store-pickup' : 'postage' }));
    // two confirmed in the same millisecond: the cursor keeps microseconds and the uuid
    const same = new Date(base + 3 * 3_600_000 + 1).toISOString();
    await t.sql(`UPDATE orders SET confirmed_at = $1::timestamptz + interval '5 microseconds' WHERE uuid = $2`, [same, mine[5]]);
    await t.sql(`UPDATE orders SET confirmed_at = $1::timestamptz + interval '9 microseconds' WHERE uuid = $2`, [same, mine[6]]);
    const operator = await staffBrowser(t, 'operator');
    const range = 'from=2025-06-01&to=2025-06-01';
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const res = await operator.get(`/api/studio/portals/fjord/orders?${range}&limit=3${next ? `&before=${next}` : ''}`);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().orders.map((o: { uuid: string }) => o.uuid));
      next = res.json().next;
    } while (next);
    const expected = (
      await t.sql<{ uuid: string }>(
        `SELECT uuid FROM orders WHERE portal = 'fjord' AND confirmed_at::date = '2025-06-01' ORDER BY confirmed_at DESC, uuid DESC`,
      )
    ).map((r) => r.uuid);
    expect(seen).toEqual(expected);
    expect(new Set(seen)).toEqual(new Set(mine));
    expect(seen.slice(0, 3)).toEqual([mine[4], mine[6], mine[5]]);

    const first = (await operator.get(`/api/studio/portals/fjord/orders?${range}&limit=1`)).json().orders[0];
    expect(first).toMatchObject({
      reference: orderReference(mine[4]!),
      customer: { email: 'parent@example.com' },
      total: 29900,
      status: 'confirmed',
      portal: 'fjord',
    });

    const find = async (query: string) =>
      (await operator.get(`/api/studio/portals/fjord/orders?${query}`)).json().orders.map((o: { uuid: string }) => o.uuid) as string[];
    expect(await find(`q=${encodeURIComponent(orderReference(mine[2]!))}`)).toEqual([mine[2]]);
    expect(await find(`${range}&q=PARENT@example`)).toHaveLength(7);
    expect(await find(`${range}&q=nobody-like-this`)).toEqual([]);
    expect(await find(`${range}&delivery=store-pickup`)).toEqual(expected.filter((u) => mine.indexOf(u) % 2 === 1));
    await operator.post(`/api/studio/orders/${mine[0]}/status`, { status: 'cancelled' });
    expect(await find(`${range}&status=cancelled`)).toEqual([mine[0]]);
    expect(await find(`${range}&status=confirmed`)).toHaveLength(6);
    expect(await find('from=2025-06-02&to=2025-06-03')).toEqual([]);
  });

  it('finds a customer by a part of their name, whatever its case', async () => {
    await t.sql(`UPDATE users SET name = 'Kari Nordmann' WHERE email = 'parent@example.com' AND portal = 'fjord'`);
    const uuid = await makeOrder();
    const operator = await staffBrowser(t, 'operator');
    const res = await operator.get('/api/studio/portals/fjord/orders?q=NORDMA');
    expect(res.json().orders[0]).toMatchObject({ uuid, customer: { name: 'Kari Nordmann' } });
  });
});

describe("the parent's order", () => {
  it('carries the status and the tracking link once shipped', async () => {
    const uuid = await makeOrder();
    const parent = await staffBrowser(t);
    expect((await parent.signIn('parent@example.com', 'parent-demo-1')).statusCode).toBe(200);
    const before = await parent.get(`/api/webshop/user/orders/${uuid}`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().fulfilment).toBeNull();
    const operator = await staffBrowser(t, 'operator');
    await operator.post(`/api/studio/orders/${uuid}/status`, { status: 'in_production' });
    await operator.post(`/api/studio/orders/${uuid}/status`, { status: 'shipped', carrier: 'Posten', trackingNumber: 'NB777' });
    const order = await parent.get(`/api/webshop/user/orders/${uuid}`);
    expect(order.statusCode).toBe(200);
    expect(order.json().fulfilment).toEqual({ status: 'shipped', carrier: 'Posten', trackingNumber: 'NB777', trackingUrl: 'https://tracking.example/NB777' });
    // My orders' own calls: the list's row and the opened row's details
    const list = (await parent.get('/ajax/user/get_order_list.php')).json() as { uuid: string; fulfilment: { status: string } | null }[];
    expect(list.find((o) => o.uuid === uuid)?.fulfilment?.status).toBe('shipped');
    const details = await parent.get(`/sections/my-account/ajax/get_order_details.php?uuid=${uuid}`);
    expect(details.json().fulfilment).toMatchObject({ status: 'shipped', trackingUrl: 'https://tracking.example/NB777' });
  });
});
