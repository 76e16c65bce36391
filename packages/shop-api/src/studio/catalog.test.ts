/**
 * The studio's price lists and vouchers (issue 32) against the real server: the authorisation matrix of
 * every call (visitor 401, customer 403, another portal's operator 404, the operator and support 200), the
 * dry run's diff and problems with their lines, Publish in one transaction with its audit entry, and the
 * voucher forms' rules (a used voucher is disabled, never deleted).
 */
import { studioCatalogApi, type CallDef, type PriceListCheck } from '@shop/contracts';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_PRICE_LISTS } from '../demo/products';
import { expectMatrix, matrixBrowsers, staffBrowser, type StaffBrowser, studioTestApp } from './testing';

const studio = studioTestApp();

type PriceList = { products: Record<string, unknown>[]; checkout?: Record<string, unknown> };
const fjordList = () => JSON.parse(JSON.stringify(DEMO_PRICE_LISTS.fjord)) as PriceList;
const fileOf = (list: unknown, name = 'products.json') => ({ name, text: typeof list === 'string' ? list : JSON.stringify(list, null, 2) });
const BASE = '/api/studio/portals/fjord';
const priceOf = async (key: string) =>
  (await studio.t.sql<{ prices: { quantity: number; price: number }[] }>("SELECT prices FROM products WHERE portal = 'fjord' AND import_key = $1", [key]))[0]!
    .prices;
