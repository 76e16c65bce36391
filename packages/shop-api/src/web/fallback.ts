/**
 * Every GET no other route claimed: unknown /api and static paths get the JSON 404; files at the top
 * of shell/dist (favicon and the like) are served; any other path is a page and gets index.html (404
 * for a path no route names), whoever asks: curl, link-preview fetchers and uptime checks send no
 * text/html. Only a client that asks for JSON alone gets the JSON 404.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound, sendError } from '../http/errors';
import { isStaticPath } from '../portals/resolve';
import { sendIndexHtml } from './html';
import { REVALIDATE, shellDistDir } from './static';

/** Every type the Accept header lists (with q above 0) is JSON: the client cannot use a page. */
export function asksOnlyForJson(accept: string | undefined): boolean {
  const types = (accept ?? '')
    .split(',')
    .map((range) => range.split(';'))
    .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p)))
    .map(([type]) => type!.trim().toLowerCase())
    .filter(Boolean);
  return types.length > 0 && types.every((type) => type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type));
}

export function registerFallback(app: FastifyInstance): void {
  // a real route rather than the not-found handler: route hooks (compression) apply to it
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path.startsWith('/api/') || isStaticPath(path)) return sendError(reply, notFound(`No such path: ${request.method} ${path}`));

    const topLevelFile = /^\/([A-Za-z0-9][\w.-]*\.[A-Za-z0-9]+)$/.exec(path)?.[1];
    const dist = shellDistDir(app.shop.config.repoRoot);
    if (topLevelFile && topLevelFile !== 'index.html' && existsSync(join(dist, topLevelFile))) {
      reply.header('cache-control', REVALIDATE);
      return reply.sendFile(topLevelFile, dist);
    }
    if (!asksOnlyForJson(request.headers.accept)) return sendIndexHtml(request, reply);
    return sendError(reply, notFound(`No such path: ${path}`));
  });

  // other methods on unknown paths, and files a static route did not find
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    return sendError(reply, notFound(`No such path: ${request.method} ${path}`));
  });
}
