/**
 * Static files on the API's port (the embedded default; production puts them on a CDN):
 *  /assets/…            the shell's hashed build output: cached for a year, immutable
 *  /remotes/<name>/…    each remote's dist folder; manifest, remoteEntry.js and other names without
 *                       a content hash must be revalidated (no-cache + ETag), hashed names are immutable
 *  /static/…            files shipped with the server (logos), else the storage's static/ (the demo's generated images)
 * Nothing is listed or cached at start: every request looks at the disk, so replacing a remote's
 * folder with a new build takes effect at once.
 * A hashed script or style the build compressed already (`<file>.br`, @shop/federation's PrecompressPlugin)
 * is sent as it is to a browser that accepts brotli; anything else is compressed per request (decision 0070).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { PACKAGE_DIR } from '../config';
import { notFound } from '../http/errors';
import { isServedRemote, remoteDistDir } from '../portals/modules';
import { contentTypeOf, sendStoredFile } from '../storage';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const STATIC_MAX_AGE = 'public, max-age=3600';

/** rspack/webpack content hashes: a run of 8+ hex characters between separators (main.3f9a1c2b.js, 123.a1b2c3d4e5.css). */
export function hasContentHash(fileName: string): boolean {
  return /(?:^|[.\-_~])[0-9a-f]{8,}(?=[.\-_~])/i.test(fileName);
}

/** A name the storage takes as a key (else the shipped folder's send() answers, with its own 404/403). */
// parts no longer than a file system's name (255): a longer one is nobody's file, the shipped folder's 404
const isStorageName = (file: string) => file.length <= 900 && /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,254}(\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,254})*$/.test(file);

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export const shellDistDir = (repoRoot: string) => join(repoRoot, 'shell', 'dist');

export async function registerStatic(app: FastifyInstance): Promise<void> {
  const { repoRoot } = app.shop.config;
  const { storage } = app.shop;
  // only the reply.sendFile decorator; our routes choose the folder and the cache policy
  await app.register(fastifyStatic, { serve: false, cacheControl: false, dotfiles: 'ignore', index: false, preCompressed: true });

  app.get<{ Params: { '*': string } }>('/assets/*', (request, reply) => {
    reply.header('cache-control', IMMUTABLE).header('vary', 'accept-encoding');
    return reply.sendFile(request.params['*'], join(shellDistDir(repoRoot), 'assets'));
  });

  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', (request, reply) => {
    const { name, '*': file } = request.params;
    if (!isServedRemote(name)) throw notFound();
    reply.header('cache-control', hasContentHash(baseName(file)) ? IMMUTABLE : REVALIDATE).header('vary', 'accept-encoding');
    return reply.sendFile(file, remoteDistDir(repoRoot, name));
  });

  const shipped = join(PACKAGE_DIR, 'static');
  app.get<{ Params: { '*': string } }>('/static/*', (request, reply) => {
    const file = request.params['*'];
    // send() refuses paths that leave the folder; the storage refuses keys with '..' or an empty part
    if (existsSync(join(shipped, file)) || !isStorageName(file)) {
      reply.header('cache-control', STATIC_MAX_AGE);
      return reply.sendFile(file, shipped);
    }
    return sendStoredFile(request, reply, storage, `static/${file}`, { type: contentTypeOf(file), cacheControl: STATIC_MAX_AGE });
  });
}
