/**
 * Changing and deleting one line of the customer's own cart. A line of another customer is a 404,
 * exactly like a line that does not exist. Quantities are brought within the line's bounds; only
 * product and catalogue lines have a quantity to choose, only product lines sub-products.
 */
import { normaliseQuantity, quantityBounds, type UpdateLineBody } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { cartLines, type CartLineRow, type CartRow } from '../../db/schema';
import { ApiError, validationError } from '../../http/errors';
import { type PortalCatalog, withdrawnLine } from '../catalog/load';
import type { CommerceTexts } from '../texts';

export const lineNotFound = (texts: CommerceTexts) => new ApiError(404, 'not_found', texts.lineNotFound);

export async function ownLine(tx: Db, cart: CartRow | null, uuid: string, texts: CommerceTexts): Promise<CartLineRow> {
  if (!cart) throw lineNotFound(texts);
  const [line] = await tx
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.uuid, uuid), eq(cartLines.cart, cart.uuid)));
  if (!line) throw lineNotFound(texts);
  return line;
}

export async function updateLine(
  tx: Db,
  catalog: PortalCatalog,
  line: CartLineRow,
  body: v.InferOutput<typeof UpdateLineBody>,
  texts: CommerceTexts,
): Promise<void> {
  const set: Partial<typeof cartLines.$inferInsert> = { updatedAt: new Date() };
  if (body.quantity !== undefined) {
    let bounds: ReturnType<typeof quantityBounds>;
    if (line.kind === 'product') {
      const product = catalog.products.get(line.product!)!;
      if (withdrawnLine(catalog, line)) throw new ApiError(409, 'not_for_sale', texts.notForSale);
      bounds = quantityBounds(product.minOrderPartQuantity, product.maximumQuantity, line.quantity);
    } else if (line.kind === 'catalogue') {
      const catalogue = catalog.catalogues.get(line.catalogue!)!;
      if (!catalogue.active) throw new ApiError(409, 'not_for_sale', texts.notForSale);
      bounds = quantityBounds(1, catalogue.maxQuantity, line.quantity);
    } else throw new ApiError(409, 'quantity_fixed', texts.quantityFixed);
    set.quantity = normaliseQuantity(body.quantity, bounds);
  }
  if (body.subProductUuids !== undefined) {
    if (line.kind !== 'product') throw new ApiError(409, 'sub_products_fixed', texts.subProductsFixed);
    const product = catalog.products.get(line.product!)!;
    const subs = new Set(product.subs.filter((s) => s.active).map((s) => s.uuid));
    const bad = body.subProductUuids.flatMap((uuid, k) =>
      subs.has(uuid) ? [] : [{ field: `body.subProductUuids.${k}`, message: 'Not a sub-product of this product' }],
    );
    if (bad.length) throw validationError(bad);
    set.subProductUuids = [...new Set(body.subProductUuids)];
  }
  await tx.update(cartLines).set(set).where(eq(cartLines.uuid, line.uuid));
}

export const deleteLine = (tx: Db, line: CartLineRow) => tx.delete(cartLines).where(eq(cartLines.uuid, line.uuid));
