/**
 * The retouch selection (PUT /api/webshop/cart/retouch): picture → chosen sub-products of the
 * portal's retouch product. It replaces the whole selection: a picture with sub-products gets (or
 * keeps) its retouch line, every other retouch line goes. Only the customer's own pictures, and not
 * group pictures (a group is not retouched for one family).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, type CartRow, type UserRow } from '../../db/schema';
import { ApiError, validationError } from '../../http/errors';
import { retouchProductOf, type PortalCatalog } from '../catalog/load';
import type { CommerceTexts } from '../texts';
import { ensureRoom } from './store';
import { ownedPictures } from './ownership';

export async function setRetouch(
  tx: Db,
  catalog: PortalCatalog,
  user: UserRow,
  cart: CartRow,
  items: Record<string, string[]>,
  texts: CommerceTexts,
): Promise<void> {
  const retouch = retouchProductOf(catalog);
  if (!retouch) throw new ApiError(404, 'retouch_not_available', texts.retouchNotAvailable);
  const subs = new Set(retouch.subs.filter((s) => s.active).map((s) => s.uuid));
  const chosen = Object.entries(items).filter(([, list]) => list.length > 0);
  const owned = await ownedPictures(
    tx,
    user,
    chosen.map(([picture]) => picture),
  );
  const fields: { field: string; message: string }[] = [];
  for (const [picture, list] of chosen) {
    const p = owned.get(picture);
    if (!p || p.groupPicture || p.pictureType === 'GP')
      fields.push({ field: `body.items.${picture}`, message: 'Not a picture of your picture sets that can be retouched' });
    list.forEach((uuid, k) => {
      if (!subs.has(uuid)) fields.push({ field: `body.items.${picture}.${k}`, message: 'Not a retouch option of this shop' });
    });
  }
  if (fields.length) throw validationError(fields);

  const existing = await tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.cart, cart.uuid), eq(cartLines.kind, 'retouch')));
  const wanted = new Map(chosen.map(([picture, list]) => [picture, [...new Set(list)]]));
  for (const line of existing) {
    const list = wanted.get(line.picture!);
    if (!list) await tx.delete(cartLines).where(eq(cartLines.uuid, line.uuid));
    else {
      if (list.join() !== line.subProductUuids.join())
        await tx.update(cartLines).set({ subProductUuids: list, updatedAt: new Date() }).where(eq(cartLines.uuid, line.uuid));
      wanted.delete(line.picture!);
    }
  }
  await ensureRoom(tx, cart, wanted.size, texts);
  for (const [picture, list] of wanted) {
    await tx.insert(cartLines).values({ cart: cart.uuid, kind: 'retouch', picture, subject: owned.get(picture)!.subject, subProductUuids: list, quantity: 1 });
  }
}
