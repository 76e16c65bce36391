/**
 * Writing a job: inside the caller's transaction, so the job exists exactly when the change that asked
 * for it was committed (an order confirmed, an e-mail written) and a rolled-back change leaves none.
 */
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { JOBS_SCHEMA, type QueueSpec } from './queues';
import { drizzleAdapter } from './sql';

/**
 * pg-boss's send() only builds the insert and runs it on the `db` it is given; this instance is never
 * started (no connection, no timers) and only writes through the caller's adapter.
 */
const writer = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('The job writer has no database of its own: pass the transaction')),
  },
  schema: JOBS_SCHEMA,
  supervise: false,
  schedule: false,
  migrate: false,
});

export interface EnqueueOptions {
  /**
   * The job's id, a uuid (pg-boss's key per queue): a second job with the same id is not written while
   * the first is kept, so a key taken from the work itself (an order, an outbox row) makes it run once.
   */
  id?: string;
  /** pg-boss's singleton key: shown with the job, and with singletonSeconds one job per key and time slot. */
  singletonKey?: string;
  singletonSeconds?: number;
  startAfter?: Date | number;
}

/**
 * Queues a job; answers its id, or null when a job with the same id (or key and slot) is already there.
 * A queue that is not installed throws instead of losing the job.
 */
export async function enqueue(db: Db, queue: QueueSpec, data: object, options: EnqueueOptions = {}): Promise<string | null> {
  const id = await writer.send(queue.name, data, { ...options, db: drizzleAdapter(db) } as PgBoss.SendOptions);
  if (id === null && options.id === undefined && options.singletonKey === undefined)
    throw new Error(`The job queue '${queue.name}' is not installed (installJobs runs after the migrations)`);
  return id;
}

/**
 * Queues many jobs in one statement (pg-boss's insert), in the caller's transaction; a job whose id is
 * already kept is left out, as with enqueue. `key` is what `pnpm operator jobs` shows (default: the id).
 */
export async function enqueueMany(db: Db, queue: QueueSpec, jobs: { id: string; data: object; key?: string }[]): Promise<void> {
  if (!jobs.length) return;
  await writer.insert(
    jobs.map((j) => ({ name: queue.name, id: j.id, data: j.data, singletonKey: j.key ?? j.id })),
    { db: drizzleAdapter(db) },
  );
}
