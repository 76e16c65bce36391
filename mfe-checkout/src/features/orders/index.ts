// The receipt and My orders: what the rest of the module may use (an index only re-exports).
export { OrderLines } from './components/order-lines';
export { orderRoutes } from './routes';
