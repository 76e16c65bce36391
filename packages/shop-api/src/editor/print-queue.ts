/**
 * Print files of a confirmed order, as a job of the PostgreSQL queue (decision 0083): the checkout writes
 * the job inside the order's confirming transaction (one per order, its id the order's uuid), and any
 * instance makes the files after the commit — never inside the transaction: a calendar is a dozen 300 dpi
 * parts, seconds of work and hundreds of MB. One at a time per instance (concurrency 1), so a burst of
 * orders cannot take the server's memory; a failure is retried with backoff, and a job that failed for
 * good is kept (`pnpm operator jobs`, `… jobs retry <id>`). Files: print/<order uuid>/ in the storage
 * (decisions 0051, 0078), so any instance's job writes where every instance reads; the same order printed
 * again writes the same files.
 */
import type { FastifyInstance } from 'fastify';
import { QUEUES } from '../jobs';
import { printOrder } from './print-lines';

export interface PrintOrderJob {
  order: string;
}

export function registerPrintJobs(app: FastifyInstance): void {
  const { db, storage } = app.shop;
  app.shop.jobs.handle<PrintOrderJob>(QUEUES.printOrder, async ({ order }) => {
    const parts = await printOrder(db, storage, order, { storage, prefix: 'print' });
    app.log.info({ order, parts: parts?.length ?? 0 }, 'order printed');
  });
}
