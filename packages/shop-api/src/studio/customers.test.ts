/**
 * Customers and support in the studio (issue 31), against the real server and database: who may call what
 * (visitor 401, customer 403, the other portal's operator 404, operator and support 200; simulation is
 * support's), search by e-mail, name and picture code with keyset paging, the customer's page and its audit
 * entry, the password-reset link with the reminder's own limit, an order confirmation again, a simulation
 * link that signs a browser in as the customer, and the support recordings listed, replayed and deleted.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../testing/harness';
import { expectMatrix, makeStudioOrder, type MatrixBrowsers, matrixBrowsers, staffBrowser, studioTestApp } from './testing';

// the studio's shared setup (the app with the shared seed); the matrix's browsers once for the file
const app = studioTestApp();
let t: TestApp;
let browsers: MatrixBrowsers;
let parent: string;
let order: string;
beforeAll(async () => {
  t = app.t;
  browsers = await matrixBrowsers(t);
  parent = (await t.sql<{ uuid: string }>(`SELECT uuid FROM users WHERE email = 'parent@example.com' AND portal = 'fjord'`))[0]!.uuid;
  order = await makeStudioOrder(t);
}, 120_000); // five sign-ins (password hashing) on a loaded machine

const count = async (table: string, where = 'true', params: unknown[] = []) =>
  Number((await t.sql<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params))[0]!.n);

/** A recording of the /debug page on Fjord as a visitor's browser makes it: two pages (rrweb Meta events). */
async function makeRecording(): Promise<string> {
  const visitor = await t.client().start();
  const { id } = (await visitor.request({ method: 'POST', url: '/api/webshop/debug/recordings', payload: { userAgent: 'Mozilla/5.0 (test)' } })).json();
  const events = [
    { type: 4, data: { href: 'http://fjord.localhost/', width: 800, height: 600 }, timestamp: 1 },
    { type: 2, data: { node: { type: 0, childNodes: [], id: 1 }, initialOffset: { top: 0, left: 0 } }, timestamp: 2 },
    { type: 4, data: { href: 'http://fjord.localhost/contact', width: 800, height: 600 }, timestamp: 3 },
  ];
  const sent = await visitor.request({ method: 'POST', url: `/api/webshop/debug/recordings/${id}/events`, payload: { events } });
  expect(sent.statusCode).toBe(200);
  return id;
}

