import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceBusyError } from '../http/errors';
import { createTestApp, type TestApp } from '../testing/harness';
import { HashQueue } from './hash-queue';
import { HASH_CONCURRENCY, HASH_QUEUE, hashQueue } from './passwords';
import { browser } from './testing';

const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe('HashQueue', () => {
  it('runs at most `concurrency` at once, queues `waiting`, refuses the rest at once', async () => {
    const q = new HashQueue(2, 3);
    const g = gate();
    let running = 0;
    let peak = 0;
    const job = async () => {
      running++;
      peak = Math.max(peak, running);
      await g.opened;
      running--;
      return 'done';
    };
    const results = Array.from({ length: 10 }, () =>
      q.run(job).then(
        (r) => r,
        (e: unknown) => e,
      ),
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(q.size).toEqual({ running: 2, waiting: 3 });
    g.open();
    const settled = await Promise.all(results);
    expect(settled.filter((r) => r === 'done')).toHaveLength(5);
    const refused = settled.filter((r) => r instanceof ServiceBusyError);
    expect(refused).toHaveLength(5);
    expect(peak).toBe(2);
    expect(q.size).toEqual({ running: 0, waiting: 0 });
  });

  it('a failing job frees its slot', async () => {
    const q = new HashQueue(1, 1);
    await expect(q.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await q.run(async () => 1)).toBe(1);
  });
});

describe('sign-in under a hashing flood', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ sharedSeed: true });
  });
  afterAll(() => t?.close());

  it('answers 503 with Retry-After when the hash queue is full, never hangs; works again after', async () => {
    const g = gate();
    const blockers = Array.from({ length: HASH_CONCURRENCY + HASH_QUEUE }, () => hashQueue.run(() => g.opened));
    const b = await browser(t);
    const res = await b.signIn('parent@example.com', 'parent-demo-1');
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toEqual({ error: 'busy', message: 'The shop is very busy right now. Please try again in a few seconds.' });
    const nb = await browser(t);
    await nb.request({ method: 'PUT', url: '/api/webshop/user/language', payload: { lang: 'nb' } });
    expect((await nb.signIn('parent@example.com', 'parent-demo-1')).json().message).toBe(
      'Butikken har svært mye å gjøre akkurat nå. Prøv igjen om noen sekunder.',
    );
    g.open();
    await Promise.all(blockers);
    expect((await b.signIn('parent@example.com', 'parent-demo-1')).statusCode).toBe(200);
  });

  it('40 parallel failed sign-ins never hash more than HASH_CONCURRENCY at once', async () => {
    hashQueue.peak = 0;
    const answers = await Promise.all(Array.from({ length: 40 }, async (_, i) => (await browser(t)).signIn(`flood.${i}@example.com`, 'wrong-password-x')));
    expect(answers.every((r) => r.statusCode === 401 || r.statusCode === 503)).toBe(true);
    expect(hashQueue.peak).toBeLessThanOrEqual(HASH_CONCURRENCY);
  });
});
