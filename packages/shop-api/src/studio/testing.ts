/** Test helpers of the studio: a browser that sends the staff session's CSRF token with studio calls. */
import { CSRF_COOKIE, CSRF_HEADER, STAFF_CSRF_COOKIE } from '@shop/contracts';
import type { InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { Browser } from '../access/testing';
import { createTestApp, type TestApp } from '../testing/harness';

export class StaffBrowser extends Browser {
  override request(opts: InjectOptions & { csrf?: string | false }): Promise<Response> {
    const url = String(opts.url ?? '');
    // a studio call carries the staff CSRF cookie's value (what the studio's pages send)
    if (url.startsWith('/api/studio/') && opts.csrf === undefined && (opts.method ?? 'GET').toUpperCase() !== 'GET') {
      return super.request({ ...opts, csrf: this.cookies.get(STAFF_CSRF_COOKIE) ?? false });
    }
    return super.request(opts);
  }

  put(url: string, payload: object): Promise<Response> {
    return this.request({ method: 'PUT', url, payload });
  }

  async staffSignIn(email: string, password: string, code?: string): Promise<Response> {
    if (!this.cookies.get(STAFF_CSRF_COOKIE)) await this.get('/api/studio/session');
    return this.post('/api/studio/sign-in', { email, password, ...(code ? { code } : {}) });
  }
}

export const DEMO = {
  operator: ['operator@example.com', 'operator-demo-1'],
  club: ['club-operator@example.com', 'club-operator-demo-1'],
  support: ['admin@example.com', 'admin-demo-1'],
} as const;

/** A browser signed in to the studio as one of the demo staff (or not at all). */
export async function staffBrowser(t: TestApp, who?: keyof typeof DEMO, opts: { host?: string } = {}): Promise<StaffBrowser> {
  const b = await new StaffBrowser(t, undefined, opts.host).start();
  // what the studio's sign-in page does first: the session, which brings the staff CSRF cookie
  await b.get('/api/studio/session');
  if (who) {
    const [email, password] = DEMO[who];
    const res = await b.staffSignIn(email, password);
    if (res.statusCode !== 200) throw new Error(`staff sign-in of ${who}: ${res.statusCode} ${res.body}`);
  }
  return b;
}

/**
 * The authorisation matrix's browsers, in its order: a visitor, the demo parent (a customer), the club's
 * operator (another portal), Fjord's operator and support. Expected answers: 401, 403, 404, then success.
 */
export async function matrixBrowsers(t: TestApp): Promise<[StaffBrowser, StaffBrowser, StaffBrowser, StaffBrowser, StaffBrowser]> {
  const visitor = await staffBrowser(t);
  const customer = await staffBrowser(t);
  const signedIn = await customer.signIn('parent@example.com', 'parent-demo-1');
  if (signedIn.statusCode !== 200) throw new Error(`the parent's sign-in: ${signedIn.statusCode}`);
  return [visitor, customer, await staffBrowser(t, 'club'), await staffBrowser(t, 'operator'), await staffBrowser(t, 'support')];
}

/**
 * A studio test file's setup: one app on the shared demo seed and Fjord's operator signed in, made before the
 * file's tests and closed after them. Read `studio.t` and `studio.operator` inside the tests.
 */
export function studioTestApp(): { readonly t: TestApp; readonly operator: StaffBrowser } {
  const ctx = {} as { t: TestApp; operator: StaffBrowser };
  beforeAll(async () => {
    ctx.t = await createTestApp({ sharedSeed: true });
    ctx.operator = await staffBrowser(ctx.t, 'operator');
  });
  afterAll(() => ctx.t?.close());
  return ctx;
}

export type MatrixBrowsers = Awaited<ReturnType<typeof matrixBrowsers>>;

/**
 * One call's authorisation matrix on Fjord: a visitor 401, a customer 403, the club's operator 404, Fjord's
 * operator and support `ok`. `request` makes the request for each browser (fresh input each time: a change
 * made by the operator must not spoil support's). A refusal other than the expected one shows its body.
 */
export async function expectMatrix(
  browsers: MatrixBrowsers,
  name: string,
  request: (b: StaffBrowser) => Promise<InjectOptions> | InjectOptions,
  ok = 200,
): Promise<void> {
  const who = ['a visitor', 'a customer', "the club's operator", "Fjord's operator", 'support'];
  const expected = [401, 403, 404, ok, ok];
  for (const [i, b] of browsers.entries()) {
    const res = await b.request(await request(b));
    const status = res.statusCode === expected[i] || [401, 403, 404].includes(res.statusCode) ? `${res.statusCode}` : `${res.statusCode} ${res.body}`;
    expect(status, `${name} as ${who[i]}`).toBe(`${expected[i]}`);
  }
}

export { CSRF_COOKIE, CSRF_HEADER };

const DELIVERY = (type: string) => ({
  uuid: '00000000-0000-4000-8000-0000000000d1',
  type,
  methodName: type === 'store-pickup' ? 'Pick up' : 'Home delivery',
  name: 'Posten',
  description: '',
  price: 9900,
  deliveryDays: 3,
  isExpress: false,
  school: null,
  pickup: null,
  address: { name: 'Kari Nordmann', address: 'Storgata 1', address2: '', postalCode: '0155', city: 'Oslo', state: '' },
  contact: null,
});

let made = 0;
export interface OrderOptions {
  email?: string;
  portal?: string;
  at?: Date;
  delivery?: string;
  /** The line's kind: 'product' is a designed product (it has print files to make). */
  kind?: 'digital-set' | 'product';
  /** Payment provider and state ('test' paid by default); 'invoice' makes an invoice order. */
  provider?: string;
  /** The order's lines (default: one line of `kind`, 2 × 'Card 10x15' for 200.00); a line with `product` names its product. */
  lines?: { kind?: 'digital-set' | 'product'; product?: string; quantity?: number; price?: number }[];
  /** Total and VAT in minor units (default 299.00 with 59.80 VAT). */
  total?: number;
  vat?: number;
}

/** One uuid per product name, so lines of the same product are the same product. */
const productUuids = new Map<string, string>();
const productRef = (name: string) => {
  if (!productUuids.has(name)) productUuids.set(name, crypto.randomUUID());
  return { uuid: productUuids.get(name)!, name, type: 1, subproducts: [] };
};

/** A confirmed, paid order of a customer (made in the database: the checkout's own tests cover making one). */
export async function makeStudioOrder(t: TestApp, o: OrderOptions = {}): Promise<string> {
  const portal = o.portal ?? 'fjord';
  const [user] = await t.sql<{ uuid: string }>('SELECT uuid FROM users WHERE email = $1 AND portal = $2', [o.email ?? 'parent@example.com', portal]);
  const [checkout] = await t.sql<{ uuid: string }>('INSERT INTO checkouts (user_uuid, portal) VALUES ($1, $2) RETURNING uuid', [user!.uuid, portal]);
  const at = o.at ?? new Date(Date.UTC(2026, 0, 1) + ++made * 60_000);
  // a line as the cart answers it (the parent's order call checks it against the contract)
  const lines = (o.lines ?? [{ kind: o.kind }]).map(({ kind, product, quantity = 2, price = 20000 }) => ({
    kind: kind ?? 'digital-set',
    uuid: crypto.randomUUID(),
    type: 0,
    quantity,
    minimumQuantity: 1,
    maximumQuantity: null,
    canChangeQuantity: true,
    description: product ?? 'Card 10x15',
    unitPrice: Math.round(price / quantity),
    linePrice: price,
    actualLinePrice: price,
    rebate: null,
    subProductUuids: [],
    explanation: [],
    available: true,
    ...(product ? { product: productRef(product) } : {}),
    digital: { pictureType: 'IP' },
    subjects: [],
  }));
  const [order] = await t.sql<{ uuid: string }>(
    `INSERT INTO orders (portal, user_uuid, checkout, status, currency, total_price, vat_amount, lines, summary_lines, delivery, payment, client, confirmed_at)
     VALUES ($1, $2, $3, 'confirmed', 'NOK', $8, $9, $4::jsonb, '[]', $5::jsonb, $6::jsonb, 'web', $7) RETURNING uuid`,
    [
      portal,
      user!.uuid,
      checkout!.uuid,
      JSON.stringify(lines),
      JSON.stringify(DELIVERY(o.delivery ?? 'postage')),
      JSON.stringify({ title: o.provider === 'invoice' ? 'Invoice' : 'Card', isInvoice: o.provider === 'invoice' }),
      at.toISOString(),
      o.total ?? 29900,
      o.vat ?? 5980,
    ],
  );
  await t.sql(`INSERT INTO payment_transactions ("order", provider, status, amount, currency) VALUES ($1, $2, 'paid', $3, 'NOK')`, [
    order!.uuid,
    o.provider ?? 'test',
    o.total ?? 29900,
  ]);
  return order!.uuid;
}
