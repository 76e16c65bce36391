import type { CartSummary } from '@shop/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { namedStatement, perDatabase, type Db } from '../../db/client';
import { cartLines, carts, type UserRow } from '../../db/schema';
import type { PortalCatalog } from '../catalog/load';
import { priceLines } from './build';

const linesQuery = perDatabase((db) =>
  namedStatement(
    db
      .select({ line: cartLines })
      .from(cartLines)
      .innerJoin(carts, eq(carts.uuid, cartLines.cart))
      .where(and(eq(carts.userUuid, sql.placeholder('user')), eq(carts.portal, sql.placeholder('portal'))))
      .orderBy(asc(cartLines.seq))
      .prepare('cart_summary_lines'),
  ),
);

/**
 * The badge's count and total for a customer (zero for a visitor), from the price engine over the
 * cart's current lines: one query for the lines, prepared and a named statement on PostgreSQL (the price
 * list comes from the portal cache).
 */
export async function cartSummary(db: Db, catalog: () => Promise<PortalCatalog>, user: UserRow | null): Promise<CartSummary> {
  if (!user) return { itemCount: 0, totalPrice: 0 };
  const rows = await linesQuery(db).execute({ user: user.uuid, portal: user.portal });
  const { itemCount, totalPrice } = priceLines(
    await catalog(),
    rows.map((r) => r.line),
  );
  return { itemCount, totalPrice };
}
