import { api } from '@shop/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolMaxFromEnv } from '../config';
import { localStorage } from '../storage';
import { createTestApp, type TestApp } from '../testing/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const driver = process.env.DATABASE_URL ? 'postgres' : 'pglite';

describe('GET /api/health and GET /api/ready', () => {
  it('health answers without a session cookie; ready names the database and the storage', async () => {
    const health = await t.client().get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: driver });
    expect(health.headers['set-cookie']).toBeUndefined();

    const ready = await t.client().get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(v.parse(api.ready.response, ready.json())).toEqual({ status: 'ready', database: driver, storage: 'local' });
    expect(ready.headers['set-cookie']).toBeUndefined();
  });

  it('ready answers 503 while the instance shuts down; health still answers', async () => {
    t.app.shop.draining = true;
    try {
      const ready = await t.client().get('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ error: 'draining' });
      expect((await t.client().get('/api/health')).statusCode).toBe(200);
    } finally {
      t.app.shop.draining = false;
    }
  });
});

describe('ready with storage that cannot be written', () => {
  let broken: TestApp;
  beforeAll(async () => {
    // a folder below a file: it can be neither made nor written
    broken = await createTestApp({ sharedSeed: true, overrides: { storage: localStorage('/dev/null/files') } });
  });
  afterAll(() => broken?.close());

  it('answers 503 naming the storage, and health still answers', async () => {
    const ready = await broken.client().get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ error: 'unavailable', message: 'Not reachable: storage' });
    expect((await broken.client().get('/api/health')).statusCode).toBe(200);
  });
});

describe('DATABASE_POOL_MAX', () => {
  it('is 10 unset, a number of connections when set, and refused when it is not one', () => {
    expect(poolMaxFromEnv(undefined)).toBe(10);
    expect(poolMaxFromEnv(' 25 ')).toBe(25);
    for (const bad of ['0', '-1', 'ten', '2.5', '100000']) expect(() => poolMaxFromEnv(bad)).toThrow(/DATABASE_POOL_MAX/);
  });
});
