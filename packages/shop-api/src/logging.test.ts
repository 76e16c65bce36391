/**
 * Issue 15: no log line carries a secret or an address. Every route that takes one (by path, query
 * key or body key, read from the contracts) is called with recognisable values, and an error carrying
 * them is logged; the captured lines must not contain them.
 */
import { api, type CallDef } from '@shop/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, type Browser } from './access/testing';
import { loggerOptions, REDACTED_KEYS, redactText, redactUrl } from './logging';
import { createTestApp, type TestApp } from './testing/harness';

const lines: string[] = [];
let t: TestApp;
let parent: Browser;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true, overrides: { logger: loggerOptions('debug', { write: (line) => void lines.push(line) }) } });
  parent = await browser(t);
  expect((await parent.signIn('parent@example.com', 'parent-demo-1')).statusCode).toBe(200);
});
afterAll(() => t?.close());

const SECRET = {
  email: 'secret.person@example.com',
  code: 'SECRETCODE77',
  token: 'SeCrEtToKeN_0123456789abcdefghijklmnopqrstuvw',
  text: 'Secretsen Street 12',
};
const leaks = () => lines.filter((l) => Object.values(SECRET).some((s) => l.toLowerCase().includes(s.toLowerCase())));

const keysOf = (schema: v_Schema) => Object.keys((schema as { entries?: object } | undefined)?.entries ?? {});
type v_Schema = CallDef['query'];

/** The calls that take a secret or an address: a secret in the path, or a redacted key in query or body. */
const sensitive = Object.values(api as Record<string, CallDef>).filter(
  (c) =>
    redactUrl(c.path.replace(/:[A-Za-z]+/g, 'x')) !== c.path.replace(/:[A-Za-z]+/g, 'x') ||
    [...keysOf(c.query), ...keysOf(c.body)].some((k) => REDACTED_KEYS.has(k.toLowerCase())),
);

function valueFor(key: string): unknown {
  const k = key.toLowerCase();
  if (k.includes('email') || k === 'username' || k === 'to') return k.endsWith('[]') ? [SECRET.email] : SECRET.email;
  if (k.includes('code') || k === 'token') return SECRET.code;
  if (k === 'acceptmail' || k === 'termsofservice') return true;
  return SECRET.text;
}

describe('logs', () => {
  it('covers the calls that take secrets and addresses', () => {
    const paths = sensitive.map((c) => `${c.method} ${c.path}`);
    for (const expected of [
      'GET /ajax/prophoto/verify_subject_code.php',
      'POST /api/webshop/auth/login',
      'GET /sections/prophoto/ajax/send_password_reminder.php',
      'POST /api/webshop/reset-password/:code',
      'GET /api/webshop/share-invites/:token',
      'POST /api/webshop/share-invites/:token/accept',
      'POST /ajax/create.php',
      'GET /sections/prophoto/ajax/do_tipafriend.php',
      'POST /ajax/user/update_user_info.php',
    ]) {
      expect(paths).toContain(expected);
    }
  });

  it('no line of a request to any of them, nor of an error with those values, carries a secret', async () => {
    for (const call of sensitive) {
      // a secret path gets the secret; other parameters (uuids, ownership checked) a plain uuid
      const secretPath = redactUrl(call.path) !== call.path;
      const path = call.path.replace(/:([A-Za-z]+)/g, () => (secretPath ? SECRET.token : '00000000-0000-4000-8000-000000000000'));
      const query = keysOf(call.query).map((k) =>
        [valueFor(k)]
          .flat()
          .map((v) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
          .join('&'),
      );
      const url = query.length ? `${path}?${query.join('&')}` : path;
      const body = call.body ? Object.fromEntries(keysOf(call.body).map((k) => [k, valueFor(k)])) : undefined;
      await parent.request({ method: call.method, url, ...(body ? { payload: body } : {}), csrf: parent.csrf! });
    }
    // an error as the database driver words it, with the query's values, and a message naming them
    const dbError = Object.assign(new Error(`Failed query: select * from users where lower(email) = $1\nparams: ${SECRET.email},${SECRET.code}`), {
      query: 'select',
      params: [SECRET.email],
    });
    t.app.log.error(
      { err: dbError, body: { email: SECRET.email, nested: { address: SECRET.text } }, url: `/api/webshop/share-invites/${SECRET.token}/accept` },
      `failed for ${SECRET.email} at /ajax/prophoto/verify_subject_code.php?code=${SECRET.code}`,
    );

    expect(lines.length).toBeGreaterThan(sensitive.length * 2);
    expect(lines.some((l) => l.includes('/api/webshop/share-invites/…/accept'))).toBe(true);
    expect(leaks()).toEqual([]);
  });

  it('redacts free text: addresses, secret paths, query values and a database parameter list', () => {
    expect(redactText('to kari@example.com via /api/webshop/reset-password/abc123?x=1 ok')).toBe('to [email] via /api/webshop/reset-password/…?x=… ok');
    expect(redactText('Failed query: select 1\nparams: a@b.no,CODE')).toBe('Failed query: select 1\nparams: …');
    expect(redactUrl('/api/webshop/share-invites/tok/accept')).toBe('/api/webshop/share-invites/…/accept');
  });
});
