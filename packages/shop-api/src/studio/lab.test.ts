/**
 * Send to lab, the lab zip, the print preview and the accounting CSV (issue 31), against the real server
 * and database: who may call them, what the zip holds (the export of `pnpm operator orders export`), that
 * an order whose print files are not made yet cannot go, the lab drop through the storage, and the CSV of
 * the filtered list.
 */
import { orderReference } from '@shop/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { QUEUES } from '../jobs';
import { createTestApp, type TestApp } from '../testing/harness';
import { makeStudioOrder, matrixBrowsers, type OrderOptions, staffBrowser } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const makeOrder = (o: OrderOptions = {}) => makeStudioOrder(t, o);
const lineOf = async (uuid: string) => (await t.sql<{ line: string }>(`SELECT lines->0->>'uuid' AS line FROM orders WHERE uuid = $1`, [uuid]))[0]!.line;
const statusOf = async (uuid: string) => (await t.sql<{ fulfilment: string | null }>('SELECT fulfilment FROM orders WHERE uuid = $1', [uuid]))[0]!.fulfilment;

/** A designed order whose print job has made its file (what the print queue writes: print/<order>/<line>/01-front.jpg). */
async function printedOrder(o: OrderOptions = {}): Promise<{ uuid: string; file: string; jpeg: Buffer }> {
  const uuid = await makeOrder({ kind: 'product', ...o });
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c04020' } })
    .jpeg()
    .toBuffer();
  const file = `${await lineOf(uuid)}/01-front.jpg`;
  await t.app.shop.storage.put(`print/${uuid}/${file}`, jpeg);
  return { uuid, file, jpeg };
}

/** The zip's entries, name → bytes. */
function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const files = new Map<string, Buffer>();
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      archive.on('entry', (entry: yauzl.Entry) =>
        archive.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            archive.readEntry();
          });
        }),
      );
      archive.on('end', () => resolve(files));
      archive.readEntry();
    });
  });
}

describe('who may call them', () => {
  it('answers visitor 401, customer 403, the club operator 404, the Fjord operator and support 200', async () => {
    const { uuid, file } = await printedOrder();
    const browsers = await matrixBrowsers(t);
    const calls = [
      { method: 'POST', url: '/api/studio/portals/fjord/lab-sends', payload: { orders: [uuid] } },
      { method: 'GET', url: `/api/studio/portals/fjord/lab-export.zip?orders=${uuid}` },
      { method: 'GET', url: '/api/studio/portals/fjord/orders.csv' },
      { method: 'GET', url: `/api/studio/orders/${uuid}/print-preview?file=${encodeURIComponent(file)}` },
    ] as const;
    for (const call of calls) {
      const answers = [];
      for (const b of browsers) answers.push((await b.request({ ...call })).statusCode);
      expect(answers, `${call.method} ${call.url}`).toEqual([401, 403, 404, 200, 200]);
    }
    // the club operator's 404 moved nothing: the operator's send did, support's changed nothing more
    expect(await statusOf(uuid)).toBe('in_production');
    expect(Number((await t.sql<{ n: string }>(`SELECT count(*) AS n FROM order_history WHERE "order" = $1`, [uuid]))[0]!.n)).toBe(1);
  }, 60_000); // five sign-ins (password hashing)
});

