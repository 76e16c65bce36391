/**
 * Issue 15, bad bytes: every route the server registered (servedRoutes(app): the contract calls, the
 * picture files, the development mailbox) is driven with generated bad input in its path parameters,
 * query and body (control characters, NUL, lone surrogates, deep nesting, wrong types, huge texts).
 * No answer may be a 5xx, and a refused request (4xx) may not change stored data.
 * Property-based with fast-check; the seed is printed on failure, so a failure replays.
 */
import { api, STAFF_CSRF_COOKIE, type CallDef } from '@shop/contracts';
import fc from 'fast-check';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type Browser } from './access/testing';
import { servedRoutes } from './http/registry';
import { staffBrowser, type StaffBrowser } from './studio/testing';
import { createTestApp, type TestApp } from './testing/harness';

/** Every route Fastify registered, without the HEAD twins of GET routes. */
const routesOf = () => servedRoutes(t.app).filter((r) => r.method !== 'HEAD');

let t: TestApp;
let visitor: Browser;
let parent: Browser;
let staff: StaffBrowser;
beforeAll(async () => {
  // Stripe configured, so its webhook is driven through the signature check like a live one
  t = await createTestApp({ sharedSeed: true, overrides: { stripe: { secretKey: 'sk_test_fuzz', webhookSecret: 'whsec_fuzz' } } });
  visitor = await browser(t);
  parent = await browser(t);
  expect((await parent.signIn('parent@example.com', 'parent-demo-1')).statusCode).toBe(200);
  staff = await staffBrowser(t, 'support');
});
afterAll(() => t?.close());

/** Runs per route: enough to hit every kind of bad input a few times over the whole suite. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  'emma\u00002026',
  '\uD800',
  'x\uDFFFy',
  '\u001B[31mred',
  'line\nbreak',
  '\u007F',
  '../../etc/passwd',
  '%00',
  ' ',
  '',
  'A'.repeat(5000),
  '😀'.repeat(300),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '1e309',
);
const badString = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\uD800', '\u0007')).map(([a, b]) => a + b) },
);
const badScalar = fc.oneof(badString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: badScalar },
  { weight: 1, arbitrary: fc.array(badScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(badString, badScalar, { maxKeys: 3 }) },
);

/** The keys a valibot object schema names (to put bad values where the handler looks). */
function keysOf(schema: v.GenericSchema | undefined): string[] {
  const entries = (schema as { entries?: Record<string, unknown> } | undefined)?.entries;
  return entries ? Object.keys(entries) : [];
}

const deepJson = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;

type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string };

function bodyArb(call: CallDef | undefined): fc.Arbitrary<Body | null> {
  const keys = keysOf(call?.body);
  const shaped = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, badValue])), { requiredKeys: [] })
    : fc.dictionary(badString, badValue, { maxKeys: 4 });
  return fc.oneof(
    { weight: 5, arbitrary: shaped.map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.constantFrom(20, 200, 5000, 50_000).map((d): Body => ({ kind: 'raw', text: deepJson(d), type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{"a":', '\u0000', '{"__proto__":{"x":1}}', '"\\ud800"')
        .map((text): Body => ({ kind: 'raw', text, type: 'application/json' })),
    },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

function queryArb(call: CallDef | undefined): fc.Arbitrary<Record<string, unknown>> {
  const keys = keysOf(call?.query);
  const shaped = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(badString, fc.array(badString, { maxLength: 3 }))])), { requiredKeys: [] })
    : fc.constant({});
  return fc.tuple(shaped, fc.dictionary(badString, badString, { maxKeys: 2 })).map(([a, b]) => ({ ...b, ...a }));
}

/** Percent-encoding that also writes a lone surrogate (as the bytes a broken client would send). */
function encode(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    out +=
      code >= 0xd800 && code <= 0xdfff
        ? `%ED%${(0xa0 + ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 + (code & 0x3f)).toString(16).toUpperCase()}`
        : encodeURIComponent(ch);
  }
  return out;
}

function url(pattern: string, params: Record<string, string>, query: Record<string, unknown>): string {
  const path = pattern.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => encode(params[key] ?? 'x')).replace('*', encode(params['*'] ?? 'x'));
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) for (const item of [value].flat()) parts.push(`${encode(key)}=${encode(String(item))}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

/** A fingerprint of every stored row (rate-limit counts and session expiry slides aside). */
async function digest(): Promise<string> {
  const tables = (
    await t.sql<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('rate_limit_events') ORDER BY 1`,
    )
  ).map((r) => r.name);
  const parts = await Promise.all(
    tables.map(async (name) => {
      const select =
        name === 'sessions'
          ? `SELECT id, portal, user_uuid, lang, csrf_token, simulated_by FROM sessions`
          : name === 'staff_sessions'
            ? 'SELECT id, staff_uuid, csrf_token FROM staff_sessions'
            : `SELECT * FROM "${name}"`;
      const [row] = await t.sql<{ h: string | null }>(`SELECT md5(string_agg(r::text, '|' ORDER BY r::text)) AS h FROM (${select}) r`);
      return `${name}:${row?.h ?? ''}`;
    }),
  );
  return parts.join(',');
}

const callsByRoute = new Map<string, CallDef>(Object.values(api).map((c) => [`${c.method} ${(c as CallDef).path}`, c as CallDef]));

