import type { CartSummary } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartLines, carts, type UserRow } from '../../db/schema';
import type { PortalCatalog } from '../catalog/load';
import { priceLines } from './build';

/**
 * The badge's count and total for a customer (zero for a visitor), from the price engine over the
 * cart's current lines: one query for the lines (the price list comes from the portal cache).
 */
export async function cartSummary(db: Db, catalog: () => Promise<PortalCatalog>, user: UserRow | null): Promise<CartSummary> {
  if (!user) return { itemCount: 0, totalPrice: 0 };
  const rows = await db
    .select({ line: cartLines })
    .from(cartLines)
    .innerJoin(carts, eq(carts.uuid, cartLines.cart))
    .where(and(eq(carts.userUuid, user.uuid), eq(carts.portal, user.portal)))
    .orderBy(asc(cartLines.seq));
  const { itemCount, totalPrice } = priceLines(
    await catalog(),
    rows.map((r) => r.line),
  );
  return { itemCount, totalPrice };
}
