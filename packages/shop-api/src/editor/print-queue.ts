/**
 * Print files of a confirmed order, as a job of the PostgreSQL queue (decision 0083): the checkout writes
 * the job inside the order's confirming transaction (one per order, its id the order's uuid), and any
 * instance makes the files after the commit — never inside the transaction: a calendar is a dozen 300 dpi
 * parts, seconds of work and hundreds of MB. One at a time per instance (concurrency 1), so a burst of
 * orders cannot take the server's memory; a failure is retried with backoff, and a job that failed for
 * good is kept (`pnpm operator jobs`, `… jobs retry <id>`). The files are drawn into a temporary folder
 * and stored under `print/<order uuid>/<line>/…` through the storage interface (decision 0078), so they
 * are where every instance (and the lab's export) finds them; the same order printed again writes the
 * same keys (decision 0051).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { QUEUES } from '../jobs';
import { printOrder } from './print-lines';

export interface PrintOrderJob {
  order: string;
}

export function registerPrintJobs(app: FastifyInstance): void {
  const { db, config, storage } = app.shop;
  app.shop.jobs.handle<PrintOrderJob>(QUEUES.printOrder, async ({ order }) => {
    const dir = await mkdtemp(join(tmpdir(), 'shop-print-'));
    try {
      const parts = await printOrder(db, config.filesDir, order, dir);
      const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
      for (const file of files) {
        const path = join(file.parentPath, file.name);
        await storage.putFile(`print/${relative(dir, path).split(sep).join('/')}`, path);
      }
      app.log.info({ order, parts: parts?.length ?? 0, files: files.length }, 'order printed');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
