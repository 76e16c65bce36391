/**
 * Which lines print: a template line of a cart (the customer's design as it stands) or of an order (the
 * design as bought, kept in the order), and every template item of a package line.
 */
import type { OrderLine } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartLines, carts, orders } from '../db/schema';
import type { FileStorage } from '../storage';
import { definitionOf, templateDir } from '../templates';
import { type PrintableLine, type PrintedPart, type PrintOutput, previewPart, printLine, type SceneOf } from './print';

export const sceneOf =
  (db: Db): SceneOf =>
  async (portal, uuid, version) => {
    const definition = await definitionOf(db, portal, uuid, { lang: 'en', fallbackLang: 'en' }, version);
    return definition ? { scene: definition.scene, artworkDir: templateDir(uuid, definition.version) } : null;
  };

/** The printable designs of a cart or order line (a package: one per filled template item). */
export async function printableLines(db: Db, lineUuid: string): Promise<PrintableLine[] | null> {
  const [row] = await db
    .select({ line: cartLines, cart: carts })
    .from(cartLines)
    .innerJoin(carts, eq(carts.uuid, cartLines.cart))
    .where(eq(cartLines.uuid, lineUuid));
  if (row) {
    const owner = { userUuid: row.cart.userUuid, portal: row.cart.portal };
    if (row.line.kind === 'product' && row.line.template && row.line.templateData)
      return [{ uuid: row.line.uuid, ...owner, template: row.line.template, templateData: row.line.templateData }];
    if (row.line.kind === 'package')
      return (row.line.packageItems ?? []).flatMap((i) =>
        i.template && i.templateData ? [{ uuid: `${row.line.uuid}/${i.uuid}`, ...owner, template: i.template, templateData: i.templateData }] : [],
      );
    return [];
  }
  const [order] = await db
    .select()
    .from(orders)
    .where(sql`${orders.lines} @> ${JSON.stringify([{ uuid: lineUuid }])}::jsonb`);
  const line = (order?.lines as OrderLine[] | undefined)?.find((l) => l.uuid === lineUuid);
  if (!order || !line) return null;
  const owner = { userUuid: order.userUuid, portal: order.portal };
  if (line.kind === 'product') return [{ uuid: line.uuid, ...owner, template: line.template, templateData: line.template.data }];
  if (line.kind === 'package')
    return line.package.packageItems.flatMap((i) =>
      i.template && i.templateData ? [{ uuid: `${line.uuid}/${i.uuid}`, ...owner, template: i.template, templateData: i.templateData }] : [],
    );
  return [];
}

/** Writes the print files of a line; null when no cart or order has it. */
export async function printCartOrOrderLine(db: Db, storage: FileStorage, lineUuid: string, out: PrintOutput): Promise<PrintedPart[] | null> {
  const lines = await printableLines(db, lineUuid);
  if (!lines) return null;
  const printed: PrintedPart[] = [];
  for (const line of lines) printed.push(...(await printLine(db, storage, sceneOf(db), line, out)));
  return printed;
}

/** A part of the customer's own cart line as PNG (null: not theirs, not a template line, no such part). */
export async function previewCartLinePart(db: Db, storage: FileStorage, user: { uuid: string }, lineUuid: string, partRefId: string, widthPx: number) {
  const lines = await printableLines(db, lineUuid);
  const line = lines?.[0];
  if (!line || line.userUuid !== user.uuid || line.uuid !== lineUuid) return null;
  return previewPart(db, storage, sceneOf(db), line, partRefId, widthPx);
}

/**
 * Every template line of an order into `<out>/<order uuid>/<line>/…` (the lab's folder of the order);
 * the checkout calls it after an order is confirmed, outside the confirming transaction.
 */
export async function printOrder(db: Db, storage: FileStorage, orderUuid: string, out: PrintOutput): Promise<PrintedPart[] | null> {
  const [order] = await db.select().from(orders).where(eq(orders.uuid, orderUuid));
  if (!order) return null;
  const printed: PrintedPart[] = [];
  for (const line of order.lines as OrderLine[]) {
    if (line.kind !== 'product' && line.kind !== 'package') continue;
    const into = { storage: out.storage, prefix: [out.prefix, order.uuid].filter(Boolean).join('/') };
    printed.push(...((await printCartOrOrderLine(db, storage, line.uuid, into)) ?? []));
  }
  return printed;
}
