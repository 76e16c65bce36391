import { api } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { pageSettings, shopSettings } from '../portals/settings';

export function registerSettings(app: FastifyInstance): void {
  route(app, api.shopSettings, (_input, request) => shopSettings(app.shop.db, request.portal, app.shop.config.repoRoot));
  route(app, api.pageSettings, async (_input, request) => pageSettings(request.portal));
}
