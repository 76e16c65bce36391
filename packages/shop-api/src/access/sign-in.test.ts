import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CODES } from '../demo/photojobs';
import { createTestApp, sha256, type TestApp } from '../testing/harness';
import { passwordCost } from './passwords';
import { countAttempts, RULES, SIGN_IN_DELAY_MAX_MS, SIGN_IN_FREE_FAILURES, signInDelayMs } from './limits';
import { browser, setsOf, subjectUuid, userUuid } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

describe('POST /api/webshop/auth/login', () => {
  it('signs in with the right password and answers the user', async () => {
    const b = await browser(t);
    const res = await b.signIn(' Parent@Example.com ', 'parent-demo-1');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ emailAddress: 'parent@example.com', name: 'Ida Hansen', isAnonymousUser: false, isSimulated: false });
    expect(res.json().subjectUuid).toBeUndefined();
    expect(await b.user()).toMatchObject({ emailAddress: 'parent@example.com', isAnonymousUser: false });
  });

  it('refuses a wrong password and an unknown address alike (401, standard format)', async () => {
    const b = await browser(t);
    const wrong = await b.signIn('parent@example.com', 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_credentials', message: 'Wrong e-mail address or password.' });
    const unknown = await b.signIn('nobody@example.com', 'parent-demo-1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect((await b.user()).isAnonymousUser).toBe(true);
  });

  it('does not sign in to an account of another portal', async () => {
    const b = await browser(t, { host: 'club.localhost' });
    expect((await b.signIn('parent@example.com', 'parent-demo-1')).statusCode).toBe(401);
  });

  it('answers 400 naming the fields of a malformed request, and needs the CSRF header', async () => {
    const b = await browser(t);
    const res = await b.post('/api/webshop/auth/login', { username: 'not-an-address', password: '' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['body.password', 'body.username']);
    expect(
      (await b.request({ method: 'POST', url: '/api/webshop/auth/login', payload: { username: 'parent@example.com', password: 'parent-demo-1' }, csrf: false }))
        .statusCode,
    ).toBe(403);
  });

  it('gives the session a new id and CSRF token: the old cookie is no longer signed in', async () => {
    const b = await browser(t);
    // a session from before the sign-in (a verified code is something to remember)
    expect((await b.verify('olivia26')).json().valid).toBe(true);
    const before = { sid: b.sessionToken!, csrf: b.csrf! };
    await b.signIn('parent@example.com', 'parent-demo-1');
    expect(b.sessionToken).not.toBe(before.sid);
    expect(b.csrf).not.toBe(before.csrf);
    expect(await t.sql('SELECT 1 FROM sessions WHERE id = $1', [sha256(before.sid)])).toEqual([]);
    const old = await browser(t);
    old.cookies.set('shop_sid', before.sid);
    expect((await old.user()).isAnonymousUser).toBe(true);
  });

  it('adds the set of a code verified before signing in, and answers its subject', async () => {
    const b = await browser(t);
    expect((await b.verify('olivia26')).json().valid).toBe(true);
    const res = await b.signIn('parent@example.com', 'parent-demo-1');
    const olivia = await subjectUuid(t, 'Olivia Berg');
    expect(res.json().subjectUuid).toBe(olivia);
    expect(await setsOf(t, await userUuid(t, 'parent@example.com'))).toContain(olivia);
    // taken: a second sign-in adds nothing more
    expect(await t.sql('SELECT 1 FROM session_pending_codes WHERE session_id = $1', [sha256(b.sessionToken!)])).toEqual([]);
  });

  it('upgrades a password hash made with weaker parameters', async () => {
    const { scrypt, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    // weaker than the configured cost (the tests' cheap one; production's is checked in passwords.test.ts)
    const weakN = passwordCost().N / 4;
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt('weak-old-hash-1', salt, 32, { N: weakN, r: 8, p: 1 }, (e, k) => (e ? reject(e) : resolve(k))),
    );
    await t.sql(`INSERT INTO users (portal, email, password_hash) VALUES ('fjord', 'old.hash@example.com', $1)`, [
      `scrypt$${weakN}$8$1$${salt.toString('base64')}$${key.toString('base64')}`,
    ]);
    expect((await (await browser(t)).signIn('old.hash@example.com', 'weak-old-hash-1')).statusCode).toBe(200);
    const [row] = await t.sql<{ password_hash: string }>(`SELECT password_hash FROM users WHERE email = 'old.hash@example.com'`);
    expect(row!.password_hash.startsWith(`scrypt$${passwordCost().N}$8$1$`)).toBe(true);
  });
});

describe('POST /api/webshop/auth/logout', () => {
  it("ends the caller's session on the server, and only that one", async () => {
    const phone = await browser(t);
    const laptop = await browser(t);
    await phone.signIn('parent@example.com', 'parent-demo-1');
    await laptop.signIn('parent@example.com', 'parent-demo-1');
    const sid = phone.sessionToken!;
    const res = await phone.post('/api/webshop/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.sql('SELECT 1 FROM sessions WHERE id = $1', [sha256(sid)])).toEqual([]);
    expect(phone.sessionToken).toBeUndefined();
    const replay = await browser(t);
    replay.cookies.set('shop_sid', sid);
    expect((await replay.user()).isAnonymousUser).toBe(true);
    expect((await laptop.user()).emailAddress).toBe('parent@example.com');
  });

  it('needs the CSRF header', async () => {
    const b = await browser(t);
    await b.signIn('parent@example.com', 'parent-demo-1');
    expect((await b.request({ method: 'POST', url: '/api/webshop/auth/logout', csrf: false })).statusCode).toBe(403);
    expect((await b.user()).isAnonymousUser).toBe(false);
  });
});

// concurrent: each test has addresses and accounts of its own, and the second waits out real delays (about 8 s)
describe.concurrent('sign-in rate limits', () => {
  it('delays an account after repeated failures by at most 2 seconds', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 50].map(signInDelayMs)).toEqual([0, 0, 250, 500, 1000, 2000, 2000, 2000]);
  });

  it('limits failed sign-ins per client address (any e-mail); another address is not limited', async () => {
    const b = await browser(t);
    for (let i = 0; i < RULES.signInIp.limit; i++) expect((await b.signIn(`guess${i}@example.com`, 'wrong-password')).statusCode).toBe(401);
    const limited = await b.signIn('parent@example.com', 'parent-demo-1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ error: 'rate_limited', message: expect.stringContaining('Too many attempts') });
    expect((await (await browser(t)).signIn('parent@example.com', 'parent-demo-1')).statusCode).toBe(200);
  }, 60_000);

  it('limits failures for one account from one address, but the right password from elsewhere still signs in', async () => {
    const attacker = await browser(t);
    const started = Date.now();
    for (let i = 0; i < RULES.signInAccountIp.limit; i++) expect((await attacker.signIn('other@example.com', `guess-${i}`)).statusCode).toBe(401);
    // the delays after the free failures add up
    expect(Date.now() - started).toBeGreaterThanOrEqual(signInDelayMs(SIGN_IN_FREE_FAILURES) + signInDelayMs(SIGN_IN_FREE_FAILURES + 1));
    expect((await attacker.signIn('other@example.com', 'other-demo-1')).statusCode).toBe(429);

    // the customer at their own address: delayed (at most 2 s, see above), never refused
    const failures = () => countAttempts(t.app.shop.db, RULES.signInAccount, 'fjord\nother@example.com');
    expect(await failures()).toBe(RULES.signInAccountIp.limit);
    const customer = await browser(t);
    expect((await customer.signIn('other@example.com', 'other-demo-1')).statusCode).toBe(200);
    // success clears the account's failures: the next sign-in is not delayed
    expect(await failures()).toBe(0);
    expect((await (await browser(t)).signIn('Other@example.com', 'other-demo-1')).statusCode).toBe(200);
  }, 60_000);
});

