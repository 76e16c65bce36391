/**
 * Print files of a confirmed order, made after the confirming transaction has committed (never inside it:
 * a calendar is a dozen 300 dpi parts, seconds of work and hundreds of MB). One order at a time, so a
 * burst of orders cannot take the server's memory; a failure is logged and the order can be printed again
 * with `pnpm operator render <order uuid>`. Files: FILES_DIR/print/<order uuid>/ (decision 0051).
 */
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { printOrder } from './print-lines';

export interface PrintQueue {
  /** Prints the order's template lines after what is queued before it. */
  enqueue(orderUuid: string): void;
  /** Settles when everything queued so far is done (tests, shutdown). */
  idle(): Promise<void>;
}

/** The queue of each server, keyed by its app.shop (the same object in every plugin scope; tests wait for it to be idle). */
export const printQueues = new WeakMap<object, PrintQueue>();

export function createPrintQueue(db: Db, filesDir: string, log: FastifyBaseLogger): PrintQueue {
  let chain: Promise<void> = Promise.resolve();
  return {
    enqueue(orderUuid) {
      chain = chain.then(async () => {
        try {
          const parts = await printOrder(db, filesDir, orderUuid, join(filesDir, 'print'));
          log.info({ order: orderUuid, parts: parts?.length ?? 0 }, 'order printed');
        } catch (err) {
          log.error({ err, order: orderUuid }, 'printing the order failed; print it again with pnpm operator render');
        }
      });
    },
    idle: () => chain,
  };
}
