/**
 * Issue 15, proxies: behind a trusted proxy the client address is the one the proxy saw. An
 * X-Forwarded-For the client wrote itself, in front of the proxy's entry, does not change it, so the
 * per-address limits hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES } from './access/testing';
import { trustProxyFromEnv } from './config';
import { createTestApp, type TestApp } from './testing/harness';

let hops: TestApp;
let listed: TestApp;
beforeAll(async () => {
  [hops, listed] = await Promise.all([
    createTestApp({ sharedSeed: true, overrides: { trustProxy: 1 } }),
    createTestApp({ sharedSeed: true, overrides: { trustProxy: ['127.0.0.1', '10.0.0.0/8'] } }),
  ]);
});
afterAll(() => Promise.all([hops?.close(), listed?.close()]));

/** A sign-in that fails, through the proxy at 127.0.0.1 (the socket), with a forwarded chain. */
async function failedSignIn(t: TestApp, forwardedFor: string) {
  const client = await t.client().start();
  return client.request({
    method: 'POST',
    url: '/api/webshop/auth/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { username: `nobody.${Math.random()}@example.com`, password: 'wrong-password' },
  } as never);
}

describe.each([
  ['a number of hops (TRUST_PROXY=1)', () => hops],
  ['a list of proxy addresses', () => listed],
])('trusting %s', (_, app) => {
  it('a forged X-Forwarded-For in front of the proxy does not change the client address: the limit holds', async () => {
    const t = app();
    const real = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    for (let i = 0; i < RULES.signInIp.limit; i++) expect((await failedSignIn(t, `198.18.${i}.1, ${real}`)).statusCode).toBe(401);
    const res = await failedSignIn(t, `198.18.99.9, ${real}`);
    expect(res.statusCode).toBe(429);
    // another real client behind the same proxy is not limited
    expect((await failedSignIn(t, `198.18.0.1, 203.0.113.250`)).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  it('reads hops or a list, keeps 1 working, refuses trusting everyone', () => {
    expect(trustProxyFromEnv(undefined)).toBe(false);
    expect(trustProxyFromEnv('0')).toBe(false);
    expect(trustProxyFromEnv('1')).toBe(1);
    expect(trustProxyFromEnv('2')).toBe(2);
    expect(trustProxyFromEnv('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => trustProxyFromEnv('true')).toThrow(/number of hops/);
  });
});
