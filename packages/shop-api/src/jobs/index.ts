/**
 * The PostgreSQL job queue (pg-boss; decision 0083): install, write a job in the caller's transaction,
 * run handlers, stop and hand running jobs back.
 */
import type { FastifyInstance } from 'fastify';
import type { StopOptions } from './runner';

export { enqueue, enqueueMany, type EnqueueOptions } from './enqueue';
export { installJobs } from './install';
export { ALL_QUEUES, JOBS_SCHEMA, QUEUES, type QueueSpec } from './queues';
export { HANDED_BACK, JobRunner, type JobHandler, type JobsOptions, type StopOptions } from './runner';

/**
 * Stops this instance's job runner: no new jobs are taken; with `graceful` (default) running jobs may
 * finish for up to `timeoutMs` (10 s), then what still runs is handed back to the queue for any
 * instance. The server's close() does this too, before the database closes.
 */
export function stopJobs(app: FastifyInstance, options: StopOptions = {}): Promise<void> {
  return app.shop.jobs.stop(options);
}
export { JOB_STATES, jobCounts, jobState, listJobs, retryJob, type JobRow, type JobState } from './admin';
