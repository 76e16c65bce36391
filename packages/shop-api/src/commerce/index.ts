/**
 * Commerce: the price list per portal (catalog/: loaded by `pnpm operator import-products`), the
 * price engine (prices/: pure functions, every amount in minor units), and the cart (cart/).
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerCart } from './cart/routes';
import { registerCatalog } from './catalog/routes';
import { registerCheckout } from './checkout/routes';

/** The commerce domain as a Fastify plugin: catalogue, cart and checkout routes and the print queue's hook in its own scope (docs/decisions/0082). */
export const commercePlugin: FastifyPluginAsync = async (app) => {
  registerCatalog(app);
  registerCart(app);
  registerCheckout(app);
};

// What other folders use of commerce; nothing else of it is imported from outside (docs/decisions/0011).
export { digitalInCartBySubject, digitalInCartOf, type DigitalInCart, type DigitalLineRow } from './cart/digital';
export { cartSummary, summaryLinesRead } from './cart/summary';
export { requestCatalog } from './catalog/load';
export { importPriceList, PriceListValidationError, type Counts as PriceListCounts, type PriceListSummary } from './catalog/import';
export { localText } from './catalog/text';
export { isOrderStatus, linesCsv, listOrders, orderForLab } from './checkout/lab-export';
export { orderView } from './checkout/orders';
export { listVouchers } from './checkout/vouchers';
