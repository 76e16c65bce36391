import { api } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { cartSummaryFor } from '../commerce';
import { route } from '../http/route';

/** The badge's count and total, from the price engine over the cart's current lines (commerce/). */
export function registerCart(app: FastifyInstance): void {
  route(app, api.cartSummary, async (_input, request) => cartSummaryFor(app.shop.db, request));
}
