/** Helpers of the commerce API tests: customers of their own, demo products by key, line payloads. */
import { randomUUID } from 'node:crypto';
import { browser, subjectUuid, type Browser } from '../access/testing';
import { picturesOf } from '../account/testing';
import { ensureTestSession, signIn, type TestApp } from '../testing/harness';

export interface Customer {
  b: Browser;
  uuid: string;
}

/**
 * A signed-in customer of their own (an empty cart), with these demo picture sets in the account.
 * Tests then never see each other's carts, whatever order they run in.
 */
export async function customer(t: TestApp, sets: string[] = [], opts: { host?: string; portal?: string } = {}): Promise<Customer> {
  const b = await browser(t, { host: opts.host });
  const uuid = await signIn(t, b, { portal: opts.portal });
  for (const name of sets) await t.sql('INSERT INTO user_subjects (user_uuid, subject_uuid) VALUES ($1, $2)', [uuid, await subjectUuid(t, name)]);
  return { b, uuid };
}

/** A second browser signed in as the same customer (another tab or device). */
export async function sameCustomer(t: TestApp, c: Customer): Promise<Browser> {
  const b = await browser(t);
  await t.sql('UPDATE sessions SET user_uuid = $1 WHERE id = $2', [c.uuid, await ensureTestSession(t, b)]);
  return b;
}

export async function productUuid(t: TestApp, key: string, portal = 'fjord'): Promise<string> {
  const [row] = await t.sql<{ uuid: string }>('SELECT uuid FROM products WHERE portal = $1 AND import_key = $2', [portal, key]);
  if (!row) throw new Error(`No product ${key} on ${portal}`);
  return row.uuid;
}

export async function subProductUuid(t: TestApp, productKey: string, key: string, portal = 'fjord'): Promise<string> {
  const [row] = await t.sql<{ uuid: string }>(
    'SELECT s.uuid FROM sub_products s JOIN products p ON p.uuid = s.product WHERE p.portal = $1 AND p.import_key = $2 AND s.import_key = $3',
    [portal, productKey, key],
  );
  if (!row) throw new Error(`No sub-product ${key} of ${productKey}`);
  return row.uuid;
}

export async function packageUuid(t: TestApp, key: string, portal = 'fjord'): Promise<string> {
  const [row] = await t.sql<{ uuid: string }>('SELECT uuid FROM package_offers WHERE portal = $1 AND import_key = $2', [portal, key]);
  if (!row) throw new Error(`No package ${key}`);
  return row.uuid;
}

export async function catalogueUuid(t: TestApp, key = 'fjordvik-2026-catalogue'): Promise<string> {
  const [row] = await t.sql<{ uuid: string }>('SELECT uuid FROM catalogues WHERE import_key = $1', [key]);
  return row!.uuid;
}

export const pictureUuids = async (t: TestApp, subject: string, type?: 'IP' | 'SFP' | 'GP') =>
  (await picturesOf(t, subject)).filter((p) => !type || p.picture_type === type).map((p) => p.uuid);

/** A template-product line as the editor sends it. */
export function templateLine(type: 1 | 2 | 89, product: string, quantity: unknown = 1, extra: Record<string, unknown> = {}) {
  return {
    type,
    product: { uuid: product },
    quantity,
    subProductUuids: [],
    template: { uuid: randomUUID(), name: 'Classic', categories: ['birthday'] },
    templateData: { year: null, userResources: [] },
    ...extra,
  };
}

export const CART = '/api/webshop/cart';
export const LINES = '/api/webshop/cart/lines';
export const line = (uuid: string) => `${LINES}/${uuid}`;
export const kr = (n: number) => Math.round(n * 100);

export const add = (b: Browser, lines: unknown[]) => b.post(LINES, { lines });
export const patch = (b: Browser, uuid: string, payload: object) => b.request({ method: 'PATCH', url: line(uuid), payload });
export const remove = (b: Browser, uuid: string) => b.request({ method: 'DELETE', url: line(uuid) });
export const cartOf = async (b: Browser) => (await b.get(CART)).json();
