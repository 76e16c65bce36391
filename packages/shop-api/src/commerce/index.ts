/**
 * Commerce: the price list per portal (catalog/: loaded by `pnpm operator import-products`), the price
 * engine (prices/: pure functions, every amount in minor units), the cart (cart/) and checkout. What other
 * folders use of it (docs/decisions/0011); its routes are in plugin.ts, which only server.ts imports
 * (docs/decisions/0082).
 */
export { digitalInCartBySubject, digitalInCartOf, type DigitalInCart, type DigitalLineRow } from './cart/digital';
export { cartSummary, summaryLinesRead } from './cart/summary';
export { requestCatalog } from './catalog/load';
export { importPriceList, PriceListValidationError, type Counts as PriceListCounts, type PriceListSummary } from './catalog/import';
export type { PriceListText } from './catalog/folder';
export { localText } from './catalog/text';
export { isOrderStatus, linesCsv, listOrders, orderForLab } from './checkout/lab-export';
export { orderView, resendConfirmation } from './checkout/orders';
export { customerRefunds, failRefund, mailRefund, refundsOf, stripeRefundOverrides, stripeRefundsFor, type StripeRefunds } from './checkout/refunds';
export { listVouchers, voucherColumns } from './checkout/vouchers';
