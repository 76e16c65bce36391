import type { CartSummary } from '@shop/contracts';
import type { Db } from '../../db/client';
import type { Portal, UserRow } from '../../db/schema';
import { loadCatalog } from '../catalog/load';
import { buildCart } from './build';
import { findCart } from './store';

/** The badge's count and total for a customer (zero for a visitor), from the price engine over the cart's current lines. */
export async function cartSummary(db: Db, portal: Portal, lang: string, user: UserRow | null): Promise<CartSummary> {
  if (!user) return { itemCount: 0, totalPrice: 0 };
  const catalog = await loadCatalog(db, portal, lang);
  const { summary } = (await buildCart(db, catalog, await findCart(db, user), portal.currency)).cart;
  return { itemCount: summary.itemCount, totalPrice: summary.totalPrice };
}
