import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions, redactSecretPath } from '../logging';
import { createTestApp, sha256, type TestApp } from '../testing/harness';
import { purgeAccessLeftovers } from './plugin';
import { RULES } from './limits';
import { browser, registration, type Browser } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const SENT = 'If there is a user account with this e-mail address, we have sent it an e-mail with instructions for setting a new password.';
const RECENT =
  'If there is a user account with this e-mail address, we have recently sent it instructions for setting a new password. Use the link in the newest of those e-mails: it stays valid for another hour.';
const remind = (b: Browser, email: string) => b.getWithCsrf(`/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(email)}`);

/** A new account (so each test owns its password). */
async function account(lang?: 'nb'): Promise<{ email: string; password: string }> {
  const b = await browser(t);
  if (lang) await b.request({ method: 'PUT', url: '/api/webshop/user/language', payload: { lang } });
  const body = registration();
  expect((await b.post('/ajax/create.php', body)).json().success).toBe(true);
  return { email: body.email, password: body.password };
}

async function mailsTo(email: string) {
  return t.sql<{ subject: string; text: string; html: string; portal: string }>(
    'SELECT subject, text, html, portal FROM outbox_emails WHERE "to" = $1 ORDER BY created_at',
    [email],
  );
}

const keyOf = (text: string) => /\/reset-password\?resetcode=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('GET /sections/prophoto/ajax/send_password_reminder.php', () => {
  it('sends an e-mail with a working link through the outbox, and stores the key only hashed', async () => {
    const { email } = await account();
    const res = await remind(await browser(t), email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT });
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ portal: 'fjord', subject: 'Reset your password at Fjord Portraits' });
    expect(mail!.text).toMatch(/^Hello,/);
    expect(mail!.text).toContain('http://localhost/reset-password?resetcode=');
    const key = keyOf(mail!.text)!;
    // 32 random bytes
    expect(Buffer.from(key, 'base64url')).toHaveLength(32);
    expect(mail!.html).toContain(`href="http://localhost/reset-password?resetcode=${key}"`);
    const rows = await t.sql<{ key_hash: string; expires_at: Date | string }>('SELECT key_hash, expires_at FROM password_resets');
    expect(rows.map((r) => r.key_hash)).toContain(sha256(key));
    expect(JSON.stringify(rows)).not.toContain(key);
    const expiresIn = new Date(rows.find((r) => r.key_hash === sha256(key))!.expires_at).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60_000);
  });

  it('answers the same for an address without an account, and sends nothing', async () => {
    const res = await remind(await browser(t), 'no.account@example.com');
    expect(res.json()).toEqual({ message: SENT });
    expect(await mailsTo('no.account@example.com')).toEqual([]);
  });

  it("writes the e-mail in the user's language", async () => {
    const { email } = await account('nb');
    await remind(await browser(t), email);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Velg nytt passord hos Fjord Portraits');
    expect(mail!.text).toMatch(/^Hei,/);
  });

  it("links to the portal's configured origin, not to a forged Host header or its port", async () => {
    const { email } = await account();
    await remind(await browser(t, { host: 'evil.example:8080' }), email);
    const [mail] = await mailsTo(email);
    expect(mail!.text).toContain('http://localhost/reset-password?resetcode=');
    expect(mail!.text).not.toContain('evil');
    expect(mail!.text).not.toContain('8080');
  });

  it('needs the CSRF header (a GET that changes state)', async () => {
    const { email } = await account();
    const res = await (await browser(t)).get(`/sections/prophoto/ajax/send_password_reminder.php?json=1&email=${encodeURIComponent(email)}`);
    expect(res.statusCode).toBe(403);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('answers 400 naming the field for an invalid address', async () => {
    const res = await remind(await browser(t), 'nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: 'query.email', message: 'Invalid email', kind: 'email' }]);
  });

  it('limits the e-mails to one address, never the customer: over the limit nothing is sent and the newest link stays valid', async () => {
    const { email } = await account();
    // someone else asks for her address from elsewhere, as often as the limit allows
    for (let i = 0; i < RULES.resetEmail.limit; i++) expect((await remind(await browser(t), email)).statusCode).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(RULES.resetEmail.limit);
    const newest = keyOf(mails.at(-1)!.text)!;
    // a day-old key would be gone; make the newest one nearly expired to see it kept alive
    await t.sql(`UPDATE password_resets SET expires_at = now() + interval '1 minute' WHERE key_hash = $1`, [sha256(newest)]);
    // she asks herself: not refused, told neutrally; no further e-mail
    const hers = await remind(await browser(t), email.toUpperCase());
    expect(hers.statusCode).toBe(200);
    expect(hers.json()).toEqual({ message: RECENT });
    expect(await mailsTo(email)).toHaveLength(RULES.resetEmail.limit);
    const [row] = await t.sql<{ expires_at: string }>('SELECT expires_at FROM password_resets WHERE key_hash = $1', [sha256(newest)]);
    expect(new Date(row!.expires_at).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    // and the link works
    const b = await browser(t);
    expect((await b.post(`/api/webshop/reset-password/${newest}`, { password: 'kept-alive-pass-7' })).json()).toEqual({});
    expect((await b.signIn(email, 'kept-alive-pass-7')).statusCode).toBe(200);
  });

  it('answers an address without an account the same way over the limit', async () => {
    for (let i = 0; i < RULES.resetEmail.limit; i++) await remind(await browser(t), 'nobody.here@example.com');
    expect((await remind(await browser(t), 'nobody.here@example.com')).json()).toEqual({ message: RECENT });
  });

  it('limits requests per client address; another address is not limited', async () => {
    const b = await browser(t);
    for (let i = 0; i < RULES.resetIp.limit; i++) expect((await remind(b, `someone${i}@example.com`)).statusCode).toBe(200);
    expect((await remind(b, 'someone.more@example.com')).statusCode).toBe(429);
    expect((await remind(await browser(t), 'someone.more@example.com')).statusCode).toBe(200);
  });
});

describe('/api/webshop/reset-password/{code}', () => {
  async function keyFor(email: string): Promise<string> {
    await remind(await browser(t), email);
    const mails = await mailsTo(email);
    return keyOf(mails.at(-1)!.text)!;
  }

  it('checks a key, sets the new password once, and signs the user out everywhere', async () => {
    const { email, password } = await account();
    const signedIn = await browser(t);
    await signedIn.signIn(email, password);
    const key = await keyFor(email);
    const b = await browser(t);
    expect((await b.get(`/api/webshop/reset-password/${key}`)).json()).toEqual({ valid: true });

    const res = await b.post(`/api/webshop/reset-password/${key}`, { password: 'new-harbour-lights' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect((await (await browser(t)).signIn(email, 'new-harbour-lights')).statusCode).toBe(200);
    expect((await (await browser(t)).signIn(email, password)).statusCode).toBe(401);
    expect((await signedIn.user()).isAnonymousUser).toBe(true);

    // single use
    expect((await b.get(`/api/webshop/reset-password/${key}`)).json()).toEqual({ valid: false });
    expect((await b.post(`/api/webshop/reset-password/${key}`, { password: 'another-new-one-9' })).json()).toEqual({
      error: 'Sorry, no account connected to this key',
    });
    expect((await (await browser(t)).signIn(email, 'new-harbour-lights')).statusCode).toBe(200);
  });

  it('refuses an expired key', async () => {
    const { email } = await account();
    const key = await keyFor(email);
    await t.sql(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE key_hash = $1`, [sha256(key)]);
    const b = await browser(t);
    expect((await b.get(`/api/webshop/reset-password/${key}`)).json()).toEqual({ valid: false });
    expect((await b.post(`/api/webshop/reset-password/${key}`, { password: 'new-harbour-lights' })).json()).toEqual({
      error: 'Sorry, no account connected to this key',
    });
  });

  it('refuses an unknown key, and a key of another portal', async () => {
    const b = await browser(t);
    expect((await b.get(`/api/webshop/reset-password/${'A'.repeat(43)}`)).json()).toEqual({ valid: false });
    const { email } = await account();
    const key = await keyFor(email);
    const club = await browser(t, { host: 'club.localhost' });
    expect((await club.get(`/api/webshop/reset-password/${key}`)).json()).toEqual({ valid: false });
  });

  it('refuses a password of 6 characters or fewer, and a common one, keeping the key', async () => {
    const { email } = await account();
    const key = await keyFor(email);
    const b = await browser(t);
    expect((await b.post(`/api/webshop/reset-password/${key}`, { password: 'abcdef' })).json()).toEqual({ error: "That's too short!" });
    expect((await b.post(`/api/webshop/reset-password/${key}`, { password: 'Password123' })).json()).toEqual({
      error: 'This password is too common and easy to guess. Please choose another one.',
    });
    expect((await b.get(`/api/webshop/reset-password/${key}`)).json()).toEqual({ valid: true });
    expect((await b.post(`/api/webshop/reset-password/${key}`, { password: 'tidal-7' })).json()).toEqual({});
  });

  it('answers 400 naming the field for a malformed key or body, and needs the CSRF header to set', async () => {
    const b = await browser(t);
    const res = await b.get('/api/webshop/reset-password/short');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ field: 'params.code', message: 'Invalid reset key' })]);
    expect((await b.post(`/api/webshop/reset-password/${'A'.repeat(43)}`, { password: 5 })).json().fields).toEqual([
      expect.objectContaining({ field: 'body.password' }),
    ]);
    const { email } = await account();
    const key = await keyFor(email);
    expect(
      (await b.request({ method: 'POST', url: `/api/webshop/reset-password/${key}`, payload: { password: 'new-harbour-lights' }, csrf: false })).statusCode,
    ).toBe(403);
  });
});

describe('logs', () => {
  it('leave reset keys and simulation tokens out of the logged URL', () => {
    expect(redactSecretPath('/api/webshop/reset-password/abcDEF123_-abcDEF123_-')).toBe('/api/webshop/reset-password/…');
    expect(redactSecretPath('/api/webshop/auth/simulate/abc?x=1')).toBe('/api/webshop/auth/simulate/…?x=1');
    expect(redactSecretPath('/api/webshop/user')).toBe('/api/webshop/user');
    const { serializers } = loggerOptions() as { serializers: { req: (r: object) => { url: string } } };
    expect(serializers.req({ method: 'GET', url: '/api/webshop/reset-password/secret-key-1234567890' }).url).toBe('/api/webshop/reset-password/…');
  });
});

describe('hourly purge', () => {
  it('removes counts older than every window and keys long expired or used, and keeps the live ones', async () => {
    const { email } = await account();
    const live = await (async () => {
      await remind(await browser(t), email);
      return keyOf((await mailsTo(email)).at(-1)!.text)!;
    })();
    await t.sql(`INSERT INTO rate_limit_events (bucket, key_hash, at) VALUES ('test:old', 'x', now() - interval '2 hours'), ('test:new', 'x', now())`);
    await t.sql(
      `INSERT INTO password_resets (key_hash, user_uuid, portal, expires_at) SELECT 'old-key', user_uuid, portal, now() - interval '2 days' FROM password_resets LIMIT 1`,
    );
    await purgeAccessLeftovers(t.app.shop.db);
    expect((await t.sql<{ bucket: string }>(`SELECT bucket FROM rate_limit_events WHERE bucket LIKE 'test:%'`)).map((r) => r.bucket)).toEqual(['test:new']);
    expect(await t.sql(`SELECT 1 FROM password_resets WHERE key_hash = 'old-key'`)).toEqual([]);
    expect((await (await browser(t)).get(`/api/webshop/reset-password/${live}`)).json()).toEqual({ valid: true });
  });
});
