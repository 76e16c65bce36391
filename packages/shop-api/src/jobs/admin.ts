/**
 * What the operator sees of the queue (`pnpm operator jobs`): counts per queue and state, the jobs
 * waiting, running and failed, and retrying a failed one. Through any `Db` (the CLI's own, or the
 * server's when it holds the PGlite folder); the retry through pg-boss's own call.
 */
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { JOBS_SCHEMA } from './queues';
import { drizzleAdapter } from './sql';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
export const JOB_STATES: JobState[] = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'];

export interface JobRow {
  id: string;
  queue: string;
  state: JobState;
  key: string | null;
  /** Attempts made (a job not yet started: 0). */
  attempts: number;
  retryLimit: number;
  createdOn: Date;
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  /** The last failure's message (failed or waiting for a retry). */
  error: string | null;
}

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) => {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? [...result] : (result.rows ?? []);
};

/** Jobs per queue and state (pg-boss's own queues left out). */
export async function jobCounts(db: Db): Promise<{ queue: string; state: JobState; count: number }[]> {
  const found = await rows<{ queue: string; state: JobState; count: number }>(
    db,
    sql.raw(`SELECT name AS queue, state::text AS state, count(*)::int AS count FROM ${JOBS_SCHEMA}.job
      WHERE name NOT LIKE '\\_\\_pgboss\\_\\_%' GROUP BY name, state ORDER BY name, state`),
  );
  return found.map((r) => ({ ...r, count: Number(r.count) }));
}

/** The newest jobs in these states, at most `limit`. */
export async function listJobs(db: Db, states: JobState[], limit = 50): Promise<JobRow[]> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`SELECT id::text, name, state::text AS state, singleton_key, retry_count, retry_limit, started_on, created_on, start_after, completed_on,
        output->>'message' AS error
      FROM ${sql.raw(`${JOBS_SCHEMA}.job`)}
      WHERE state::text = ANY(${`{${states.join(',')}}`}::text[]) AND name NOT LIKE '\\_\\_pgboss\\_\\_%'
      ORDER BY created_on DESC, id LIMIT ${limit}`,
  );
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return found.map((r) => ({
    id: r.id as string,
    queue: r.name as string,
    state: r.state as JobState,
    key: (r.singleton_key as string | null) ?? null,
    // pg-boss counts retries from the second start: a started job has made retry_count + 1 attempts
    attempts: r.started_on ? Number(r.retry_count) + 1 : 0,
    retryLimit: Number(r.retry_limit),
    createdOn: date(r.created_on)!,
    startAfter: date(r.start_after)!,
    startedOn: date(r.started_on),
    completedOn: date(r.completed_on),
    error: (r.error as string | null) ?? null,
  }));
}

/** pg-boss's calls through `db`, without a connection or timers of its own. */
const bossOver = (db: Db) => new PgBoss({ db: drizzleAdapter(db), schema: JOBS_SCHEMA, supervise: false, schedule: false, migrate: false });

/**
 * Retries a failed job (pg-boss's retry: back to 'retry', one more attempt allowed); answers the queue
 * it is in, or null when no failed job has this id.
 */
export async function retryJob(db: Db, id: string): Promise<string | null> {
  const [job] = await rows<{ name: string }>(db, sql`SELECT name FROM ${sql.raw(`${JOBS_SCHEMA}.job`)} WHERE id = ${id}::uuid AND state = 'failed' LIMIT 1`);
  if (!job) return null;
  const result = (await bossOver(db).retry(job.name, id)) as unknown as { affected: number };
  return result.affected > 0 ? job.name : null;
}

/**
 * The state of the job with this id in a queue (one kept, or archived by pg-boss's maintenance), or null
 * when the queue has none (never written, or deleted after its retention).
 */
export async function jobState(db: Db, queue: string, id: string): Promise<JobState | null> {
  const [job] = await rows<{ state: JobState }>(
    db,
    sql`SELECT state::text AS state FROM ${sql.raw(`${JOBS_SCHEMA}.job`)} WHERE name = ${queue} AND id = ${id}::uuid
      UNION ALL SELECT state::text FROM ${sql.raw(`${JOBS_SCHEMA}.archive`)} WHERE name = ${queue} AND id = ${id}::uuid LIMIT 1`,
  );
  return job?.state ?? null;
}
