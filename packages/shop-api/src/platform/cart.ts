import { api } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { cartLines } from '../db/schema';
import { route } from '../http/route';

/** Badge count and total: ordinary (type 0) lines only, as the cart-update event counts them. */
export async function cartSummary(db: Db, userUuid: string, portal: string) {
  const [row] = await db
    .select({
      itemCount: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int`,
      totalPrice: sql<number>`coalesce(sum(${cartLines.linePrice}), 0)::int`,
    })
    .from(cartLines)
    .where(and(eq(cartLines.userUuid, userUuid), eq(cartLines.portal, portal), eq(cartLines.type, 0)));
  return { itemCount: Number(row?.itemCount ?? 0), totalPrice: Number(row?.totalPrice ?? 0) };
}

export function registerCart(app: FastifyInstance): void {
  route(app, api.cartSummary, async (_input, request) =>
    request.user ? cartSummary(app.shop.db, request.user.uuid, request.portal.key) : { itemCount: 0, totalPrice: 0 },
  );
}