const dryRun = async (b: StaffBrowser, list: unknown): Promise<PriceListCheck> => {
  const res = await b.post(`${BASE}/price-lists/dry-run`, { file: fileOf(list) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const voucher = (code: string, extra: Record<string, unknown> = {}) => ({ code, percent: 15, minTotal: 100, usageLimit: 5, ...extra });

describe('authorisation of the price-list and voucher calls', () => {
  // the templates' calls (a multipart zip, its previews) have their matrix in templates.test.ts
  const calls = (Object.entries(studioCatalogApi) as [keyof typeof studioCatalogApi, CallDef][]).filter(([name]) => !/template/i.test(name));

  async function input(name: keyof typeof studioCatalogApi, portal: string, b: StaffBrowser) {
    const base = `/api/studio/portals/${portal}`;
    const list = portal === 'fjord' ? fjordList() : (JSON.parse(JSON.stringify(DEMO_PRICE_LISTS[portal])) as PriceList);
    // a voucher of the portal to change or delete (made by support, who may)
    const made = async () =>
      (await (await staffBrowser(studio.t, 'support')).post(`${base}/vouchers`, voucher(`M-${Math.random().toString(36).slice(2, 8)}`))).json();
    switch (name) {
      case 'priceListDryRun':
        return { method: 'POST', url: `${base}/price-lists/dry-run`, payload: { file: fileOf(list) } };
      case 'publishPriceList': {
        const check = await dryRun(await staffBrowser(studio.t, 'support'), list).catch(() => ({ fingerprint: 'a'.repeat(64) }));
        void b;
        return { method: 'POST', url: `${base}/price-lists`, payload: { file: fileOf(list), fingerprint: check.fingerprint ?? 'a'.repeat(64) } };
      }
      case 'vouchers':
        return { method: 'GET', url: `${base}/vouchers` };
      case 'createVoucher':
        return { method: 'POST', url: `${base}/vouchers`, payload: voucher(`N-${Math.random().toString(36).slice(2, 8)}`) };
      case 'updateVoucher': {
        const v = await made();
        return { method: 'PUT', url: `${base}/vouchers/${v.uuid}`, payload: { version: v.version, voucher: voucher(v.code, { percent: 20 }) } };
      }
      case 'deleteVoucher': {
        const v = await made();
        return { method: 'DELETE', url: `${base}/vouchers/${v.uuid}?version=${v.version}` };
      }
    }
  }

  it('answers a visitor 401, a customer 403, the club operator 404 on Fjord; Fjord’s operator and support succeed', async () => {
    const browsers = await matrixBrowsers(studio.t);
    for (const [name, call] of calls) await expectMatrix(browsers, name, (b) => input(name, 'fjord', b) as Promise<InjectOptions>, call.status ?? 200);
  });

  it('names the role of each call in the OpenAPI document', async () => {
    const doc = (await studio.operator.get('/api/openapi.json')).json();
    for (const [name, call] of calls) {
      const op = doc.paths[call.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')][call.method.toLowerCase()];
      expect(op['x-staff-role'], name).toBe('operator');
      expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['401', '403', '404']));
    }
  });
});

describe('price lists', () => {
  it('shows a raised price as a change of its tier, a new product and sub-product as added, a missing one as withdrawn', async () => {
    const list = fjordList();
    const mug = list.products.find((p) => p.key === 'mug')!;
    mug.prices = [{ from: 1, price: 229 }];
    list.products = list.products.filter((p) => p.key !== 'puzzle');
    list.products.push({ key: 'tote-bag', type: 89, category: 'mugs', name: { en: 'Tote bag', nb: 'Handlenett' }, prices: [{ from: 1, price: 179 }] });
    const retouch = list.products.find((p) => p.key === 'retouch')! as { subProducts: Record<string, unknown>[] };
    retouch.subProducts.push({ key: 'teeth', name: { en: 'Whiter teeth', nb: 'Hvitere tenner' }, extraPrice: 39 });
    const check = await dryRun(studio.operator, list);
    expect(check.problems).toEqual([]);
    expect(check.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const byKey = Object.fromEntries(check.diff!.products.map((p) => [p.key, p]));
    expect(byKey.mug).toMatchObject({
      change: 'changed',
      fields: ['prices'],
      prices: { before: [{ from: 1, price: 19900 }], after: [{ from: 1, price: 22900 }] },
    });
    expect(byKey['tote-bag']).toMatchObject({ change: 'added', prices: { before: null, after: [{ from: 1, price: 17900 }] } });
    expect(byKey.puzzle).toMatchObject({ change: 'withdrawn', prices: { before: [{ from: 1, price: 24900 }], after: null } });
    expect(byKey.retouch!.subProducts).toEqual([
      { key: 'teeth', name: { en: 'Whiter teeth', nb: 'Hvitere tenner' }, change: 'added', extraPrice: { before: null, after: 3900 } },
    ]);
    expect(Object.keys(byKey).sort()).toEqual(['mug', 'puzzle', 'retouch', 'tote-bag']);
    expect(check.diff!.currency).toBe('NOK');
    // a dry run writes nothing
    expect(await priceOf('mug')).toMatchObject([{ price: 19900 }]);
  });

  it('lists every problem with its line, and nothing can be published from it', async () => {
    const list = fjordList();
    (list.products[0] as Record<string, unknown>).prices = [{ from: 1, price: -5 }];
    const text = JSON.stringify(list, null, 2);
    const check = await dryRun(studio.operator, text);
    expect(check.diff).toBeNull();
    const line = text.split('\n').findIndex((l) => l.includes('-5')) + 1;
    // with its kind and values, for the studio to word it (decision 0101)
    expect(check.problems).toEqual([
      {
        file: 'products.json',
        line,
        message: 'products.0.prices.0.price: must not be negative',
        kind: 'min_value',
        values: { field: 'products.0.prices.0.price', requirement: 0 },
      },
    ]);
    const broken = await dryRun(studio.operator, '{\n  "products": [\n');
    expect(broken.problems[0]).toMatchObject({ file: 'products.json', line: 3 });
    const publish = await studio.operator.post(`${BASE}/price-lists`, { file: fileOf(text), fingerprint: 'a'.repeat(64) });
    expect(publish.statusCode).toBe(409);
    expect(publish.json().message).toMatch(/1 problem/);
  });

  it('publishes what the dry run showed in one transaction with its audit entry; a stale fingerprint is a 409', async () => {
    const list = fjordList();
    list.products.find((p) => p.key === 'print-20x30')!.prices = [{ from: 1, price: 319 }];
    const check = await dryRun(studio.operator, list);
    // someone publishes another change first: the diff the operator saw is no longer what would happen
    const other = fjordList();
    other.products.find((p) => p.key === 'print-13x18')!.prices = [{ from: 1, price: 209 }];
    const otherCheck = await dryRun(studio.operator, other);
    const first = await studio.operator.post(`${BASE}/price-lists`, { file: fileOf(other), fingerprint: otherCheck.fingerprint });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await studio.operator.post(`${BASE}/price-lists`, { file: fileOf(list), fingerprint: check.fingerprint });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('price_list_changed');
    expect(await priceOf('print-20x30')).toMatchObject([{ price: 29900 }]);

    const again = await dryRun(studio.operator, list);
    expect(again.diff!.products.map((p) => p.key).sort()).toEqual(['print-13x18', 'print-20x30']);
    const res = await studio.operator.post(`${BASE}/price-lists`, { file: fileOf(list), fingerprint: again.fingerprint });
    expect(res.statusCode, res.body).toBe(200);
    expect(await priceOf('print-20x30')).toMatchObject([{ price: 31900 }]);
    // the shop sells it at the new price
    const shop = (await (await staffBrowser(studio.t)).get('/api/webshop/products?lang=en')).json();
    const print = shop.products.find((p: { name: string }) => p.name === 'Print 20x30');
    expect(shop.tierPrices[print.uuid][0]).toMatchObject({ unitPrice: 31900 });
    const [entry] = (await studio.operator.get(`/api/studio/audit?portal=fjord&kind=price-list.publish`)).json().entries;
    expect(entry.before.products).toContainEqual({
      key: 'print-20x30',
      change: 'changed',
      prices: [{ from: 1, price: 29900, campaignPrice: null }],
      subProducts: [],
    });
    expect(entry.after.products).toContainEqual({
      key: 'print-20x30',
      change: 'changed',
      prices: [{ from: 1, price: 31900, campaignPrice: null }],
      subProducts: [],
    });
    expect(entry.after.file.stored).toBe(`price-lists/fjord/${again.fingerprint}.json`);
    // the same file again changes nothing
    expect((await dryRun(studio.operator, list)).diff!.products).toEqual([]);
  });

  it('leaves the vouchers as they are when the file lists none; a list withdraws the codes it does not name', async () => {
    const made = await studio.operator.post(`${BASE}/vouchers`, voucher('STUDIO-ONLY'));
    expect(made.statusCode, made.body).toBe(201);
    const list = fjordList();
    delete (list.checkout as { vouchers?: unknown }).vouchers;
    expect((await dryRun(studio.operator, list)).diff!.vouchers).toEqual([]);
    const withList = await dryRun(studio.operator, fjordList());
    expect(withList.diff!.vouchers).toContainEqual({ code: 'STUDIO-ONLY', change: 'withdrawn' });
  });

  it('refuses a body larger than the limit with 413', async () => {
    const res = await studio.operator.post(`${BASE}/price-lists/dry-run`, { file: { name: 'products.json', text: ' '.repeat(5 * 1024 * 1024) } });
    expect(res.statusCode).toBe(413);
  });
});

describe('vouchers', () => {
  it('creates, changes and disables a voucher with the products.json rules; each change is audited', async () => {
    const bad = await studio.operator.post(`${BASE}/vouchers`, { code: 'x', percent: 10, amount: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.map((f: { field: string }) => f.field)).toContain('body.code');
    const created = await studio.operator.post(
      `${BASE}/vouchers`,
      voucher('spring-26', { validFrom: '2026-03-01T00:00:00Z', validTo: '2026-05-31T22:00:00Z' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const v = created.json();
    expect(v).toMatchObject({ code: 'SPRING-26', kind: 'percent', value: 1500, minTotal: 10000, usageLimit: 5, active: true, uses: 0, used: false });
    expect((await studio.operator.post(`${BASE}/vouchers`, voucher('Spring-26'))).statusCode).toBe(409);
    const wrongDates = await studio.operator.put(`${BASE}/vouchers/${v.uuid}`, {
      version: v.version,
      voucher: voucher('SPRING-26', { validFrom: '2026-06-01T00:00:00Z', validTo: '2026-05-01T00:00:00Z' }),
    });
    expect(wrongDates.json().fields).toMatchObject([{ field: 'body.voucher.validTo', message: 'must be after validFrom' }]);
    const changed = await studio.operator.put(`${BASE}/vouchers/${v.uuid}`, { version: v.version, voucher: { code: 'SPRING-26', amount: 50 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ kind: 'amount', value: 5000, minTotal: 0, usageLimit: null, version: v.version + 1 });
    const stale = await studio.operator.put(`${BASE}/vouchers/${v.uuid}`, { version: v.version, voucher: { code: 'SPRING-26', amount: 60 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflict.by).toBeTruthy();
    const disabled = await studio.operator.put(`${BASE}/vouchers/${v.uuid}`, {
      version: v.version + 1,
      voucher: { code: 'SPRING-26', amount: 50, active: false },
    });
    expect(disabled.json().active).toBe(false);
    const audit = (await studio.operator.get('/api/studio/audit?portal=fjord')).json().entries.filter((e: { kind: string }) => e.kind.startsWith('voucher.'));
    expect(audit.slice(0, 3).map((e: { kind: string; before: unknown; after: unknown }) => [e.kind, e.before, e.after])).toEqual([
      ['voucher.update', { code: 'SPRING-26', active: true }, { active: false }],
      [
        'voucher.update',
        {
          code: 'SPRING-26',
          kind: 'percent',
          value: 1500,
          minTotal: 10000,
          usageLimit: 5,
          validFrom: '2026-03-01T00:00:00.000Z',
          validTo: '2026-05-31T22:00:00.000Z',
        },
        { kind: 'amount', value: 5000, minTotal: 0, usageLimit: null, validFrom: null, validTo: null },
      ],
      ['voucher.create', null, expect.objectContaining({ code: 'SPRING-26', value: 1500 })],
    ]);
  });

  it('deletes an unused voucher; a used one answers 409 with the reason and stays', async () => {
    const unused = (await studio.operator.post(`${BASE}/vouchers`, voucher('NEVER-USED'))).json();
    expect((await studio.operator.request({ method: 'DELETE', url: `${BASE}/vouchers/${unused.uuid}?version=${unused.version}` })).statusCode).toBe(200);
    const used = (await studio.operator.post(`${BASE}/vouchers`, voucher('USED-ONCE'))).json();
    // an order that used it, cancelled since: its receipt still names the code
    const [user] = await studio.t.sql<{ uuid: string }>("SELECT uuid FROM users WHERE email = 'parent@example.com' AND portal = 'fjord'");
    const [checkout] = await studio.t.sql<{ uuid: string }>("INSERT INTO checkouts (user_uuid, portal) VALUES ($1, 'fjord') RETURNING uuid", [user!.uuid]);
    const [order] = await studio.t.sql<{ uuid: string }>(
      `INSERT INTO orders (portal, user_uuid, checkout, status, currency, total_price, vat_amount, lines, summary_lines, delivery, payment, client, confirmed_at)
       VALUES ('fjord', $1, $2, 'cancelled', 'NOK', 10000, 2000, '[]', '[]', '{"type": "postage"}', '{"title": "Invoice"}', 'web', now()) RETURNING uuid`,
      [user!.uuid, checkout!.uuid],
    );
    await studio.t.sql('INSERT INTO voucher_uses (voucher, user_uuid, "order") VALUES ($1, $2, $3)', [used.uuid, user!.uuid, order!.uuid]);
    const res = await studio.operator.request({ method: 'DELETE', url: `${BASE}/vouchers/${used.uuid}?version=${used.version}` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'voucher_used',
      message: 'USED-ONCE was used by an order: a used voucher cannot be deleted (its orders name it), only disabled',
    });
    const list = (await studio.operator.get(`${BASE}/vouchers`)).json().vouchers;
    expect(list.find((x: { code: string }) => x.code === 'USED-ONCE')).toMatchObject({ used: true, uses: 0, active: true });
    expect(list.find((x: { code: string }) => x.code === 'NEVER-USED')).toBeUndefined();
  });
});