describe('send to lab', () => {
  it('moves the orders to in production and the zip holds order.json, lines.csv and the print files', async () => {
    const a = await printedOrder();
    const b = await makeOrder(); // nothing to print: its export has no print folder
    const operator = await staffBrowser(t, 'operator');
    const sent = await operator.post('/api/studio/portals/fjord/lab-sends', { orders: [a.uuid, b] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().drop).toBeNull();
    expect(new Set(sent.json().orders.map((o: { reference: string }) => o.reference))).toEqual(new Set([orderReference(a.uuid), orderReference(b)]));
    expect([await statusOf(a.uuid), await statusOf(b)]).toEqual(['in_production', 'in_production']);
    const audit = await t.sql<{ n: string }>(`SELECT count(*) AS n FROM audit_log WHERE kind = 'order.status' AND after->>'order' = ANY($1)`, [[a.uuid, b]]);
    expect(Number(audit[0]!.n)).toBe(2);

    const zip = await operator.request({ method: 'GET', url: sent.json().download });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-disposition']).toMatch(/^attachment; filename="lab-fjord-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = await unzip(zip.rawPayload);
    const dirA = orderReference(a.uuid).slice(1);
    const dirB = orderReference(b).slice(1);
    expect([...files.keys()].sort()).toEqual(
      [`${dirA}/order.json`, `${dirA}/lines.csv`, `${dirA}/print/${a.uuid}/${a.file}`, `${dirB}/order.json`, `${dirB}/lines.csv`].sort(),
    );
    expect(files.get(`${dirA}/print/${a.uuid}/${a.file}`)!.equals(a.jpeg)).toBe(true);
    const json = JSON.parse(files.get(`${dirA}/order.json`)!.toString());
    expect(json).toMatchObject({ number: orderReference(a.uuid), portal: 'fjord', customer: { email: 'parent@example.com' }, payment: { provider: 'test' } });
    expect(files.get(`${dirB}/lines.csv`)!.toString()).toMatch(
      /^line,kind,description,quantity,unit price,line price\r\n.+,digital-set,Card 10x15,2,100\.00,200\.00\r\n$/,
    );

    // sent again: nothing changes (no second history row)
    expect((await operator.post('/api/studio/portals/fjord/lab-sends', { orders: [a.uuid] })).statusCode).toBe(200);
    expect(Number((await t.sql<{ n: string }>(`SELECT count(*) AS n FROM order_history WHERE "order" = $1`, [a.uuid]))[0]!.n)).toBe(1);
  });

  it('refuses, naming them, orders whose print files are not made yet or that are cancelled, and sends none of the selection', async () => {
    const ready = await printedOrder();
    const waiting = await makeOrder({ kind: 'product' });
    const cancelled = await makeOrder();
    // the print job of `waiting` is queued, not done (not before an hour: the test's runner leaves it)
    await t.sql(`INSERT INTO pgboss.job (id, name, data, state, start_after) VALUES ($1, $2, '{}', 'created', now() + interval '1 hour')`, [
      waiting,
      QUEUES.printOrder.name,
    ]);
    const operator = await staffBrowser(t, 'operator');
    await operator.post(`/api/studio/orders/${cancelled}/status`, { status: 'cancelled' });
    const res = await operator.post('/api/studio/portals/fjord/lab-sends', { orders: [ready.uuid, waiting, cancelled] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('not_ready_for_lab');
    expect(res.json().message).toContain(`${orderReference(waiting)}: its print files are not ready yet`);
    expect(res.json().message).toContain(`${orderReference(cancelled)} is cancelled`);
    // the references alone, for the studio's own sentence
    expect(res.json().values).toEqual({ orders: [waiting, cancelled].map(orderReference).sort().join(', ') });
    expect(await statusOf(ready.uuid)).toBeNull();
    const detail = (await operator.get(`/api/studio/orders/${waiting}`)).json();
    expect(detail.printFiles).toBe('pending');
    expect((await operator.get(`/api/studio/portals/fjord/lab-export.zip?orders=${waiting}`)).statusCode).toBe(409);
    // once the job has completed, it goes
    await t.sql(`UPDATE pgboss.job SET state = 'completed' WHERE id = $1`, [waiting]);
    expect((await operator.post('/api/studio/portals/fjord/lab-sends', { orders: [waiting] })).statusCode).toBe(200);
  });

  it("writes the export to the portal's lab drop through the storage; the drop is set in the portal's settings, checked and audited", async () => {
    const operator = await staffBrowser(t, 'operator');
    const detail = (await operator.get('/api/studio/portals/fjord')).json();
    const withDrop = (labDrop: string) => ({ version: detail.version, settings: { ...detail.settings, options: { ...detail.settings.options, labDrop } } });
    // a folder that leaves the storage's root is refused, naming the field
    const bad = await operator.put('/api/studio/portals/fjord/settings', withDrop('../lab'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject([{ field: 'body.settings.options.labDrop', kind: 'regex' }]);
    const saved = await operator.put('/api/studio/portals/fjord/settings', withDrop('lab/fjord'));
    expect(saved.statusCode, saved.body).toBe(200);
    const audit = (await operator.get('/api/studio/audit?portal=fjord&kind=portal.settings')).json();
    expect(audit.entries[0]).toMatchObject({ staff: { email: 'operator@example.com' }, after: { options: { labDrop: 'lab/fjord' } } });
    try {
      const a = await printedOrder();
      const res = await operator.post('/api/studio/portals/fjord/lab-sends', { orders: [a.uuid] });
      expect(res.json().drop).toBe('lab/fjord');
      const dir = orderReference(a.uuid).slice(1);
      expect(await t.app.shop.storage.list(`lab/fjord/${dir}/`)).toEqual(
        [`lab/fjord/${dir}/lines.csv`, `lab/fjord/${dir}/order.json`, `lab/fjord/${dir}/print/${a.uuid}/${a.file}`].sort(),
      );
      expect((await t.app.shop.storage.read(`lab/fjord/${dir}/print/${a.uuid}/${a.file}`))!.equals(a.jpeg)).toBe(true);
    } finally {
      await t.sql(`UPDATE portals SET options = options - 'labDrop' WHERE key = 'fjord'`);
    }
  });

  it("shows a designed line's print files on the order's page and previews one small", async () => {
    const a = await printedOrder();
    const operator = await staffBrowser(t, 'operator');
    const detail = (await operator.get(`/api/studio/orders/${a.uuid}`)).json();
    expect(detail.printFiles).toBe('ready');
    expect(detail.lines[0].printFiles).toEqual([a.file]);
    const preview = await operator.get(`/api/studio/orders/${a.uuid}/print-preview?file=${encodeURIComponent(a.file)}`);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(480);
    expect((await operator.get(`/api/studio/orders/${a.uuid}/print-preview?file=../x.jpg`)).statusCode).toBe(400);
  });
});

describe('the CSV', () => {
  it('holds every order of the filtered list with net, VAT, total, status and payment', async () => {
    await t.sql(`UPDATE users SET name = '=HYPERLINK("x")' WHERE email = 'parent@example.com' AND portal = 'fjord'`);
    const day = Date.UTC(2024, 2, 3);
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push(await makeOrder({ at: new Date(day + i * 60_000), provider: i === 2 ? 'invoice' : 'test' }));
    const operator = await staffBrowser(t, 'operator');
    const res = await operator.get('/api/studio/portals/fjord/orders.csv?from=2024-03-03&to=2024-03-03');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = res.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe('reference,ordered,confirmed,customer,e-mail,net,vat,total,currency,status,payment,payment status');
    expect(rows.slice(1).map((r) => r.split(',')[0])).toEqual(made.reverse().map(orderReference));
    expect(rows[1]).toContain(`,2024-03-03T00:02:00.000Z,"'=HYPERLINK(""x"")",parent@example.com,239.20,59.80,299.00,NOK,confirmed,invoice,paid`);
    expect((await operator.get('/api/studio/portals/fjord/orders.csv?status=nope')).statusCode).toBe(400);
  });
});
