import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireLock, DataDirLockedError, lockPath, readLiveLock } from '../db/lock';
import { redactQuery } from '../logging';
import { createTestApp, type TestApp } from '../testing/harness';
import { OPERATOR_PATH, OPERATOR_TOKEN_HEADER } from './remote';

const TOKEN = 'a-test-token-of-some-length';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true, overrides: { operatorToken: TOKEN } });
});
afterAll(() => t?.close());

const run = (argv: string[], headers: Record<string, string> = { [OPERATOR_TOKEN_HEADER]: TOKEN }) =>
  t.app.inject({ method: 'POST', url: OPERATOR_PATH, headers, payload: { argv } });

describe('operator endpoint of a running server', () => {
  it('runs a command with the token and answers its output and exit code', async () => {
    const res = await run(['module', 'club', 'catalog', 'off']);
    expect(res.json()).toEqual({ code: 0, output: ['club: catalog is off'] });
    const shop = (await t.client('club.localhost').get('/api/webshop/shop-settings')).json();
    expect(shop.modules.find((m: { name: string }) => m.name === 'catalog').enabled).toBe(false);
    expect((await run(['bogus'])).json().code).toBe(1);
  });

  it('refuses without the token or with a wrong one', async () => {
    expect((await run(['portals'], {})).statusCode).toBe(403);
    expect((await run(['portals'], { [OPERATOR_TOKEN_HEADER]: 'x'.repeat(TOKEN.length) })).statusCode).toBe(403);
  });

  it('can seed an empty database, which answers 503 until then', async () => {
    const empty = await createTestApp({ overrides: { operatorToken: TOKEN, seedDemo: false } });
    try {
      expect((await empty.client().get('/api/health')).statusCode).toBe(200);
      const before = await empty.client().get('/api/webshop/shop-settings');
      expect(before.statusCode).toBe(503);
      expect(before.json()).toMatchObject({ error: 'no_portal', message: expect.stringContaining('pnpm operator seed') });
      const res = await empty.app.inject({ method: 'POST', url: OPERATOR_PATH, headers: { [OPERATOR_TOKEN_HEADER]: TOKEN }, payload: { argv: ['seed'] } });
      expect(res.json()).toMatchObject({ code: 0 });
      expect((await empty.client().get('/api/webshop/shop-settings')).json().portal).toBe('fjord');
    } finally {
      await empty.close();
    }
  });

  it('does not exist without a token', async () => {
    const plain = await createTestApp({ sharedSeed: true });
    try {
      expect((await plain.app.inject({ method: 'POST', url: OPERATOR_PATH, payload: { argv: [] } })).statusCode).toBe(404);
      const client = await plain.client().start();
      expect((await client.request({ method: 'POST', url: OPERATOR_PATH, payload: { argv: ['portals'] } })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('data folder lock', () => {
  it('lets one process in, and takes over the lock of a dead one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-lock-'));
    const dataDir = join(dir, 'pglite');
    try {
      // held by a live process (the test runner's parent stands in for a running server)
      writeFileSync(lockPath(dataDir), JSON.stringify({ pid: process.ppid, kind: 'server', url: 'http://127.0.0.1:1', token: 't' }));
      expect(readLiveLock(dataDir)).toMatchObject({ kind: 'server', url: 'http://127.0.0.1:1' });
      expect(() => acquireLock(dataDir, { kind: 'cli' })).toThrow(DataDirLockedError);
      // left behind by a process that is gone
      writeFileSync(lockPath(dataDir), JSON.stringify({ pid: 2 ** 22 + 12345, kind: 'server' }));
      expect(readLiveLock(dataDir)).toBeNull();
      const lock = acquireLock(dataDir, { kind: 'server', token: 'secret' });
      lock.update({ url: 'http://127.0.0.1:8080' });
      lock.release();
      expect(readLiveLock(dataDir)).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the CLI process', () => {
  const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
  it('prints usage and exits 1 on a bad command', () => {
    const res = spawnSync(process.execPath, ['--import', 'tsx', cli, 'bogus'], { encoding: 'utf8', env: { ...process.env, DATA_DIR: ':memory:' } });
    expect(res.status).toBe(1);
    expect(res.stdout).toContain("Unknown command 'bogus'");
    expect(res.stdout).toContain('module <portal> <module> on|off');
  });
});

describe('logging', () => {
  it('keeps query values (codes, e-mail addresses) out of the log', () => {
    expect(redactQuery('/ajax/prophoto/verify_subject_code.php?code=EMMA2026')).toBe('/ajax/prophoto/verify_subject_code.php?code=…');
    expect(redactQuery('/api/health')).toBe('/api/health');
  });
});
