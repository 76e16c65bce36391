// The checkout steps and the payment handover: what the rest of the module may use (an index only re-exports).
export { checkoutRoutes } from './routes';
