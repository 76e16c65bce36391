import { defineCall } from '@shop/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../testing/harness';
import { route } from './route';

const drifting = defineCall({ method: 'GET', path: '/api/test/drift', response: v.object({ count: v.number() }) });
const fine = defineCall({
  method: 'GET',
  path: '/api/test/echo/:n',
  params: v.object({ n: v.pipe(v.string(), v.regex(/^\d+$/, 'Must be digits'), v.transform(Number)) }),
  query: v.object({ q: v.optional(v.string()) }),
  response: v.object({ n: v.number(), q: v.nullable(v.string()) }),
});
const members = defineCall({
  method: 'GET',
  path: '/api/test/members/:n',
  signedIn: true,
  params: v.object({ n: v.pipe(v.string(), v.regex(/^\d+$/, 'Must be digits')) }),
  response: v.object({ ok: v.literal(true) }),
});
let membersHandled = 0;

let strict: TestApp;
let lenient: TestApp;
beforeAll(async () => {
  [strict, lenient] = await Promise.all([createTestApp({ sharedSeed: true }), createTestApp({ sharedSeed: true, overrides: { responseCheck: 'log' } })]);
  for (const t of [strict, lenient]) {
    route(t.app, drifting, async () => ({ count: 'three' }) as unknown as { count: number });
    route(t.app, fine, async ({ params, query }) => ({ n: params.n, q: query.q ?? null }));
    route(t.app, members, async () => {
      membersHandled++;
      return { ok: true as const };
    });
  }
});
afterAll(() => Promise.all([strict?.close(), lenient?.close()]));

describe('route()', () => {
  it('hands the handler the parsed (transformed) input', async () => {
    const res = await strict.client().get('/api/test/echo/42?q=x');
    expect(res.json()).toEqual({ n: 42, q: 'x' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await strict.client().get('/api/test/echo/abc')).json().fields).toEqual([{ field: 'params.n', message: 'Must be digits', kind: 'regex' }]);
  });

  it('an answer that drifts from the contract fails in tests and is only logged otherwise', async () => {
    const res = await strict.client().get('/api/test/drift');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error: 'contract', message: expect.stringContaining('count') });
    expect((await lenient.client().get('/api/test/drift')).json()).toEqual({ count: 'three' });
  });

  it('a signedIn call answers a visitor 401 after checking the input, and never runs its handler for them', async () => {
    const visitor = await strict.client().start();
    expect((await visitor.get('/api/test/members/x')).statusCode).toBe(400);
    const refused = await visitor.get('/api/test/members/1');
    expect(refused.statusCode).toBe(401);
    // the session's check (sessions/signed-in.ts), in the portal's language
    expect(refused.json()).toMatchObject({ error: 'unauthorized', message: 'Please sign in first.' });
    expect(membersHandled).toBe(0);
    await signIn(strict, visitor);
    expect((await visitor.get('/api/test/members/1')).json()).toEqual({ ok: true });
    expect(membersHandled).toBe(1);
  });
});
