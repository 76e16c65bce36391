/**
 * Issue 15, bad bytes: every route the server registered (servedRoutes(app): the contract calls, the
 * picture files, the development mailbox) is driven with generated bad input in its path parameters,
 * query and body (control characters, NUL, lone surrogates, deep nesting, wrong types, huge texts).
 * No answer may be a 5xx, and a refused request (4xx) may not change stored data.
 * Property-based with fast-check; the seed is printed on failure, so a failure replays.
 *
 * The routes are driven in shards, one test file each (fuzz.test.ts, fuzz-2.test.ts, fuzz-3.test.ts): one file
 * held every route, the suite's longest by far, and the other workers waited for it at the end.
 */
import { api, STAFF_CSRF_COOKIE, type CallDef } from '@shop/contracts';
import fc from 'fast-check';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type Browser } from '../access/testing';
import { servedRoutes } from '../http/registry';
import { staffBrowser, type StaffBrowser } from '../studio/testing';
import { createTestApp, type TestApp } from './harness';

/** A fuzz file's app and its three clients: a visitor, the demo parent signed in, support in the studio. */
export interface FuzzContext {
  t: TestApp;
  visitor: Browser;
  parent: Browser;
  staff: StaffBrowser;
}

/** Starts the file's app before its tests and closes it after them; the fields are there once they run. */
export function fuzzContext(): FuzzContext {
  const ctx = {} as FuzzContext;
  beforeAll(async () => {
    // Stripe configured, so its webhook is driven through the signature check like a live one
    ctx.t = await createTestApp({ sharedSeed: true, overrides: { stripe: { secretKey: 'sk_test_fuzz', webhookSecret: 'whsec_fuzz' } } });
    ctx.visitor = await browser(ctx.t);
    ctx.parent = await browser(ctx.t);
    expect((await ctx.parent.signIn('parent@example.com', 'parent-demo-1')).statusCode).toBe(200);
    ctx.staff = await staffBrowser(ctx.t, 'support');
  });
  afterAll(() => ctx.t?.close());
  return ctx;
}

/** Every route Fastify registered, without the HEAD twins of GET routes. */
const routesOf = (t: TestApp) => servedRoutes(t.app).filter((r) => r.method !== 'HEAD');

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

export const deepJson = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;

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
export async function digest(t: TestApp): Promise<string> {
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

/** Drives shard `shard` (0-based) of `of`: every route whose place in the registered list is that shard's. */
export function describeRoutesFuzz(shard: number, of: number, ctx: FuzzContext = fuzzContext()) {
  describe(`every route under generated bad input (part ${shard + 1} of ${of})`, () => {
    if (shard === 0)
      it('has routes to drive: every contract call is registered', () => {
        const registered = new Set(routesOf(ctx.t).map((r) => `${r.method} ${r.url}`));
        const missing = [...callsByRoute.keys()].filter((k) => !registered.has(k) && !k.startsWith('POST /api/operator'));
        expect(missing).toEqual([]);
        expect(routesOf(ctx.t).length).toBeGreaterThan(50);
      });

    it('answers no 5xx, and a refused request changes no stored data', async () => {
      const routes = routesOf(ctx.t)
        .filter((r) => r.url !== '/*' && r.method !== 'OPTIONS')
        .filter((_, i) => i % of === shard);
      const { t, visitor, parent } = ctx;
      const failures: string[] = [];
      const slow: string[] = [];
      // the digest after one request is the digest before the next
      let current = await digest(t);
      for (const route of routes) {
        const started = Date.now();
        const call = callsByRoute.get(`${route.method} ${route.url}`);
        const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!).concat(route.url.includes('*') ? ['*'] : []);
        const params = fc.record(Object.fromEntries(paramNames.map((p) => [p, badString])) as Record<string, fc.Arbitrary<string>>);
        const withBody = route.method !== 'GET' && route.method !== 'DELETE';
        await fc.assert(
          fc.asyncProperty(params, queryArb(call), withBody ? bodyArb(call) : fc.constant(null), fc.boolean(), async (p, q, body, signedIn) => {
            // a studio call is driven as support (every portal, every call), else it would stop at the 401
            const client = signedIn ? (route.url.startsWith('/api/studio/') ? ctx.staff : parent) : visitor;
            const before = current;
            const target = url(route.url, p, q);
            const payload = body === null ? undefined : body.kind === 'json' ? JSON.stringify(body.value) : body.text;
            const res = await client.request({
              method: route.method as 'GET',
              url: target,
              ...(payload === undefined ? {} : { payload, headers: { 'content-type': body?.kind === 'raw' ? body.type : 'application/json' } }),
              // GETs that change state need the header too: send it always, so the handlers are reached
              csrf: (client === ctx.staff ? ctx.staff.cookies.get(STAFF_CSRF_COOKIE) : client.csrf) ?? false,
            });
            const where = `${route.method} ${target.slice(0, 200)} ${payload?.slice(0, 200) ?? ''}`;
            if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
            // support signed out of the studio: in again, for the studio calls still to come
            if (client === ctx.staff && route.url === '/api/studio/sign-out' && res.statusCode < 300) ctx.staff = await staffBrowser(t, 'support');
            current = await digest(t);
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
}
