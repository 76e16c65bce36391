/** The price-list import: the demo through it, reruns, dry runs, withdrawals, and problems with their lines. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRICE_LISTS } from '../../demo/products';
import { importProductsCommand } from '../../operator/commands/import-products';
import { createTestApp, type TestApp } from '../../testing/harness';
import { sameValue } from '../../db/changes';
import { importPriceList, packageItemUuid, PriceListValidationError } from './import';
import { localStorage } from '../../storage';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
  dir = mkdtempSync(join(tmpdir(), 'price-list-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

const db = () => t.app.shop.db;
/** A folder with this products.json (a text, or an object written as JSON with one key per line). */
function folder(name: string, content: unknown): string {
  const f = join(dir, name);
  rmSync(f, { recursive: true, force: true });
  mkdirSync(f, { recursive: true });
  writeFileSync(join(f, 'products.json'), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return f;
}
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const fjord = () =>
  clone(DEMO_PRICE_LISTS.fjord) as { products: Record<string, unknown>[]; packages: Record<string, unknown>[]; catalogues: Record<string, unknown>[] };

/** The last refused import's problems as they are (kind and values too). */
let refused: PriceListValidationError['problems'] = [];
async function problemsOf(path: string, portal = 'fjord'): Promise<string[]> {
  try {
    await importPriceList(db(), path, { portal });
  } catch (err) {
    if (err instanceof PriceListValidationError) refused = err.problems;
    if (err instanceof PriceListValidationError) return err.problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
    throw err;
  }
  throw new Error('the import did not stop');
}

describe('the demo price list', () => {
  it('is loaded by the seed: products in øre, tiers, the retouch product, package items, the catalogue of its job', async () => {
    const products = await t.sql<{
      import_key: string;
      kind: string;
      type: number | null;
      prices: { quantity: number; price: number; campaignPrice: number | null }[];
    }>("SELECT import_key, kind, type, prices FROM products WHERE portal = 'fjord' AND active ORDER BY import_key");
    expect(products).toHaveLength(17);
    const card = products.find((p) => p.import_key === 'card-10x15')!;
    expect(card.prices).toEqual([
      { quantity: 1, price: 2900, campaignPrice: 1500, type: 0 },
      { quantity: 10, price: 2400, campaignPrice: 1500, type: 0 },
      { quantity: 25, price: 1900, campaignPrice: 1500, type: 0 },
    ]);
    const subs = await t.sql<{ import_key: string; extra_price: number }>(
      "SELECT s.import_key, s.extra_price FROM sub_products s JOIN products p ON p.uuid = s.product WHERE p.portal = 'fjord' AND p.kind = 'retouch' ORDER BY s.sort_order",
    );
    expect(subs).toEqual([
      { import_key: 'skin', extra_price: 0 },
      { import_key: 'glasses', extra_price: 4900 },
      { import_key: 'background', extra_price: 2900 },
    ]);
    const [a] = await t.sql<{
      items: { type: string }[];
      original_price: number;
      time_limited_price: number;
      time_limited_ends_at: Date | string;
      created_at: Date | string;
    }>(
      "SELECT items, original_price, time_limited_price, time_limited_ends_at, created_at FROM package_offers WHERE portal = 'fjord' AND import_key = 'package-a'",
    );
    expect(a!.items.map((i) => i.type)).toEqual(['TEMPLATE_PRODUCT', 'TEMPLATE_PRODUCT', 'TEMPLATE_PRODUCT', 'DIGITAL_SET']);
    expect([a!.original_price, a!.time_limited_price]).toEqual([109_600, 69_900]);
    const days = (new Date(a!.time_limited_ends_at).getTime() - new Date(a!.created_at).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const [catalogue] = await t.sql<{ price: number; max_quantity: number; job_name: string }>(
      "SELECT c.price, c.max_quantity, j.name AS job_name FROM catalogues c JOIN jobs j ON j.uuid = c.job WHERE c.portal = 'fjord'",
    );
    expect(catalogue).toEqual({ price: 24_900, max_quantity: 10, job_name: 'Fjordvik School 2026' });
    expect(await t.sql("SELECT 1 FROM products WHERE portal = 'club'")).toHaveLength(6);
  });

  it('a rerun changes nothing: same uuids, the time-limited end does not move', async () => {
    const before = await t.sql('SELECT uuid, updated_at, time_limited_ends_at, items FROM package_offers ORDER BY uuid');
    const summary = await importPriceList(db(), folder('demo-again', DEMO_PRICE_LISTS.fjord), { portal: 'fjord', now: new Date(Date.now() + 3 * 86_400_000) });
    expect(summary).toMatchObject({
      settings: 'unchanged',
      products: { created: 0, updated: 0, unchanged: 17, withdrawn: 0 },
      subProducts: { created: 0, updated: 0, unchanged: 3, withdrawn: 0 },
      catalogues: { created: 0, updated: 0, unchanged: 1 },
      packages: { created: 0, updated: 0, unchanged: 3 },
    });
    expect(await t.sql('SELECT uuid, updated_at, time_limited_ends_at, items FROM package_offers ORDER BY uuid')).toEqual(before);
  });
});

describe('changes', () => {
  it('dry run: counts, writes nothing', async () => {
    const list = fjord();
    list.products.push({ key: 'keyring', type: 89, name: 'Keyring', prices: [{ from: 1, price: 59 }] });
    (list.products[0] as { prices: { price: number }[] }).prices[0]!.price = 31;
    const s = await importPriceList(db(), folder('dry', list), { portal: 'fjord', dryRun: true });
    expect(s.products).toMatchObject({ created: 1, updated: 1 });
    expect(await t.sql("SELECT 1 FROM products WHERE import_key = 'keyring'")).toEqual([]);
  });

  it('updates a changed price, withdraws what the file no longer lists, and brings it back', async () => {
    const list = fjord();
    list.products = list.products.filter((p) => p.key !== 'puzzle');
    (list.products.find((p) => p.key === 'mug') as { prices: { price: number }[] }).prices[0]!.price = 189.5;
    const s = await importPriceList(db(), folder('withdraw', list), { portal: 'fjord' });
    expect(s.products).toMatchObject({ updated: 1, withdrawn: 1 });
    const rows = await t.sql<{ import_key: string; active: boolean; price: number }>(
      "SELECT import_key, active, (prices->0->>'price')::int AS price FROM products WHERE portal = 'fjord' AND import_key IN ('mug', 'puzzle') ORDER BY import_key",
    );
    expect(rows).toEqual([
      { import_key: 'mug', active: true, price: 18_950 },
      { import_key: 'puzzle', active: false, price: 24_900 },
    ]);
    const back = await importPriceList(db(), folder('back', DEMO_PRICE_LISTS.fjord), { portal: 'fjord' });
    expect(back.products).toMatchObject({ updated: 2, withdrawn: 0 });
    expect(await t.sql("SELECT 1 FROM products WHERE portal = 'fjord' AND active")).toHaveLength(17);
  });
});

describe('problems: all of them, each with products.json and its line, nothing written', () => {
  it('reports schema and rule problems with their lines', async () => {
    const text = `{
  "products": [
    { "key": "a", "type": 2, "name": "A", "prices": [{ "from": 1, "price": 10.555 }] },
    { "key": "a", "type": 2, "name": "B", "prices": [{ "from": 5, "price": 10 }, { "from": 2, "price": 8 }], "colour": "red" },
    { "key": "f", "kind": "digital-file", "name": "F", "price": 10 },
    { "key": "r1", "type": 11, "name": "R", "price": 99 },
    { "key": "r2", "type": 11, "name": "R", "price": 99 }
  ],
  "catalogues": [{ "key": "c", "name": "C", "price": 10, "job": "no-such-job" }],
  "packages": [
    { "key": "p", "type": "package", "name": "P", "originalPrice": 10, "priceIncludingDiscount": 9,
      "items": [{ "type": "TEMPLATE_PRODUCT", "product": "nothing" }] },
    { "key": "l", "type": "link", "name": "L" }
  ]
}`;
    const problems = await problemsOf(folder('broken-schema', text));
    // the schema stops first: the amount with three decimals and the unknown field
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^products\.json:3: products\.0\.prices\.0\.price: at most two decimals/),
        expect.stringMatching(/^products\.json:4: products\.1\.colour: /),
      ]),
    );
    const fixed = text.replace('10.555', '10.5').replace(', "colour": "red"', '');
    const rules = await problemsOf(folder('broken-rules', fixed));
    expect(rules).toEqual([
      expect.stringMatching(/^products\.json:4: products\.1\.key: the key 'a' is used twice/),
      expect.stringMatching(/^products\.json:4: products\.1\.prices\.1\.from: tiers must start at increasing quantities/),
      expect.stringMatching(/^products\.json:4: products\.1\.prices\.0\.from: the first tier starts at 5, above the minimum quantity 1/),
      expect.stringMatching(/^products\.json:5: products\.2: a digital product needs its pictureType/),
      expect.stringMatching(/^products\.json:7: products\.4: a second retouch product/),
      expect.stringMatching(/^products\.json:12: packages\.0\.items\.0: product 'nothing' is not a template product/),
      expect.stringMatching(/^products\.json:13: packages\.1: a link offer needs its link/),
    ]);
    // each with its kind, and its path and what its text needs as values, for the studio to word it
    expect(refused.map((p) => p.kind)).toEqual([
      'key_twice',
      'tiers_increasing',
      'first_tier_above_minimum',
      'picture_type_needed',
      'retouch_twice',
      'item_not_template',
      'link_needed',
    ]);
    expect(refused[0]!.values).toEqual({ field: 'products.1.key', key: 'a', other: 'products.0' });
    expect(refused[1]!.values).toEqual({ field: 'products.1.prices.1.from', from: 2, previous: 5 });
    const jobProblem = await problemsOf(
      folder('broken-job', { products: [{ key: 'x', type: 2, name: 'X', price: 1 }], catalogues: [{ key: 'c', name: 'C', price: 10, job: 'no-such-job' }] }),
    );
    expect(jobProblem).toEqual([expect.stringMatching(/^products\.json:\d+: catalogues\.0\.job: there is no photo job 'no-such-job' on portal fjord/)]);
    expect(refused[0]).toMatchObject({ kind: 'no_photo_job', values: { field: 'catalogues.0.job', job: 'no-such-job' } });
    expect(await t.sql("SELECT 1 FROM products WHERE import_key IN ('a', 'x', 'r1')")).toEqual([]);
  });

  it('reports JSON syntax with its line, and a missing file', async () => {
    expect(await problemsOf(folder('syntax', '{\n  "products": [\n    { "key": "a", }\n  ]\n}'))).toEqual([
      expect.stringMatching(/^products\.json:3: is not valid JSON/),
    ]);
    expect(await problemsOf(join(dir, 'nowhere'))).toEqual([expect.stringMatching(/^products\.json:0: missing/)]);
    // a file given by name is named by its name
    writeFileSync(join(dir, 'club.json'), '{ "products": [] }');
    expect(await problemsOf(join(dir, 'club.json'))).toEqual([expect.stringMatching(/^club\.json:1: products: at least one product/)]);
  });
});

