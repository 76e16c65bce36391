// The cart: what the rest of the module may use. An index only re-exports (the build treats it as
// side-effect free: docs/architecture.md). The order's lines and summary are drawn as the cart draws them.
export { useCartRead } from './api/cart-api';
export { CartSummary } from './components/cart-summary';
export { LinePreview } from './components/line-preview';
export { LinePrices } from './components/line-prices';
export { lineName } from './components/order-line-item';
export { cartRoutes } from './routes';
