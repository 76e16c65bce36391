import { api } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { cartSummary, requestCatalog } from '../commerce';
import { route } from '../http/route';
import { requestLanguage } from './user';

/** The badge's count and total, from the price engine over the cart's current lines (commerce/). */
export function registerCart(app: FastifyInstance): void {
  route(app, api.cartSummary, async (_input, request) =>
    cartSummary(app.shop.db, () => requestCatalog(request, requestLanguage(request)), request.user ?? null),
  );
}
