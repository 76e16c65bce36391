/** GET /api/openapi.json: the document, built once when the server is ready (every route registered by then). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api } from '@shop/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { PACKAGE_DIR } from '../../config';
import { registeredCalls, registeredFileRoutes } from '../registry';
import { route } from '../route';
import { buildOpenApiDocument, type OpenApiDocument } from './document';

const serverVersion = (): string => (JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }).version;

/** The document of a ready app (built on first use when asked before ready, as tests may). */
export function openApiDocument(app: FastifyInstance): OpenApiDocument {
  return (documents.get(app.shop) ?? build(app))!;
}

const documents = new WeakMap<object, OpenApiDocument>();

function build(app: FastifyInstance): OpenApiDocument {
  const doc = buildOpenApiDocument(registeredCalls(app), registeredFileRoutes(app), serverVersion());
  documents.set(app.shop, doc);
  return doc;
}

/** A plugin like a domain's: its route and ready hook in its own scope (the registry is the app's, keyed by app.shop). */
export const openApiPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => {
    build(app);
  });
  route(app, api.openApi, async () => openApiDocument(app));
};
