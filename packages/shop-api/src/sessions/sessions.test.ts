import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sha256, signIn, type TestApp } from '../testing/harness';
import { endSession, rotateSession, SESSION_TTL_MS } from './sessions';

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [t, proxied] = await Promise.all([createTestApp({ sharedSeed: true }), createTestApp({ sharedSeed: true, overrides: { trustProxy: true } })]);
  // what the access work will do at sign-in and sign-out
  for (const app of [t.app]) {
    app.post<{ Body: { user: string } }>('/api/test/sign-in', async (request, reply) => {
      await rotateSession(request, reply, request.body.user);
      return { ok: true };
    });
    app.post('/api/test/sign-out', async (request, reply) => {
      await endSession(request, reply);
      return { ok: true };
    });
  }
});
afterAll(() => Promise.all([t?.close(), proxied?.close()]));

/** A browser with a session: GET /user stores none, choosing a language does (something to remember). */
async function withSession(app: TestApp = t) {
  const client = await app.client().start();
  const res = await client.request({ method: 'PUT', url: '/api/webshop/user/language', payload: { lang: 'en' } });
  expect(res.statusCode).toBe(200);
  return { client, res };
}

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/, 30 days; the CSRF cookie is readable', async () => {
    const { res } = await withSession();
    const sid = res.cookies.find((c) => c.name === 'shop_sid')!;
    const csrf = (await t.client().get('/api/webshop/user')).cookies.find((c) => c.name === 'shop_csrf')!;
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_TTL_MS / 1000 });
    expect(sid.secure).toBeFalsy();
    expect(csrf).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(csrf.httpOnly).toBeFalsy();
    expect(Buffer.from(sid.value, 'base64url')).toHaveLength(32);
  });

  it('is stored only as its hash, with an expiry 30 days ahead', async () => {
    const { client } = await withSession();
    const rows = await t.sql<{ id: string; expires_at: string | Date }>('SELECT id, expires_at FROM sessions WHERE id = $1 OR id = $2', [
      client.sessionToken,
      sha256(client.sessionToken!),
    ]);
    expect(rows.map((r) => r.id)).toEqual([sha256(client.sessionToken!)]);
    const days = (new Date(rows[0]!.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
  });

  it('is not created for pages and settings, only when needed', async () => {
    const client = t.client();
    await client.get('/api/webshop/shop-settings');
    await client.get('/', { accept: 'text/html' });
    expect(client.sessionToken).toBeUndefined();
  });

  it('slides: an old session gets a new expiry and cookie', async () => {
    const { client } = await withSession();
    const id = sha256(client.sessionToken!);
    await t.sql(`UPDATE sessions SET expires_at = now() + interval '2 days' WHERE id = $1`, [id]);
    const res = await client.get('/api/webshop/cart/summary');
    expect(res.cookies.find((c) => c.name === 'shop_sid')?.value).toBe(client.sessionToken);
    const [row] = await t.sql<{ expires_at: string | Date }>('SELECT expires_at FROM sessions WHERE id = $1', [id]);
    expect(new Date(row!.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it('an expired or unknown session counts as none', async () => {
    const { client } = await withSession();
    const old = client.sessionToken!;
    await t.sql(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [sha256(old)]);
    // a visitor again: a new session, not the old one
    const res = await client.request({ method: 'PUT', url: '/api/webshop/user/language', payload: { lang: 'nb' } });
    expect(res.statusCode).toBe(200);
    expect(client.sessionToken).not.toBe(old);
    expect((await client.get('/api/webshop/user')).json().user.isAnonymousUser).toBe(true);
    const forged = t.client();
    forged.cookies.set('shop_sid', 'made-up');
    expect((await forged.get('/api/webshop/user')).json().user.isAnonymousUser).toBe(true);
  });

  it('a session of one portal does not open another', async () => {
    const { client } = await withSession();
    await signIn(t, client);
    const club = t.client('club.localhost');
    for (const [k, v] of client.cookies) club.cookies.set(k, v);
    expect((await club.get('/api/webshop/user')).json().user.isAnonymousUser).toBe(true);
  });

  it('is Secure over https behind a trusted proxy, and only then', async () => {
    const setLanguage = async (app: TestApp) => {
      const client = await app.client().start();
      return client.request({ method: 'PUT', url: '/api/webshop/user/language', payload: { lang: 'en' }, headers: { 'x-forwarded-proto': 'https' } });
    };
    expect((await setLanguage(proxied)).cookies.find((c) => c.name === 'shop_sid')!.secure).toBe(true);
    expect((await setLanguage(t)).cookies.find((c) => c.name === 'shop_sid')!.secure).toBeFalsy();
  });
});

describe('rotateSession and endSession', () => {
  it('sign-in gives a new id and CSRF token, keeps language and recordings', async () => {
    const { client } = await withSession();
    await client.request({ method: 'PUT', url: '/api/webshop/user/language', payload: { lang: 'nb' } });
    const { id: recording } = (await client.request({ method: 'POST', url: '/api/webshop/debug/recordings', payload: { userAgent: 'x' } })).json();
    const [oldToken, oldCsrf] = [client.sessionToken, client.csrf];
    const [user] = await t.sql<{ uuid: string }>(`INSERT INTO users (portal, email, name) VALUES ('fjord', 'ola@example.com', 'Ola') RETURNING uuid`);

    expect((await client.request({ method: 'POST', url: '/api/test/sign-in', payload: { user: user!.uuid } })).statusCode).toBe(200);
    expect(client.sessionToken).not.toBe(oldToken);
    expect(client.csrf).not.toBe(oldCsrf);
    const me = (await client.get('/api/webshop/user')).json().user;
    expect(me).toMatchObject({ uuid: user!.uuid, name: 'Ola', isAnonymousUser: false });
    expect((await t.sql('SELECT 1 FROM sessions WHERE id = $1', [sha256(oldToken!)])).length).toBe(0);
    // the old CSRF token is worthless now
    expect((await client.request({ method: 'PUT', url: '/api/webshop/user/language', payload: { lang: 'en' }, csrf: oldCsrf })).statusCode).toBe(403);
    // the recording moved with the session
    expect((await client.request({ method: 'POST', url: `/api/webshop/debug/recordings/${recording}/stop` })).statusCode).toBe(200);
    const [session] = await t.sql<{ lang: string }>('SELECT lang FROM sessions WHERE id = $1', [sha256(client.sessionToken!)]);
    expect(session!.lang).toBe('nb');
  });

  it('sign-out removes the session and clears both cookies', async () => {
    const { client } = await withSession();
    const token = client.sessionToken!;
    const res = await client.request({ method: 'POST', url: '/api/test/sign-out' });
    expect(res.statusCode).toBe(200);
    expect(client.sessionToken).toBeUndefined();
    expect(client.csrf).toBeUndefined();
    expect(await t.sql('SELECT 1 FROM sessions WHERE id = $1', [sha256(token)])).toHaveLength(0);
  });
});