describe('the bad bytes the outside probe found', () => {
  const refusedNaming = async (res: { statusCode: number; json(): { fields?: { field: string }[] } }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.map((f) => f.field)).toContain(field);
  };

  it('a NUL in the profile update, the recording user agent and the mailbox query is a 400 naming the field', async () => {
    const before = await digest();
    const profile = { name: 'Ida\u0000Hansen', address: 'Fjordvegen 7', address2: '', postal_code: '5003', city: 'Bergen', mobile: '+4791234567' };
    await refusedNaming(await parent.post('/ajax/user/update_user_info.php', profile), 'body.name');
    await refusedNaming(await visitor.post('/api/webshop/debug/recordings', { userAgent: 'Mozilla\u0000' }), 'body.userAgent');
    // The mailbox answers only this machine (each test browser has an address of its own).
    await refusedNaming(await visitor.request({ url: '/api/webshop/dev/mailbox?to=%00', remoteAddress: '127.0.0.1' }), 'query.to');
    expect(await digest()).toBe(before);
  });

  it('lone surrogates and deep nesting in recording events are a 400, line breaks in them are fine', async () => {
    const started = await visitor.post('/api/webshop/debug/recordings', { userAgent: 'Mozilla/5.0' });
    const { id } = started.json() as { id: string };
    const events = (body: string) =>
      visitor.request({ method: 'POST', url: `/api/webshop/debug/recordings/${id}/events`, payload: body, headers: { 'content-type': 'application/json' } });
    await refusedNaming(await events(JSON.stringify({ events: [{ type: 3, data: { text: 'a\uD800b' } }] })), 'body.events.0.data.text');
    const deep = await events(`{"events":[${deepJson(10_000)}]}`);
    expect(deep.statusCode).toBe(400);
    expect((await events(JSON.stringify({ events: [{ type: 3, data: { text: 'two\nlines\tand a tab' } }] }))).statusCode).toBe(200);
  });
});

describe('every route under generated bad input', () => {
  it('has routes to drive: every contract call is registered', () => {
    const registered = new Set(routesOf().map((r) => `${r.method} ${r.url}`));
    const missing = [...callsByRoute.keys()].filter((k) => !registered.has(k) && !k.startsWith('POST /api/operator'));
    expect(missing).toEqual([]);
    expect(routesOf().length).toBeGreaterThan(50);
  });

  it('answers no 5xx, and a refused request changes no stored data', async () => {
    const routes = routesOf().filter((r) => r.url !== '/*' && r.method !== 'OPTIONS');
    const failures: string[] = [];
    const slow: string[] = [];
    // the digest after one request is the digest before the next
    let current = await digest();
    for (const route of routes) {
      const started = Date.now();
      const call = callsByRoute.get(`${route.method} ${route.url}`);
      const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!).concat(route.url.includes('*') ? ['*'] : []);
      const params = fc.record(Object.fromEntries(paramNames.map((p) => [p, badString])) as Record<string, fc.Arbitrary<string>>);
      const withBody = route.method !== 'GET' && route.method !== 'DELETE';
      await fc.assert(
        fc.asyncProperty(params, queryArb(call), withBody ? bodyArb(call) : fc.constant(null), fc.boolean(), async (p, q, body, signedIn) => {
          // a studio call is driven as support (every portal, every call), else it would stop at the 401
          const client = signedIn ? (route.url.startsWith('/api/studio/') ? staff : parent) : visitor;
          const before = current;
          const target = url(route.url, p, q);
          const payload = body === null ? undefined : body.kind === 'json' ? JSON.stringify(body.value) : body.text;
          const res = await client.request({
            method: route.method as 'GET',
            url: target,
            ...(payload === undefined ? {} : { payload, headers: { 'content-type': body?.kind === 'raw' ? body.type : 'application/json' } }),
            // GETs that change state need the header too: send it always, so the handlers are reached
            csrf: (client === staff ? staff.cookies.get(STAFF_CSRF_COOKIE) : client.csrf) ?? false,
          });
          const where = `${route.method} ${target.slice(0, 200)} ${payload?.slice(0, 200) ?? ''}`;
          if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
          // support signed out of the studio: in again, for the studio calls still to come
          if (client === staff && route.url === '/api/studio/sign-out' && res.statusCode < 300) staff = await staffBrowser(t, 'support');
          current = await digest();
          if (res.statusCode >= 400 && res.statusCode < 500 && current !== before) failures.push(`refused (${res.statusCode}) but data changed: ${where}`);
          return true;
        }),
        {
          numRuns: RUNS,
          // every field with a NUL, with a lone surrogate, and a body nested too deep: always tried first
          examples: (['a\u0000b', 'x\uD800'] as const)
            .flatMap((bad) =>
              [true, false].map(
                (signedIn) =>
                  [
                    Object.fromEntries(paramNames.map((p) => [p, bad])),
                    Object.fromEntries(keysOf(call?.query).map((k) => [k, bad])),
                    withBody ? ({ kind: 'json', value: Object.fromEntries(keysOf(call?.body).map((k) => [k, bad])) } as Body) : null,
                    signedIn,
                  ] as [Record<string, string>, Record<string, unknown>, Body | null, boolean],
              ),
            )
            .concat(withBody ? [[{}, {}, { kind: 'raw', text: deepJson(5000), type: 'application/json' }, true]] : []),
        },
      );
      if (Date.now() - started > 2000) slow.push(`${route.method} ${route.url}: ${Date.now() - started} ms`);
    }
    if (process.env.FUZZ_TIMES) console.log(slow.join('\n'));
    expect(failures).toEqual([]);
  }, 600_000);
});
