/**
 * GET /api/openapi.json: the document, built once, when first asked for. Not when the server gets ready: turning
 * every contract into JSON Schema takes seconds of CPU (3-4 s of a 10 s start on a two-core machine), which every
 * instance, every browser test's shop and every restart would pay before its first answer, and few ever ask.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { api } from '@shop/contracts';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { PACKAGE_DIR } from '../../config';
import { registeredCalls, registeredFileRoutes } from '../registry';
import { route } from '../route';
import { buildOpenApiDocument, type OpenApiDocument } from './document';

const serverVersion = (): string => (JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string }).version;

/** The document of an app whose routes are registered (built on first use, then kept). */
export function openApiDocument(app: FastifyInstance): OpenApiDocument {
  return (documents.get(app.shop) ?? build(app))!;
}

const documents = new WeakMap<object, OpenApiDocument>();

function build(app: FastifyInstance): OpenApiDocument {
  const doc = buildOpenApiDocument(registeredCalls(app), registeredFileRoutes(app), serverVersion());
  documents.set(app.shop, doc);
  return doc;
}

/** A plugin like a domain's: its route in its own scope (the registry is the app's, keyed by app.shop). */
export const openApiPlugin: FastifyPluginAsync = async (app) => {
  route(app, api.openApi, async () => openApiDocument(app));
};
