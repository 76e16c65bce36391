/**
 * "Send to lab" (issue 31): the lab export of `pnpm operator orders export` — per order <reference>/
 * order.json, lines.csv and print/<order uuid>/<line>/… — for one order or a selection. The POST moves
 * each order to 'in production' (the status change's own history, audit and checks) and, when the portal
 * has a lab drop (its `labDrop` folder of the storage), writes the export there in the same transaction:
 * a drop that fails leaves no order moved. The zip is a GET of the same orders, streamed (yazl), so the
 * studio's download is a plain link. An order whose print files are not ready is refused with 409 and
 * nothing is sent.
 */
import { buildPath, orderReference, studioApi, type StudioOrderStatus } from '@shop/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import yazl from 'yazl';
import { PassThrough } from 'node:stream';
import { linesCsv, orderForLab } from '../commerce';
import type { Db } from '../db/client';
import { orders, type OrderRow } from '../db/schema';
import { printFilesOf, printFolder } from '../editor';
import { ApiError, notFound } from '../http/errors';
import { route } from '../http/route';
import type { FileStorage } from '../storage';
import { portalFor } from './access';
import { changeStatus, LABEL } from './order-status';
import { statusOf } from './orders';

/** What a lab send may start from: a confirmed order, or one already at the lab (sent again: nothing changes). */
const SENDABLE: StudioOrderStatus[] = ['confirmed', 'in_production'];

interface LabFiles {
  /** The order's folder in the export: its reference without '#'. */
  dir: string;
  json: string;
  csv: string;
  /** Print files: where they are in the storage and where they go in the export. */
  prints: { key: string; name: string }[];
}

/** The portal's orders of `uuids` (all of them, or 404: an order of another portal is unknown). */
async function portalOrders(db: Db, portal: string, uuids: string[], lock = false): Promise<OrderRow[]> {
  const unique = [...new Set(uuids)];
  const query = db
    .select()
    .from(orders)
    .where(and(inArray(orders.uuid, unique), eq(orders.portal, portal), isNotNull(orders.confirmedAt)))
    .orderBy(orders.uuid);
  const rows = lock ? await query.for('update') : await query;
  if (rows.length !== unique.length) throw notFound('No such order');
  return rows;
}

/**
 * Each order's export, or 409 naming every order that cannot go: print files not ready (or failed), or
 * (`forSend`) an order cancelled or already past the lab.
 */
async function labFilesOf(db: Db, storage: FileStorage, rows: OrderRow[], forSend: boolean): Promise<LabFiles[]> {
  const refused: string[] = [];
  // the references alone, for the studio's own sentence (decision 0101)
  const refusedOrders: string[] = [];
  const files: LabFiles[] = [];
  for (const row of rows) {
    const reference = orderReference(row.uuid);
    const status = statusOf(row);
    if (status === 'cancelled' || (forSend && !SENDABLE.includes(status))) {
      refused.push(`${reference} is ${LABEL[status]}`);
      refusedOrders.push(reference);
      continue;
    }
    const print = await printFilesOf(db, storage, row);
    if (print.state === 'pending' || print.state === 'failed') {
      refused.push(`${reference}: its print files are ${print.state === 'pending' ? 'not ready yet' : 'missing (printing failed)'}`);
      refusedOrders.push(reference);
      continue;
    }
    const lab = await orderForLab(db, row.uuid);
    const dir = reference.slice(1);
    files.push({
      dir,
      json: `${JSON.stringify(lab, null, 2)}\n`,
      csv: linesCsv(lab!.order.orderLines),
      prints: print.files.map((f) => ({ key: `${printFolder(row.uuid)}${f}`, name: `${dir}/print/${row.uuid}/${f}` })),
    });
  }
  if (refused.length) throw new ApiError(409, 'not_ready_for_lab', `Nothing was sent: ${refused.join('; ')}.`, undefined, { orders: refusedOrders.join(', ') });
  return files;
}

/** Writes the export into the lab drop folder of the storage. */
async function writeDrop(storage: FileStorage, folder: string, files: LabFiles[]): Promise<void> {
  for (const f of files) {
    await storage.put(`${folder}/${f.dir}/order.json`, f.json, { contentType: 'application/json' });
    await storage.put(`${folder}/${f.dir}/lines.csv`, f.csv, { contentType: 'text/csv; charset=utf-8' });
    for (const p of f.prints) {
      const file = await storage.stream(p.key);
      if (!file) throw new Error(`Print file ${p.key} is missing`);
      await storage.put(`${folder}/${p.name}`, file.body, { contentType: 'image/jpeg' });
    }
  }
}

/** The zip, streamed: each print file is opened only when the zip reaches it. */
function zipOf(storage: FileStorage, files: LabFiles[]): NodeJS.ReadableStream {
  const zip = new yazl.ZipFile();
  for (const f of files) {
    zip.addBuffer(Buffer.from(f.json), `${f.dir}/order.json`);
    zip.addBuffer(Buffer.from(f.csv), `${f.dir}/lines.csv`);
    for (const p of f.prints) {
      // a JPEG is compressed already
      zip.addReadStreamLazy(p.name, { compress: false }, (cb) => {
        // yazl's callback takes a stream with the error too; it reads none (the zip fails with the error)
        const fail = (error: unknown) => cb(error, new PassThrough());
        storage.stream(p.key).then((file) => (file ? cb(null, file.body) : fail(new Error(`Print file ${p.key} is missing`))), fail);
      });
    }
  }
  zip.end();
  return zip.outputStream;
}

export function registerLab(app: FastifyInstance): void {
  const { db, storage } = app.shop;

  route(app, studioApi.sendToLab, async ({ params, body }, request) => {
    const portal = await portalFor(request, params.portalKey);
    const staff = request.staff!.member.uuid;
    const drop = portal.options.labDrop || null;
    const sent = await db.transaction(async (tx) => {
      const rows = await portalOrders(tx, portal.key, body.orders, true);
      const files = await labFilesOf(tx, storage, rows, true);
      for (const row of rows) await changeStatus(app, tx, staff, row, { status: 'in_production' });
      if (drop) await writeDrop(storage, drop, files);
      return rows;
    });
    const uuids = sent.map((r) => r.uuid);
    return {
      orders: sent.map((r) => ({ uuid: r.uuid, reference: orderReference(r.uuid) })),
      download: `${buildPath(studioApi.labExport.path, { portalKey: portal.key })}?orders=${uuids.join(',')}`,
      drop,
    };
  });

  route(app, studioApi.labExport, async ({ params, query }, request, reply) => {
    const portal = await portalFor(request, params.portalKey);
    const files = await labFilesOf(db, storage, await portalOrders(db, portal.key, query.orders), false);
    const name = files.length === 1 ? files[0]!.dir : `${portal.key}-${new Date().toISOString().slice(0, 10)}`;
    return reply.type('application/zip').header('content-disposition', `attachment; filename="lab-${name}.zip"`).send(zipOf(storage, files));
  });
}
