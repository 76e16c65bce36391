/**
 * The job runner of one instance: pg-boss's maintenance (a job whose instance died is failed when its
 * lease expires, and so retried; the runner renews the lease of the jobs it runs), its scheduler (cron jobs created once for the installation, whichever
 * instance's turn it is), and a small loop per queue that fetches up to the queue's concurrency of
 * jobs (FOR UPDATE SKIP LOCKED: each job goes to one instance), runs them, and completes or fails
 * each job on its own — a failed job is retried with backoff, one that fails for good is kept as
 * 'failed' and counted (`pnpm operator jobs`). Stopping hands running jobs back (decision 0083).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import { HEARTBEAT_SECONDS, JOBS_SCHEMA, LEASE_SECONDS, MAINTENANCE_SECONDS, type QueueSpec } from './queues';
import { databaseAdapter, drizzleAdapter } from './sql';

/**
 * What a handler gets: the job's data and id; throwing fails the attempt. A handler whose work is all in
 * one transaction calls `complete(tx)` in it: the job is done exactly when that work commits, so a crash
 * after the commit cannot run it twice.
 */
export type JobHandler<T = Record<string, unknown>> = (data: T, job: { id: string; retryCount: number; complete(tx: Db): Promise<void> }) => Promise<void>;

export interface JobsOptions {
  /** Run the handlers on this instance (false: only write jobs and keep the schedules). Default true. */
  work?: boolean;
  /** Seconds between two looks at an empty queue. Default 2. */
  pollingSeconds?: number;
  /** Seconds between pg-boss's maintenance runs (expired jobs failed, old ones archived). Default MAINTENANCE_SECONDS. */
  maintenanceSeconds?: number;
}

export interface StopOptions {
  /** Let running jobs finish (up to timeoutMs) before handing back what still runs. Default true. */
  graceful?: boolean;
  timeoutMs?: number;
}

interface Registered {
  queue: QueueSpec;
  handler: JobHandler<never>;
  running: Map<string, Promise<void>>;
  wake: () => void;
}

export const HANDED_BACK = 'the instance stopped while the job ran; handed back';

export class JobRunner {
  readonly boss: PgBoss;
  readonly #log: FastifyBaseLogger;
  readonly #options: Required<JobsOptions>;
  readonly #registered = new Map<string, Registered>();
  readonly #schedules: { queue: QueueSpec; cron: string; data: object }[] = [];
  readonly #atStart: { queue: QueueSpec; data: object; slotSeconds: number }[] = [];
  /** Jobs given back at stop: a late end of their handler reports nothing (another instance may run them by then). */
  readonly #handedBack = new Set<string>();
  #loops: Promise<void>[] = [];
  #heartbeat: NodeJS.Timeout | null = null;
  #started = false;
  #stopping = false;

  constructor(database: Database, log: FastifyBaseLogger, options: JobsOptions = {}) {
    this.#log = log;
    this.#options = {
      work: options.work ?? true,
      pollingSeconds: options.pollingSeconds ?? 2,
      maintenanceSeconds: options.maintenanceSeconds ?? MAINTENANCE_SECONDS,
    };
    this.boss = new PgBoss({
      db: databaseAdapter(database),
      schema: JOBS_SCHEMA,
      // installJobs made the schema and the queues; start only checks the version
      migrate: false,
      supervise: true,
      maintenanceIntervalSeconds: this.#options.maintenanceSeconds,
      schedule: true,
      // failed jobs are kept (and counted) for a week before pg-boss archives them
      archiveFailedAfterSeconds: 7 * 24 * 3600,
    });
    this.boss.on('error', (err) => this.#log.error({ err }, 'job queue error'));
  }

