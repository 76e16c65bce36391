/**
 * The job queue on the run's database (PGlite, or PostgreSQL with DATABASE_URL): a job is written in the
 * caller's transaction, once per key; a failing job is retried and, failing for good, kept and counted;
 * schedules exist once however many instances register them; stopping hands a running job back.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommandLine } from '../operator/run';
import { createTestApp, type TestApp } from '../testing/harness';
import { enqueue, HANDED_BACK, JobRunner, QUEUES } from '.';

let t: TestApp;
beforeAll(async () => {
  // the app's own runner takes no jobs: these tests run their own runners on its database
  t = await createTestApp({ sharedSeed: true, overrides: { jobs: { work: false } } });
});
afterAll(() => t?.close());

const jobsOf = (queue: string) =>
  t.sql<{ id: string; state: string; retry_count: number; singleton_key: string | null; data: unknown }>(
    `SELECT id::text, state::text, retry_count, singleton_key, data FROM pgboss.job WHERE name = $1 ORDER BY created_on`,
    [queue],
  );
/** The app's start-up purges ('at-start' jobs) are not these tests' jobs. */
const emptyQueue = (queue: string) => t.sql(`DELETE FROM pgboss.job WHERE name = $1`, [queue]);
/** Time passes: jobs waiting for a retry are due now. */
const retriesDue = () => t.sql(`UPDATE pgboss.job SET start_after = now() WHERE state = 'retry'`);

async function operator(args: string[]) {
  const out: string[] = [];
  const code = await runCommandLine(args, {
    db: t.app.shop.db,
    repoRoot: t.repoRoot,
    storage: t.app.shop.storage,
    filesDir: t.app.shop.config.filesDir,
    out: (l) => out.push(l),
  });
  return { code, out };
}

function runner(handlers: (r: JobRunner) => void): JobRunner {
  const r = new JobRunner(t.app.shop.database, t.app.log, { pollingSeconds: 0.5 });
  handlers(r);
  return r;
}

describe('writing a job', () => {
  it("is part of the caller's transaction: a rolled-back change leaves no job", async () => {
    const order = randomUUID();
    await expect(
      t.app.shop.db.transaction(async (tx) => {
        expect(await enqueue(tx, QUEUES.printOrder, { order }, { id: order, singletonKey: order })).toBe(order);
        throw new Error('the order was not confirmed');
      }),
    ).rejects.toThrow('not confirmed');
    expect((await jobsOf('print-order')).filter((j) => j.id === order)).toEqual([]);
  });

  it('keyed by the work (an order): written twice, one job', async () => {
    const order = randomUUID();
    expect(await t.app.shop.db.transaction((tx) => enqueue(tx, QUEUES.printOrder, { order }, { id: order, singletonKey: order }))).toBe(order);
    expect(await enqueue(t.app.shop.db, QUEUES.printOrder, { order }, { id: order, singletonKey: order })).toBeNull();
    expect((await jobsOf('print-order')).filter((j) => j.id === order)).toEqual([
      { id: order, state: 'created', retry_count: 0, singleton_key: order, data: { order } },
    ]);
    await t.sql(`DELETE FROM pgboss.job WHERE name = 'print-order'`);
  });
});

