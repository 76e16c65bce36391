/**
 * Commerce as a Fastify plugin (docs/decisions/0082): catalogue, cart and checkout routes and the print
 * queue's hook in its own scope. Only server.ts imports this entry; other domains use commerce's services
 * through index.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerCart } from './cart/routes';
import { registerCatalog } from './catalog/routes';
import { registerCheckout } from './checkout/routes';

export const commercePlugin: FastifyPluginAsync = async (app) => {
  registerCatalog(app);
  registerCart(app);
  registerCheckout(app);
};
