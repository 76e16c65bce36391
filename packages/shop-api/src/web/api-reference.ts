/**
 * /dev/api: the API reference for developers, Swagger UI (swagger-ui-dist from npm, served from here:
 * no CDN) rendering GET /api/openapi.json. A developer page of the server, not a shop page (no shell).
 * It runs under the shop's own Content-Security-Policy unchanged: the page has no inline script (the
 * start script is a file of its own), Swagger UI's inline styles and data: images are what the shop's
 * policy allows already, and validatorUrl is off (no call to another host). Registered only where the
 * development pages are (platform/index.ts).
 */
import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { CSRF_COOKIE, CSRF_HEADER } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { API_TITLE, OPENAPI_PATH } from '../http/openapi/document';
import { REVALIDATE } from './static';

export const API_REFERENCE_PATH = '/dev/api';
const ASSETS = `${API_REFERENCE_PATH}/assets`;
const START_SCRIPT = 'start.js';
/** The renderer's files this page uses, and nothing else of the package. */
const RENDERER_FILES = new Set(['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png']);

const rendererDir = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${API_TITLE} — reference</title>
<link rel="icon" type="image/png" href="${ASSETS}/favicon-32x32.png">
<link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
</head>
<body>
<main id="api-reference"></main>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script src="${ASSETS}/${START_SCRIPT}"></script>
</body>
</html>
`;

// "Try it out" sends the session cookie; state-changing calls need the CSRF header from the readable cookie
const START = `'use strict';
(function () {
  function csrfToken() {
    var match = document.cookie.match(/(?:^|; )${CSRF_COOKIE}=([^;]*)/);
    return match ? decodeURIComponent(match[1]) : null;
  }
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: '#api-reference',
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    requestInterceptor: function (request) {
      var token = csrfToken();
      if (token) request.headers[${JSON.stringify(CSRF_HEADER)}] = token;
      return request;
    },
  });
})();
`;

export function registerApiReference(app: FastifyInstance): void {
  const dir = rendererDir();
  app.get(API_REFERENCE_PATH, async (_request, reply) => reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(PAGE));
  app.get<{ Params: { file: string } }>(`${ASSETS}/:file`, async (request, reply) => {
    const { file } = request.params;
    reply.header('cache-control', REVALIDATE);
    if (file === START_SCRIPT) return reply.type('text/javascript; charset=utf-8').send(START);
    if (!RENDERER_FILES.has(file)) throw notFound();
    return reply.sendFile(file, dir);
  });
}
