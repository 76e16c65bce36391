/** The one interface every file the shop writes or serves goes through (decision 0078). */
import type { Readable } from 'node:stream';

export interface StoredFile {
  /** Bytes. */
  size: number;
  /** When it was last written (the folder's mtime, the object's Last-Modified). */
  modified?: Date;
}

export type Body = Buffer | Uint8Array | string | Readable;

export interface FileStorage {
  /** 'local': a folder (FILES_DIR); 's3': a bucket and prefix (FILES_URL=s3://…). */
  readonly kind: 'local' | 's3';
  /** Where, for logs and the operator: the folder's path or the s3:// URL. */
  readonly where: string;
  /**
   * Writes `key` whole: a reader sees the old file or the new one, never half of one (the folder writes
   * a temporary name and renames it; S3 makes an object visible only when its upload completes).
   */
  put(key: string, body: Body, options?: { contentType?: string }): Promise<void>;
  /** Copies a file of this machine's disk (an import folder, a rendered print) under `key`. */
  putFile(key: string, path: string): Promise<void>;
  /** The whole file, or null when there is none (sharp and the print renderer take buffers). */
  read(key: string): Promise<Buffer | null>;
  /** The file as a stream with its size, or null when there is none: for answering a request. */
  stream(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Size and time of the file, or null when there is none. */
  head(key: string): Promise<StoredFile | null>;
  /** Removes the file; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Every key under `prefix` (a folder when it ends with '/'), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Resolves while the storage can be reached (GET /api/ready); throws naming why not. Bounded by `timeoutMs`. */
  check(timeoutMs?: number): Promise<void>;
  /** Lets go of connections (the S3 client's sockets). */
  close(): Promise<void>;
}

/**
 * Keys are relative paths with '/' between parts, the same on both back ends: no leading '/', no '.'
 * or '..' part, no empty part, no backslash or control character. A key from the database or a request
 * that breaks this is refused, so nothing outside the folder (or the prefix) is ever reached.
 */
export function checkKey(key: string): string {
  if (
    typeof key !== 'string' ||
    key.length === 0 ||
    key.length > 900 ||
    key.startsWith('/') ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    /[\\\u0000-\u001f\u007f]/.test(key) ||
    key.split('/').some((part, i, parts) => part === '.' || part === '..' || (part === '' && i < parts.length - 1))
  ) {
    throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  }
  if (key.endsWith('/')) throw new Error(`Not a storage key (a folder): ${JSON.stringify(key)}`);
  return key;
}

/** A prefix for list(): '' (everything), or a key-like path, with or without the trailing '/'. */
export function checkPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  checkKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  svg: 'image/svg+xml',
  gif: 'image/gif',
  json: 'application/json',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/** The type a file of this name is sent as (S3 keeps it with the object). */
export function contentTypeOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return (dot >= 0 && CONTENT_TYPES[key.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}
