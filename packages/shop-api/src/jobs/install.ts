/**
 * Installs pg-boss's tables (schema `pgboss`) and the shop's queues; run after the migrations by every
 * process that migrates. pg-boss creates or upgrades its schema under an advisory lock (two instances
 * starting at once install it once) and a queue that exists is left as it is, its rules updated.
 */
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { ALL_QUEUES, JOBS_SCHEMA, LEASE_SECONDS, SCHEDULER_QUEUE, type QueueSpec } from './queues';
import { databaseAdapter } from './sql';

const queueOptions = (q: QueueSpec) => ({
  name: q.name,
  retryLimit: q.retryLimit,
  retryDelay: q.retryDelay,
  retryBackoff: true,
  expireInSeconds: LEASE_SECONDS,
});

export async function installJobs(database: Database): Promise<void> {
  const boss = new PgBoss({ db: databaseAdapter(database), schema: JOBS_SCHEMA, supervise: false, schedule: false, migrate: true });
  await boss.start();
  try {
    const existing = new Map((await boss.getQueues()).map((q) => [q.name, q]));
    if (!existing.has(SCHEDULER_QUEUE)) await boss.createQueue(SCHEDULER_QUEUE);
    for (const q of ALL_QUEUES) {
      const options = queueOptions(q);
      const kept = existing.get(q.name);
      if (!kept) await boss.createQueue(q.name, options);
      else if (
        kept.retryLimit !== options.retryLimit ||
        kept.retryDelay !== options.retryDelay ||
        kept.retryBackoff !== true ||
        kept.expireInSeconds !== options.expireInSeconds
      )
        await boss.updateQueue(q.name, options);
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
