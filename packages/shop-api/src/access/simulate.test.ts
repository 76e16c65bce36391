import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommandLine } from '../operator/run';
import { createTestApp, sha256, type TestApp } from '../testing/harness';
import { browser } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

async function operator(...argv: string[]): Promise<{ code: number; output: string[] }> {
  const output: string[] = [];
  const code = await runCommandLine(argv, {
    db: t.app.shop.db,
    repoRoot: t.repoRoot,
    storage: t.app.shop.storage,
    filesDir: '',
    port: 8080,
    out: (line) => output.push(line),
  });
  return { code, output };
}

async function simulateLink(...extra: string[]): Promise<{ url: URL; token: string }> {
  const { code, output } = await operator('simulate', 'admin@example.com', 'parent@example.com', ...extra);
  expect(code, output.join('\n')).toBe(0);
  const url = new URL(output.at(-1)!);
  return { url, token: url.pathname.split('/').at(-1)! };
}

describe('pnpm operator simulate', () => {
  it('prints a one-time link that signs the browser in as the customer, simulated by the administrator', async () => {
    const { url, token } = await simulateLink('--portal', 'fjord');
    expect(url.origin).toBe('http://localhost:8080');
    expect(url.pathname).toMatch(/^\/api\/webshop\/auth\/simulate\/[A-Za-z0-9_-]{43}$/);
    // 256 bits, stored hashed
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await t.sql<{ token_hash: string; expires_at: Date | string }>('SELECT token_hash, expires_at FROM simulation_tokens');
    expect(rows.map((r) => r.token_hash)).toContain(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const minutes = (new Date(rows.find((r) => r.token_hash === sha256(token))!.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);

    const b = await browser(t);
    const before = b.sessionToken;
    const res = await b.get(url.pathname);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(b.sessionToken).not.toBe(before);
    expect(await b.user()).toMatchObject({ emailAddress: 'parent@example.com', isAnonymousUser: false, isSimulated: true, simulatedBy: 'admin@example.com' });

    // once only
    const again = await browser(t);
    const second = await again.get(url.pathname);
    expect(second.statusCode).toBe(404);
    expect(second.json().message).toContain('not valid');
    expect((await again.user()).isAnonymousUser).toBe(true);
  });

  it('works for a browser without a session yet, and an ordinary sign-in ends the simulation', async () => {
    const { url } = await simulateLink();
    const b = await browser(t);
    b.cookies.clear();
    expect((await b.get(url.pathname)).statusCode).toBe(303);
    expect((await b.user()).isSimulated).toBe(true);
    await b.signIn('parent@example.com', 'parent-demo-1');
    expect(await b.user()).toMatchObject({ isSimulated: false, simulatedBy: null });
  });

  it('only lets an administrator simulate', async () => {
    const { code, output } = await operator('simulate', 'other@example.com', 'parent@example.com');
    expect(code).toBe(1);
    expect(output.join('\n')).toContain('not an administrator');
    expect((await operator('simulate', 'nobody@example.com', 'parent@example.com')).code).toBe(1);
    expect((await operator('simulate', 'admin@example.com', 'nobody@example.com')).output.join('\n')).toContain('No customer nobody@example.com');
    // an administrator who lost the role before the link is opened
    const { url } = await simulateLink();
    await t.sql(`UPDATE staff_members SET role = 'operator' WHERE email = 'admin@example.com'`);
    try {
      const b = await browser(t);
      expect((await b.get(url.pathname)).statusCode).toBe(404);
      expect((await b.user()).isAnonymousUser).toBe(true);
    } finally {
      await t.sql(`UPDATE staff_members SET role = 'support' WHERE email = 'admin@example.com'`);
    }
  });

  it('refuses an expired link and one opened on another portal', async () => {
    const expired = await simulateLink();
    await t.sql(`UPDATE simulation_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(expired.token)]);
    expect((await (await browser(t)).get(expired.url.pathname)).statusCode).toBe(404);
    const elsewhere = await simulateLink();
    expect((await (await browser(t, { host: 'club.localhost' })).get(elsewhere.url.pathname)).statusCode).toBe(404);
    expect((await (await browser(t)).get('/api/webshop/auth/simulate/short')).statusCode).toBe(400);
  });

  it('takes --origin, and explains its usage', async () => {
    const { url } = await simulateLink('--origin', 'https://shop.example.com');
    expect(url.origin).toBe('https://shop.example.com');
    const bad = await operator('simulate', 'admin@example.com');
    expect(bad.code).toBe(1);
    expect(bad.output.join('\n')).toContain('Usage: pnpm operator simulate <admin-email> <customer-email>');
    expect((await operator('simulate', 'admin@example.com', 'parent@example.com', '--portal', 'nowhere')).output.join('\n')).toContain("No portal 'nowhere'");
  });
});
