/**
 * Every GET no other route claimed: unknown /api and static paths get the JSON 404; files at the top
 * of shell/dist (favicon and the like) are served; a browser asking for a page gets index.html.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, sendError } from '../http/errors';
import { isStaticPath } from '../portals/resolve';
import { sendIndexHtml } from './html';
import { REVALIDATE, shellDistDir } from './static';

const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

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
    if (acceptsHtml(request)) return sendIndexHtml(request, reply);
    return sendError(reply, notFound(`No such path: ${path}`));
  });

  // other methods on unknown paths, and files a static route did not find
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    return sendError(reply, notFound(`No such path: ${request.method} ${path}`));
  });
}
