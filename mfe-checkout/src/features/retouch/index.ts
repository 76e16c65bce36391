// The retouch options after Add to cart: what the rest of the module may use (an index only re-exports).
export { retouchRoutes } from './routes';
