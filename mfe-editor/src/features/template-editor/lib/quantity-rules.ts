/**
 * The buy view's quantity rules (spec 2 section 5), per product or sub-product. What a quantity costs is
 * the server's answer (useProductPrice, decision 0079): no price is worked out here.
 */
import type { Product } from '@shop/contracts/commerce';

/** A typed quantity: a non-number is 0. */
export const parseQuantity = (text: string) => {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** On blur a value below the minimum becomes 0. */
export const onBlurQuantity = (n: number, min: number) => (n < min ? 0 : n);
/** Plus: at least the minimum. */
export const plus = (n: number, min: number, max: number | null) => Math.min(Math.max(n + 1, min), max ?? Number.MAX_SAFE_INTEGER);
/** Minus: never below 0; below the minimum it is 0. */
export const minus = (n: number, min: number) => (n - 1 < min ? 0 : n - 1);

/** What the view starts with: a single product without sub-products at its minimum, otherwise 0 each. */
export function startQuantities(product: Pick<Product, 'minorderpartquantity' | 'subproducts'>, current: number | null): number[] {
  if (product.subproducts.length === 0) return [current ?? product.minorderpartquantity];
  return product.subproducts.map((_, i) => (i === 0 && current ? current : 0));
}

/** Lines to add: those with at least the minimum. */
export const linesToAdd = (quantities: number[], min: number) => quantities.map((q, i) => ({ index: i, quantity: q })).filter((l) => l.quantity >= min);
