import type { CartSummary } from '@shop/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { namedStatement, perDatabase, type Db } from '../../db/client';
import { cartLines, carts, users, type CartLineRow, type UserRow } from '../../db/schema';
import { SETTINGS_ROW, sessionRead, sessionSelect } from '../../sessions/session-query';
import type { PortalCatalog } from '../catalog/load';
import type { PricedPackage } from '../prices/types';
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
 * The same lines read with the session (GET cart/summary): the session's row once per line, or once
 * with no line. The cart is the session user's in the user's portal, as linesQuery reads it.
 */
export const summaryLinesRead = sessionRead(
  'cart_summary_with_session',
  (db) =>
    sessionSelect(db, { line: cartLines })
      .leftJoin(carts, and(eq(carts.userUuid, users.uuid), eq(carts.portal, users.portal)))
      .leftJoin(cartLines, eq(cartLines.cart, carts.uuid))
      .where(SETTINGS_ROW)
      .orderBy(asc(cartLines.seq)),
  (rows) => rows.flatMap((r) => (r.line ? [r.line] : [])),
);

/**
 * The badge's count and total for a customer (zero for a visitor), from the price engine over the
 * cart's current lines: the lines as read with the session (summaryLinesRead), else one query for them,
 * prepared and a named statement (the price list comes from the portal cache).
 */
export async function cartSummary(db: Db, catalog: () => Promise<PortalCatalog>, user: UserRow | null, linesRead?: CartLineRow[]): Promise<CartSummary> {
  if (!user) return { itemCount: 0, totalPrice: 0 };
  const lines = linesRead ?? (await linesQuery(db).execute({ user: user.uuid, portal: user.portal })).map((r) => r.line);
  const { itemCount, totalPrice } = priceLines(await catalog(), lines);
  return { itemCount, totalPrice };
}

/**
 * The package in the customer's cart that gives campaign prices now (the first qualifying package line,
 * as the engine prices the cart), or null; a visitor has no cart. For prices shown before a line is added.
 */
export async function qualifyingPackageFor(db: Db, catalog: PortalCatalog, user: UserRow | null): Promise<PricedPackage | null> {
  if (!user) return null;
  const lines = (await linesQuery(db).execute({ user: user.uuid, portal: user.portal })).map((r) => r.line);
  return priceLines(catalog, lines).qualifyingPackage;
}