describe('pnpm operator import-products', () => {
  const run = async (args: string[]) => {
    const out: string[] = [];
    let error: Error | null = null;
    try {
      await importProductsCommand.run(args, { db: db(), repoRoot: dir, storage: localStorage(dir), filesDir: dir, cwd: dir, out: (l) => out.push(l) });
    } catch (err) {
      error = err as Error;
    }
    return { out, error };
  };

  it('imports a folder given relative to where the operator is, and prints the counts', async () => {
    folder('club-list', DEMO_PRICE_LISTS.club);
    const { out, error } = await run(['club-list', '--portal', 'club', '--dry-run']);
    expect(error).toBeNull();
    expect(out[0]).toBe('Dry run (nothing written): price list of portal club: settings unchanged');
    expect(out[1]).toMatch(/products: +0 created, 0 updated, 6 unchanged/);
  });

  it('lists the problems and fails; refuses bad arguments', async () => {
    folder('bad-list', { products: [] });
    const { out, error } = await run(['bad-list']);
    expect(error?.message).toBe('nothing was imported');
    expect(out).toEqual([
      'The import stopped before writing anything: 1 problem.',
      expect.stringMatching(/^ {2}products\.json:\d+: products: at least one product/),
    ]);
    expect((await run([])).error?.message).toMatch(/needs the folder/);
    expect((await run(['x', '--bogus'])).error?.message).toMatch(/Unknown option/);
    expect((await run(['x', '--portal', 'nope'])).error?.message).toMatch(/no portal 'nope'/);
  });
});

describe('helpers', () => {
  it('sameValue ignores key order and compares dates', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2, d: 3 }] }, { b: [1, { d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValue(new Date(5), new Date(5))).toBe(true);
    expect(sameValue([1], [1, 2])).toBe(false);
  });
  it('package item uuids are stable and valid', () => {
    const a = packageItemUuid('0b6f7c1e-3c1a-4c56-9d5e-2f1f7a9b0c11', 0, 'DIGITAL_SET', 'IP');
    expect(a).toBe(packageItemUuid('0b6f7c1e-3c1a-4c56-9d5e-2f1f7a9b0c11', 0, 'DIGITAL_SET', 'IP'));
    expect(a).not.toBe(packageItemUuid('0b6f7c1e-3c1a-4c56-9d5e-2f1f7a9b0c11', 1, 'DIGITAL_SET', 'IP'));
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