describe('GET /sections/prophoto/ajax/user_exists_by_email.php', () => {
  const exists = (b: Awaited<ReturnType<typeof browser>>, email: string) =>
    b.get(`/sections/prophoto/ajax/user_exists_by_email.php?email=${encodeURIComponent(email)}`);

  it('tells whether an account exists in this portal (case-insensitive)', async () => {
    const b = await browser(t);
    expect((await exists(b, 'PARENT@example.com')).json()).toEqual({ exists: true });
    expect((await exists(b, 'nobody@example.com')).json()).toEqual({ exists: false });
    const club = await browser(t, { host: 'club.localhost' });
    expect((await exists(club, 'parent@example.com')).json()).toEqual({ exists: false });
  });

  it('answers 400 naming the field for an invalid address', async () => {
    const res = await exists(await browser(t), 'not-an-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'query.email', message: 'Invalid email', kind: 'email' }]);
  });

  it('limits lookups per client address; another address is not limited', async () => {
    const b = await browser(t);
    for (let i = 0; i < RULES.lookupIp.limit; i++) expect((await exists(b, `probe${i}@example.com`)).statusCode).toBe(200);
    const limited = await exists(b, 'parent@example.com');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    expect((await exists(await browser(t), 'parent@example.com')).json()).toEqual({ exists: true });
  });

  it('never refuses the lookups of one address from anywhere (the customer needs the answer), only delays them', async () => {
    for (let i = 0; i < 12; i++) expect((await exists(await browser(t), 'looked.up@example.com')).statusCode).toBe(200);
    const started = Date.now();
    const hers = await exists(await browser(t), 'Looked.Up@example.com');
    expect(hers.statusCode).toBe(200);
    expect(hers.json()).toEqual({ exists: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SIGN_IN_DELAY_MAX_MS - 50);
  });
});

describe('current user', () => {
  it('is the anonymous user again after sign-out, with the pending code gone with the session', async () => {
    const b = await browser(t);
    await b.verify(DEMO_CODES.emma);
    const sid = sha256(b.sessionToken!);
    await b.post('/api/webshop/auth/logout');
    expect(await t.sql('SELECT 1 FROM session_pending_codes WHERE session_id = $1', [sid])).toEqual([]);
    expect((await b.user()).isAnonymousUser).toBe(true);
  });
});
