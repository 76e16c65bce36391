/**
 * The templates domain as a Fastify plugin (docs/decisions/0082): its routes in its own scope. Only server.ts
 * imports this entry; other domains use templates' services through index.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerTemplateRoutes } from './routes';

export const templatesPlugin: FastifyPluginAsync = async (app) => {
  registerTemplateRoutes(app);
};
