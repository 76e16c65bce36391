import { api } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { cartSummary, requestCatalog, summaryLinesRead } from '../commerce';
import { route } from '../http/route';
import { readWithSession } from '../sessions/session-query';
import { requestLanguage } from './user';

/** The badge's count and total, from the price engine over the cart's current lines (commerce/), read with the session. */
export function registerCart(app: FastifyInstance): void {
  route(
    app,
    api.cartSummary,
    async (_input, request) =>
      cartSummary(app.shop.db, () => requestCatalog(request, requestLanguage(request)), request.user ?? null, readWithSession(request, summaryLinesRead)),
    { sessionRead: summaryLinesRead },
  );
}
