/**
 * The cart row and its lines. Every change starts with lockCart inside its transaction: the cart row
 * is created if missing and locked (SELECT … FOR UPDATE), so two tabs changing one cart take turns,
 * and each change reads the lines after the previous one committed.
 */
import { MAX_CART_LINES } from '@shop/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, carts, type CartRow, type UserRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { CommerceTexts } from '../texts';

export async function lockCart(tx: Db, user: UserRow): Promise<CartRow> {
  await tx.insert(carts).values({ userUuid: user.uuid, portal: user.portal }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.userUuid, user.uuid), eq(carts.portal, user.portal)))
    .for('update');
  return row!;
}

/** The cart for reading (no row is created just to look). */
export async function findCart(db: Db, user: UserRow): Promise<CartRow | null> {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.userUuid, user.uuid), eq(carts.portal, user.portal)));
  return row ?? null;
}

export async function linesOf(db: Db, cartUuid: string) {
  return db.select().from(cartLines).where(eq(cartLines.cart, cartUuid)).orderBy(asc(cartLines.seq));
}

export const touch = (tx: Db, cart: CartRow) => tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.uuid, cart.uuid));

/** A change adding `adding` lines is refused (409) when the cart would hold more than MAX_CART_LINES. */
export async function ensureRoom(tx: Db, cart: CartRow, adding: number, texts: CommerceTexts): Promise<void> {
  const [row] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.cart, cart.uuid));
  if (Number(row!.n) + adding > MAX_CART_LINES) throw new ApiError(409, 'cart_full', texts.cartFull(MAX_CART_LINES));
}