describe('who may call the customer and recording calls', () => {
  it('answers visitor 401, customer 403, the club operator 404, the Fjord operator and support with success', async () => {
    const recording = await makeRecording();
    const calls = [
      { method: 'GET', url: '/api/studio/customers?portal=fjord&q=parent', ok: 200 },
      { method: 'GET', url: `/api/studio/customers/${parent}`, ok: 200 },
      { method: 'POST', url: `/api/studio/customers/${parent}/password-reset`, ok: 200 },
      { method: 'POST', url: `/api/studio/orders/${order}/confirmation-email`, ok: 201 },
      { method: 'GET', url: '/api/studio/portals/fjord/recordings', ok: 200 },
      { method: 'GET', url: `/api/studio/recordings/${recording}`, ok: 200 },
    ] as const;
    for (const { ok, ...call } of calls) await expectMatrix(browsers, `${call.method} ${call.url}`, () => call, ok);
    // simulation is support's: an operator of any portal is refused before anything is read
    const simulate = [];
    for (const b of browsers) simulate.push((await b.post(`/api/studio/customers/${parent}/simulation`, {})).statusCode);
    expect(simulate).toEqual([401, 403, 403, 403, 201]);
    // deleting: the refusals delete nothing; the operator deletes one recording, support another
    const other = await makeRecording();
    const del = [];
    for (const [i, b] of browsers.entries())
      del.push((await b.request({ method: 'DELETE', url: `/api/studio/recordings/${i === 4 ? other : recording}` })).statusCode);
    expect(del).toEqual([401, 403, 404, 200, 200]);
    expect(await count('debug_recordings', 'uuid = ANY($1::uuid[])', [[recording, other]])).toBe(0);
  }, 60_000);

  it("keeps the club's customers from Fjord's operator and Fjord's from the club's", async () => {
    const [, , club, operator, support] = browsers;
    const clubList = (await club.get('/api/studio/customers?q=example.com')).json();
    expect(clubList.customers.map((c: { email: string }) => c.email)).not.toContain('parent@example.com');
    const fjordList = (await operator.get('/api/studio/customers')).json();
    expect(fjordList.customers.map((c: { email: string }) => c.email)).toContain('parent@example.com');
    expect(fjordList.customers.every((c: { portal: string }) => c.portal === 'fjord')).toBe(true);
    // support finds everyone, the club's set holders too
    const all = (await support.get('/api/studio/customers?limit=100')).json().customers.map((c: { portal: string }) => c.portal);
    expect(new Set(all)).toEqual(new Set(['fjord', 'club'].filter((p) => all.includes(p))));
    expect((await club.get('/api/studio/customers?portal=fjord')).statusCode).toBe(404);
    expect((await operator.get('/api/studio/customers?before=bm9wZQ')).statusCode).toBe(400);
    expect((await operator.get('/api/studio/customers/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('finding a customer', () => {
  it('finds the parent by a part of the e-mail, the name and the picture code of a set, however it is written', async () => {
    const [, , , operator] = browsers;
    for (const q of ['PARENT@example', 'ida hansen', 'noah-2026', 'noah2026']) {
      const found = (await operator.get(`/api/studio/customers?q=${encodeURIComponent(q)}`)).json().customers;
      expect(
        found.map((c: { email: string }) => c.email),
        q,
      ).toEqual(['parent@example.com']);
    }
    expect((await operator.get('/api/studio/customers?q=nobody-here')).json().customers).toEqual([]);
  });

  it('pages by e-mail with a cursor, never repeating a customer', async () => {
    const [, , , , support] = browsers;
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const page: { customers: { email: string }[]; next: string | null } = (
        await support.get(`/api/studio/customers?limit=1${next ? `&before=${next}` : ''}`)
      ).json();
      seen.push(...page.customers.map((c) => c.email));
      next = page.next;
    } while (next && seen.length < 50);
    expect(seen.length).toBe(new Set(seen).size);
    expect(seen.length).toBe(await count('users'));
    expect(seen).toEqual([...seen].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
  });
});

describe("the customer's page", () => {
  it('shows sets with job and portal, orders, preferences and invites, and writes the access to the audit log', async () => {
    const [, , , operator] = browsers;
    await t.sql(
      `INSERT INTO share_invites (token_hash, portal, sender_uuid, recipient_email, subject_uuids, expires_at)
                 SELECT 'test-invite', 'fjord', $1, 'grandma@example.com', ARRAY[subject_uuid], now() + interval '14 days' FROM user_subjects WHERE user_uuid = $1 LIMIT 1`,
      [parent],
    );
    const before = await count('audit_log', `kind = 'customer.view' AND after->>'customer' = $1`, [parent]);
    const page = (await operator.get(`/api/studio/customers/${parent}`)).json();
    expect(page).toMatchObject({ email: 'parent@example.com', name: 'Ida Hansen', portal: 'fjord' });
    expect(page.sets).toEqual([expect.objectContaining({ name: 'Noah Hansen', group: '2A', portal: 'fjord', reminders: true })]);
    expect(page.sets[0].job.name).toBeTruthy();
    expect(page.orders.map((o: { uuid: string }) => o.uuid)).toContain(order);
    expect(page.communication.language).toMatch(/^(en|nb)$/);
    expect(page.invites).toEqual([expect.objectContaining({ recipientEmail: 'grandma@example.com', sets: ['Noah Hansen'], acceptedAt: null })]);
    expect(await count('audit_log', `kind = 'customer.view' AND after->>'customer' = $1 AND portal = 'fjord'`, [parent])).toBe(before + 1);
  });
});

describe('actions', () => {
  it("sends the reminder's own e-mail with its limit: three an hour, then nothing and 'recently-sent'", async () => {
    const [, , , operator] = browsers;
    const mails = () => count('outbox_emails', `"to" = 'parent@example.com' AND text LIKE '%reset-password%'`);
    const url = `/api/studio/customers/${parent}/password-reset`;
    // the matrix sent two already: one more fits the hour
    const sent = await mails();
    expect((await operator.post(url, {})).json()).toEqual({ outcome: 'sent' });
    expect(await mails()).toBe(sent + 1);
    expect((await operator.post(url, {})).json()).toEqual({ outcome: 'recently-sent' });
    expect(await mails()).toBe(sent + 1);
    // the customer's own 'Forgot your password?' counts against the same limit
    const visitor = await staffBrowser(t);
    const forgot = await visitor.getWithCsrf('/sections/prophoto/ajax/send_password_reminder.php?json=1&email=parent%40example.com');
    expect(forgot.statusCode, forgot.body).toBe(200);
    expect(await mails()).toBe(sent + 1);
    const audit = await t.sql<{ outcome: string }>(
      `SELECT after->>'outcome' AS outcome FROM audit_log WHERE kind = 'customer.password-reset' AND after->>'customer' = $1 ORDER BY id`,
      [parent],
    );
    expect(audit.map((a) => a.outcome)).toEqual(['sent', 'sent', 'sent', 'recently-sent']);
  });

  it("sends an order's confirmation again through the outbox, audit-logged", async () => {
    const [, , , operator] = browsers;
    const uuid = await makeStudioOrder(t);
    const mails = () => count('outbox_emails', `"to" = 'parent@example.com' AND text LIKE $1`, [`%${uuid.slice(0, 8)}%`]);
    expect((await operator.post(`/api/studio/orders/${uuid}/confirmation-email`, {})).statusCode).toBe(201);
    expect(await mails()).toBe(1);
    expect(await count('audit_log', `kind = 'order.confirmation' AND after->>'order' = $1`, [uuid])).toBe(1);
  });

  it('gives support a one-time link that signs a browser in as the customer, with the banner', async () => {
    const [, , , , support] = browsers;
    const answer = (await support.post(`/api/studio/customers/${parent}/simulation`, {})).json();
    const path = new URL(answer.link).pathname;
    expect(path).toMatch(/^\/api\/webshop\/auth\/simulate\/[A-Za-z0-9_-]{43}$/);
    const browser = await t.client().start();
    expect((await browser.request({ method: 'GET', url: path })).statusCode).toBe(303);
    const me = (await browser.request({ method: 'GET', url: '/api/webshop/user' })).json();
    expect(JSON.stringify(me)).toContain('parent@example.com');
    expect(JSON.stringify(me)).toMatch(/"isSimulated":true/);
    expect((await browser.request({ method: 'GET', url: path })).statusCode).toBe(404);
    expect(await count('audit_log', `kind = 'customer.simulate' AND after->>'customer' = $1`, [parent])).toBeGreaterThanOrEqual(2);
  });
});

describe('support recordings', () => {
  it('lists a portal’s recordings with pages and size, replays one in order (audit-logged), and deletes it', async () => {
    const [, , , operator] = browsers;
    const id = await makeRecording();
    const list = (await operator.get('/api/studio/portals/fjord/recordings')).json();
    const row = list.recordings.find((r: { uuid: string }) => r.uuid === id);
    expect(row).toMatchObject({ portal: 'fjord', pages: 2, events: 3, stoppedAt: null, userAgent: 'Mozilla/5.0 (test)' });
    expect(row.bytes).toBeGreaterThan(100);
    const replay = (await operator.get(`/api/studio/recordings/${id}`)).json();
    expect(replay.events.map((e: { timestamp: number }) => e.timestamp)).toEqual([1, 2, 3]);
    expect(await count('audit_log', `kind = 'recording.view' AND after->>'recording' = $1`, [id])).toBe(1);
    expect((await operator.request({ method: 'DELETE', url: `/api/studio/recordings/${id}` })).statusCode).toBe(200);
    expect(await count('debug_recording_events', 'recording = $1', [id])).toBe(0);
    expect((await operator.get(`/api/studio/recordings/${id}`)).statusCode).toBe(404);
    expect(await count('audit_log', `kind = 'recording.delete' AND before->>'uuid' = $1`, [id])).toBe(1);
  });

  it('pages the list by a cursor', async () => {
    const [, , , operator] = browsers;
    await makeRecording();
    await makeRecording();
    const first = (await operator.get('/api/studio/portals/fjord/recordings?limit=1')).json();
    expect(first.recordings).toHaveLength(1);
    const second = (await operator.get(`/api/studio/portals/fjord/recordings?limit=1&before=${first.next}`)).json();
    expect(second.recordings[0].uuid).not.toBe(first.recordings[0].uuid);
    expect((await operator.get('/api/studio/portals/fjord/recordings?before=bm9wZQ')).statusCode).toBe(400);
  });
});
