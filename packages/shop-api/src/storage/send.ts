/**
 * Answering a request with a stored file: streamed through the server, never a redirect to the bucket
 * (decision 0078: the caller has checked who may see it, on this request). A file the database names
 * but the storage lacks is a 404 with a warning in the log, never a 500.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ApiError, notFound, StoredFileMissing } from '../http/errors';
import type { FileStorage } from './types';

/** The whole file; a missing one is StoredFileMissing (a logged 404 when it reaches a request's answer). */
export async function readStored(storage: FileStorage, key: string): Promise<Buffer> {
  const bytes = await storage.read(key);
  if (!bytes) throw new StoredFileMissing(key);
  return bytes;
}

export interface SendOptions {
  type: string;
  /** Cache-Control of the answer (the caller decides: private for a child's pictures). */
  cacheControl: string;
  /** A strong validator; a request naming it in If-None-Match gets 304 without touching the storage. */
  etag?: string;
  /** Extra headers (content-disposition, vary, a content-security-policy). */
  headers?: Record<string, string>;
  /** The 404's message. */
  missing?: string;
  /** Makes the file when the storage lacks it (a derivative made on demand): one read in the usual case. */
  make?: () => Promise<unknown>;
}

/** The 404 for a file the database names but the storage lacks, logged so an operator sees it. */
export function storedFileMissing(request: FastifyRequest, key: string, message = 'File not found'): ApiError {
  request.log.warn({ key }, 'stored file missing');
  return notFound(message);
}

export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, storage: FileStorage, key: string, options: SendOptions) {
  const headers = () => {
    reply.header('cache-control', options.cacheControl);
    if (options.etag) reply.header('etag', options.etag);
    for (const [name, value] of Object.entries(options.headers ?? {})) reply.header(name, value);
  };
  if (options.etag && request.headers['if-none-match'] === options.etag) {
    headers();
    return reply.code(304).send();
  }
  let file = await storage.stream(key);
  if (!file && options.make) {
    await options.make();
    file = await storage.stream(key);
  }
  // headers only on the file's answer: an error is not cached as the picture
  if (!file) throw storedFileMissing(request, key, options.missing);
  headers();
  return reply.type(options.type).header('content-length', file.size).send(file.body);
}

/**
 * A JPEG the job queue makes (photojobs/derivatives.ts), private to the signed-in user: the kept file with
 * its ETag (304 when the client has it) and a private day-long cache; before the job has made it, the
 * file drawn now from the original, not kept and not cached, so the next visit gets the kept one.
 */
export async function sendMadeJpeg(request: FastifyRequest, reply: FastifyReply, etag: string, file: () => Promise<{ bytes: Buffer; kept: boolean }>) {
  const cache = 'private, max-age=86400';
  reply.header('vary', 'cookie');
  if (request.headers['if-none-match'] === etag) return reply.code(304).header('cache-control', cache).header('etag', etag).send();
  const { bytes, kept } = await file();
  if (kept) reply.header('cache-control', cache).header('etag', etag);
  else reply.header('cache-control', 'private, no-store');
  return reply.type('image/jpeg').send(bytes);
}