  /** The handler of a queue on this instance (before start). */
  handle<T>(queue: QueueSpec, handler: JobHandler<T>): void {
    if (this.#started) throw new Error(`Handlers are registered before the runner starts (${queue.name})`);
    this.#registered.set(queue.name, { queue, handler: handler as JobHandler<never>, running: new Map(), wake: () => {} });
  }

  /**
   * A job created on a cron schedule for the whole installation (pg-boss keeps one schedule per queue,
   * whichever instances register it), plus one run at start: at most one per `slotSeconds` for the
   * installation, so instances replaced often still run it and instances starting together run it once.
   */
  schedule(queue: QueueSpec, cron: string, data: object = {}, slotSeconds = 3600): void {
    this.#schedules.push({ queue, cron, data });
    this.#atStart.push({ queue, data, slotSeconds });
  }

  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    await this.boss.start();
    for (const s of this.#schedules) await this.boss.schedule(s.queue.name, s.cron, s.data, { tz: 'UTC' });
    for (const s of this.#atStart) await this.boss.send(s.queue.name, s.data, { singletonKey: 'at-start', singletonSeconds: s.slotSeconds });
    if (!this.#options.work) return;
    this.#loops = [...this.#registered.values()].map((r) => this.#loop(r));
    this.#heartbeat = setInterval(() => void this.#renewLeases(), HEARTBEAT_SECONDS * 1000);
    this.#heartbeat.unref();
    this.#log.info({ queues: [...this.#registered.keys()] }, 'job queue: working');
  }

  /** Looks at the queues now instead of at the next poll (after a local enqueue, in tests). */
  wake(queue?: QueueSpec): void {
    for (const r of this.#registered.values()) if (!queue || r.queue.name === queue.name) r.wake();
  }

  /** The jobs this instance runs now, per queue. */
  running(): Record<string, string[]> {
    return Object.fromEntries([...this.#registered.values()].map((r) => [r.queue.name, [...r.running.keys()]]));
  }

  async #loop(r: Registered): Promise<void> {
    while (!this.#stopping) {
      const free = r.queue.concurrency - r.running.size;
      if (free > 0) {
        const jobs = (await this.boss.fetch<never>(r.queue.name, { batchSize: free, includeMetadata: true }).catch((err) => {
          this.#log.error({ err, queue: r.queue.name }, 'fetching jobs failed');
          return [];
        })) as PgBoss.JobWithMetadata<never>[];
        for (const job of jobs) this.#run(r, job);
        if (jobs.length === free) continue;
      }
      // until the poll interval passes, a running job ends, or someone wakes the queue
      const ac = new AbortController();
      r.wake = () => ac.abort();
      await Promise.race([sleep(this.#options.pollingSeconds * 1000, null, { signal: ac.signal }).catch(() => {}), ...r.running.values()]);
      ac.abort();
      r.wake = () => {};
    }
  }

  /**
   * pg-boss 10 has no heartbeat: the lease of each running job is its expiry counted from its start,
   * moved on here (the one write of ours to pg-boss's job table). A job whose lease was lost meanwhile
   * (expired and taken over) is no longer this instance's: its end reports nothing.
   */
  async #renewLeases(): Promise<void> {
    for (const r of this.#registered.values()) {
      const ids = [...r.running.keys()].filter((id) => !this.#handedBack.has(id));
      if (!ids.length) continue;
      try {
        const { rows } = await this.boss.getDb().executeSql(
          `UPDATE ${JOBS_SCHEMA}.job SET expire_in = (now() - started_on) + $3 * interval '1 second'
           WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active' RETURNING id::text AS id`,
          [r.queue.name, ids, LEASE_SECONDS],
        );
        const kept = new Set((rows as { id: string }[]).map((row) => row.id));
        for (const id of ids)
          if (!kept.has(id) && r.running.has(id)) {
            this.#handedBack.add(id);
            this.#log.warn({ queue: r.queue.name, job: id }, 'job lease lost (taken over after expiry); its end is not reported');
          }
      } catch (err) {
        this.#log.warn({ err, queue: r.queue.name }, 'renewing job leases failed');
      }
    }
  }

  #run(r: Registered, job: PgBoss.JobWithMetadata<never>): void {
    const name = r.queue.name;
    const run = (async () => {
      try {
        await r.handler(job.data, {
          id: job.id,
          retryCount: job.retryCount,
          complete: (tx) => this.boss.complete(name, job.id, {}, { db: drizzleAdapter(tx) }).then(() => {}),
        });
        if (!this.#handedBack.has(job.id)) await this.boss.complete(name, job.id);
      } catch (err) {
        const last = job.retryCount >= job.retryLimit;
        this.#log[last ? 'error' : 'warn'](
          { err, queue: name, job: job.id, attempt: job.retryCount + 1 },
          last ? 'job failed for good' : 'job failed; retried later',
        );
        if (!this.#handedBack.has(job.id)) await this.boss.fail(name, job.id, { message: String((err as Error)?.message ?? err) }).catch(() => {});
      }
    })().finally(() => r.running.delete(job.id));
    r.running.set(job.id, run);
  }

  /**
   * Stops taking jobs; with `graceful`, waits up to timeoutMs for running ones; then hands back what
   * still runs (failed with HANDED_BACK: retried by any instance after the queue's delay), and stops
   * pg-boss's timers. The database stays open.
   */
  async stop({ graceful = true, timeoutMs = 10_000 }: StopOptions = {}): Promise<void> {
    if (this.#stopping) return;
    this.#stopping = true;
    this.wake();
    const running = () => [...this.#registered.values()].flatMap((r) => [...r.running.values()]);
    // leases are still renewed while running jobs finish
    if (graceful && running().length) await Promise.race([Promise.allSettled(running()), sleep(timeoutMs)]);
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    for (const r of this.#registered.values()) {
      const ids = [...r.running.keys()];
      if (!ids.length) continue;
      for (const id of ids) this.#handedBack.add(id);
      this.#log.warn({ queue: r.queue.name, jobs: ids }, 'job queue: handing running jobs back');
      for (const id of ids)
        await this.boss.fail(r.queue.name, id, { message: HANDED_BACK }).catch((err) => this.#log.error({ err, job: id }, 'handing a job back failed'));
    }
    await Promise.allSettled(this.#loops);
    if (this.#started) await this.boss.stop({ graceful: false, close: false, wait: true });
  }

  /**
   * Tests: runs what is due now on this instance and waits until nothing of these queues is waiting
   * to run (created or retry with its time come) or running.
   */
  async settle(queues: QueueSpec[] = [...this.#registered.values()].map((r) => r.queue), timeoutMs = 15_000): Promise<void> {
    const names = queues.map((q) => q.name);
    const until = Date.now() + timeoutMs;
    for (;;) {
      for (const q of queues) this.wake(q);
      const [row] = (
        await this.boss
          .getDb()
          .executeSql(
            `SELECT count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE name = ANY($1::text[]) AND (state = 'active' OR (state < 'active' AND start_after <= now()))`,
            [names],
          )
      ).rows as { n: number }[];
      const busy = names.some((n) => (this.#registered.get(n)?.running.size ?? 0) > 0);
      if (!busy && Number(row?.n) === 0) return;
      if (Date.now() > until) throw new Error(`jobs of ${names.join(', ')} still due after ${timeoutMs} ms`);
      await sleep(20);
    }
  }
}
