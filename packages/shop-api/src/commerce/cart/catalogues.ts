/**
 * "Buy catalogues": each (catalogue, picture set) with a quantity above 0 is added to its line, or
 * becomes one; the line never goes above the catalogue's maxQuantity. Only catalogues offered to that
 * picture set (its job's, or those of no job) can be bought.
 */
import type { AddCataloguesBody } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { cartLines, type CartRow, type UserRow } from '../../db/schema';
import { validationError } from '../../http/errors';
import type { PortalCatalog } from '../catalog/load';
import type { CommerceTexts } from '../texts';
import { ensureRoom } from './store';
import { ownedBuyableSubject } from './ownership';

export async function addCatalogues(
  tx: Db,
  catalog: PortalCatalog,
  user: UserRow,
  cart: CartRow,
  body: v.InferOutput<typeof AddCataloguesBody>,
  texts: CommerceTexts,
): Promise<string[]> {
  const fields: { field: string; message: string }[] = [];
  const wanted: { catalogue: string; subject: string; quantity: number; max: number }[] = [];
  for (const [i, c] of body.catalogues.entries()) {
    if (c.quantity === 0) continue;
    const catalogue = catalog.catalogues.get(c.uuid);
    if (!catalogue?.active) {
      fields.push({ field: `body.catalogues.${i}.uuid`, message: 'Not a catalogue of this shop' });
      continue;
    }
    const owned = await ownedBuyableSubject(tx, user, c.subject.uuid);
    if (!owned) fields.push({ field: `body.catalogues.${i}.subject.uuid`, message: 'Not a picture set of your account' });
    else if (catalogue.job !== null && catalogue.job !== owned.job.uuid) fields.push({ field: `body.catalogues.${i}.subject.uuid`, message: texts.notOffered });
    else wanted.push({ catalogue: catalogue.uuid, subject: c.subject.uuid, quantity: c.quantity, max: catalogue.maxQuantity });
  }
  if (fields.length) throw validationError(fields);

  const touched: string[] = [];
  const fresh: typeof wanted = [];
  for (const w of wanted) {
    const [line] = await tx
      .select()
      .from(cartLines)
      .where(and(eq(cartLines.cart, cart.uuid), eq(cartLines.kind, 'catalogue'), eq(cartLines.catalogue, w.catalogue), eq(cartLines.subject, w.subject)));
    if (line) {
      await tx
        .update(cartLines)
        .set({ quantity: Math.min(w.max, line.quantity + w.quantity), updatedAt: new Date() })
        .where(eq(cartLines.uuid, line.uuid));
      if (!touched.includes(line.uuid)) touched.push(line.uuid);
    } else fresh.push(w);
  }
  await ensureRoom(tx, cart, fresh.length, texts);
  for (const w of fresh) {
    // the same catalogue and set twice in one call: the second adds to the first
    const [line] = await tx
      .insert(cartLines)
      .values({ cart: cart.uuid, kind: 'catalogue', catalogue: w.catalogue, subject: w.subject, quantity: Math.min(w.max, w.quantity) })
      .onConflictDoNothing()
      .returning({ uuid: cartLines.uuid });
    if (line) touched.push(line.uuid);
    else {
      const [existing] = await tx
        .select()
        .from(cartLines)
        .where(and(eq(cartLines.cart, cart.uuid), eq(cartLines.kind, 'catalogue'), eq(cartLines.catalogue, w.catalogue), eq(cartLines.subject, w.subject)));
      await tx
        .update(cartLines)
        .set({ quantity: Math.min(w.max, existing!.quantity + w.quantity) })
        .where(eq(cartLines.uuid, existing!.uuid));
    }
  }
  return touched;
}