describe('running jobs', () => {
  it('retries a failing job with backoff; one failing for good is kept, counted, listed, and retried by the operator', async () => {
    await emptyQueue('purge-access');
    const seen: string[] = [];
    let failUntil = 99;
    const r = runner((r) =>
      r.handle<{ n: number }>(QUEUES.purgeAccess, async ({ n }, job) => {
        seen.push(`${n}:${job.retryCount}`);
        if (job.retryCount < failUntil) throw new Error(`attempt ${job.retryCount + 1} refused`);
      }),
    );
    await r.start();
    try {
      const id = (await enqueue(t.app.shop.db, QUEUES.purgeAccess, { n: 1 }))!;
      await r.settle([QUEUES.purgeAccess]);
      // the retry waits (retryDelay 60 s, doubled each time): not run again at once
      const [waiting] = (await jobsOf('purge-access')).filter((j) => j.id === id);
      expect(waiting).toMatchObject({ state: 'retry' });
      const [{ wait }] = (await t.sql<{ wait: number }>(`SELECT extract(epoch FROM start_after - now())::int AS wait FROM pgboss.job WHERE id = $1`, [id])) as [
        { wait: number },
      ];
      expect(wait).toBeGreaterThanOrEqual(25);
      for (let i = 0; i < QUEUES.purgeAccess.retryLimit; i++) {
        await retriesDue();
        await r.settle([QUEUES.purgeAccess]);
      }
      expect(seen).toEqual(['1:0', '1:1', '1:2', '1:3']);
      expect((await jobsOf('purge-access')).find((j) => j.id === id)).toMatchObject({ state: 'failed' });

      const listed = await operator(['jobs']);
      expect(listed.code).toBe(0);
      expect(listed.out).toContain('  purge-access: failed 1');
      const failedAt = listed.out.indexOf('Failed (1):');
      expect(failedAt).toBeGreaterThan(0);
      expect(listed.out[failedAt + 1]).toMatch(new RegExp(`^  ${id}  purge-access  failed  attempts 4/4  .*error: attempt 4 refused$`));

      failUntil = 0;
      expect(await operator(['jobs', 'retry', id])).toEqual({ code: 0, out: [`Job ${id} (purge-access) will be retried.`] });
      await r.settle([QUEUES.purgeAccess]);
      expect(seen.at(-1)).toBe('1:4');
      expect((await jobsOf('purge-access')).find((j) => j.id === id)).toMatchObject({ state: 'completed' });
      expect((await operator(['jobs', 'retry', id])).code).toBe(1);
      expect((await operator(['jobs', 'retry', 'nope'])).code).toBe(1);
    } finally {
      await r.stop();
    }
  });

  it('runs each job once with two instances taking from one queue', async () => {
    await emptyQueue('purge-sessions');
    const ran: string[] = [];
    const handler =
      (who: string) =>
      async ({ n }: { n: number }) => {
        await sleep(5);
        ran.push(`${who}:${n}`);
      };
    const a = runner((r) => r.handle(QUEUES.purgeSessions, handler('a')));
    const b = runner((r) => r.handle(QUEUES.purgeSessions, handler('b')));
    await Promise.all([a.start(), b.start()]);
    try {
      await t.app.shop.db.transaction(async (tx) => {
        for (let n = 0; n < 20; n++) await enqueue(tx, QUEUES.purgeSessions, { n });
      });
      await Promise.all([a.settle([QUEUES.purgeSessions]), b.settle([QUEUES.purgeSessions])]);
      expect(ran.map((x) => Number(x.split(':')[1])).sort((x, y) => x - y)).toEqual([...Array(20).keys()]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('stopping hands a running job back: it is retried, by any instance', async () => {
    await emptyQueue('purge-recordings');
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      release = resolve;
    });
    const r = runner((r) =>
      r.handle(QUEUES.purgeRecordings, async () => {
        release();
        await sleep(2_000);
      }),
    );
    await r.start();
    const id = (await enqueue(t.app.shop.db, QUEUES.purgeRecordings, { long: true }))!;
    r.wake();
    await started;
    expect(r.running()['purge-recordings']).toContain(id);
    await r.stop({ graceful: true, timeoutMs: 100 });
    const [job] = await t.sql<{ state: string; message: string }>(`SELECT state::text, output->>'message' AS message FROM pgboss.job WHERE id = $1`, [id]);
    expect(job).toEqual({ state: 'retry', message: HANDED_BACK });
  });
});

describe('schedules', () => {
  it('exist once for the installation however many instances register them, with one run at start', async () => {
    await emptyQueue('purge-sessions');
    const a = runner((r) => r.schedule(QUEUES.purgeSessions, '17 * * * *'));
    const b = runner((r) => r.schedule(QUEUES.purgeSessions, '17 * * * *'));
    await Promise.all([a.start(), b.start()]);
    try {
      expect(await t.sql(`SELECT name, cron, timezone FROM pgboss.schedule WHERE name = 'purge-sessions'`)).toEqual([
        { name: 'purge-sessions', cron: '17 * * * *', timezone: 'UTC' },
      ]);
      expect(await jobsOf('purge-sessions')).toEqual([expect.objectContaining({ state: 'created', singleton_key: 'at-start' })]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
