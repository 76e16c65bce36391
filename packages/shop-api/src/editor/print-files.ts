/**
 * Where an order's print files stand for the lab (issue 31): the print job (one per order, its id the
 * order's uuid, decision 0083) makes them after the confirmation; until it has completed they are not
 * ready, and an order without a designed line has nothing to print. A job pg-boss no longer keeps
 * (deleted after its retention) leaves the files themselves as the answer.
 */
import type { OrderLine, PrintFilesState } from '@shop/contracts';
import type { Db } from '../db/client';
import type { OrderRow } from '../db/schema';
import { jobState, QUEUES } from '../jobs';
import type { FileStorage } from '../storage';

/** The storage folder of an order's print files (the print job's output). */
export const printFolder = (orderUuid: string) => `print/${orderUuid}/`;

const printable = (line: OrderLine) =>
  line.kind === 'product' || (line.kind === 'package' && line.package.packageItems.some((i) => i.template && i.templateData));

/** The state, and when ready the files (keys under printFolder, sorted). */
export async function printFilesOf(db: Db, storage: FileStorage, order: OrderRow): Promise<{ state: PrintFilesState; files: string[] }> {
  if (!(order.lines as OrderLine[]).some(printable)) return { state: 'none', files: [] };
  const folder = printFolder(order.uuid);
  const [job, keys] = await Promise.all([jobState(db, QUEUES.printOrder.name, order.uuid), storage.list(folder)]);
  const files = keys.map((k) => k.slice(folder.length));
  const state: PrintFilesState =
    job === 'completed' ? 'ready' : job === 'failed' || job === 'cancelled' ? 'failed' : job ? 'pending' : files.length ? 'ready' : 'pending';
  return { state, files: state === 'ready' ? files : [] };
}
