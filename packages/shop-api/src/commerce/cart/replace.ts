/**
 * Update mode of the editor (spec 2 section 4: the final button updates the cart): the edited design
 * replaces the line. The old line goes and the new one, checked like any added line, takes its place
 * (and uuid) in the cart's order; both in the caller's transaction, so a refused design leaves the old line.
 */
import type { AddLinesBody, PortalOptions } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { cartLines, type CartLineRow, type CartRow, type Portal, type UserRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { PortalCatalog } from '../catalog/load';
import type { CommerceTexts } from '../texts';
import { addLines } from './add';

type Line = v.InferOutput<typeof AddLinesBody>['lines'][number];

export async function replaceLine(
  tx: Db,
  catalog: PortalCatalog,
  portal: Portal & { options: PortalOptions },
  user: UserRow,
  cart: CartRow,
  old: CartLineRow,
  line: Line,
  texts: CommerceTexts,
): Promise<string> {
  const sameKind = old.kind === 'package' ? line.type === 200 : old.kind === 'product' && line.type !== 200;
  if (!sameKind) throw new ApiError(409, 'not_replaceable', texts.lineNotReplaceable);
  await tx.delete(cartLines).where(eq(cartLines.uuid, old.uuid));
  const [created] = await addLines(tx, catalog, portal, user, cart, [line], texts, { fieldOf: () => 'body.line', replacing: old });
  // the same uuid and place: links to the line (the cart's edit route) stay good
  await tx.update(cartLines).set({ seq: old.seq, uuid: old.uuid }).where(eq(cartLines.uuid, created!));
  return old.uuid;
}
