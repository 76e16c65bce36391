/**
 * The resumable upload of a job folder's zip (issue 32): the tus protocol through @tus/server, at
 * PHOTO_JOB_UPLOAD_RULES.tusPath (decision 0095). The tus datastore matches the storage (FILES_URL): the
 * folder back end uploads with @tus/file-store into <FILES_DIR>/photo-job-uploads, S3 with @tus/s3-store
 * into the same bucket and prefix (multipart parts, its .info object), so a finished upload is the storage
 * key photo-job-uploads/<id> on both, readable by any instance's background job. An upload's lock is held
 * in this process and, on PostgreSQL, as an advisory lock, so two instances never write one upload at once.
 *
 * Staff only: the studio's hooks check the session, the role and the CSRF header (POST, PATCH, DELETE);
 * here, the portal named in the upload's metadata must be the member's (else 404), the name must end in
 * .zip and the length may not pass the limit (413), each refused with the reason before a byte is stored.
 */
import { hash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PHOTO_JOB_UPLOAD_RULES, PORTAL_KEY_PATTERN } from '@shop/contracts';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { MemoryLocker, Server } from '@tus/server';
import { DataStore, type Lock, type Locker, type RequestRelease, type Upload } from '@tus/utils';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { ApiError, notFound, validationError } from '../http/errors';
import { recordFileRoute } from '../http/registry';
import { parseS3Url, s3ClientConfig } from '../storage';
import { requirePortalAccess } from './access';

const FOLDER = 'photo-job-uploads';
const ID = /^[0-9a-f]{32}$/;
/** Unfinished uploads are removed after a day without a byte (purge-studio). */
const EXPIRE_MS = 24 * 60 * 60 * 1000;

/** The storage key of a finished upload. */
export const uploadKey = (id: string) => `${FOLDER}/${id}`;

export interface PhotoJobUploads {
  /** The upload as tus keeps it (size, offset, metadata), or null. */
  get(id: string): Promise<Upload | null>;
  remove(id: string): Promise<void>;
  /** Removes unfinished uploads older than a day. */
  purge(): Promise<number>;
}

/** The process's lock and, across instances, the database's (an advisory lock on its own connection). */
class SharedLocker implements Locker {
  readonly #memory = new MemoryLocker();
  constructor(readonly database: Database) {}
  newLock(id: string): Lock {
    const local = this.#memory.newLock(id);
    const database = this.database;
    let release: (() => void) | null = null;
    return {
      async lock(stopSignal: AbortSignal, requestRelease: RequestRelease) {
        await local.lock(stopSignal, requestRelease);
        await new Promise<void>((held, failed) => {
          database
            .withLock(
              hash('sha256', `tus:${id}`, 'buffer').readInt32BE(0),
              () =>
                new Promise<void>((done) => {
                  release = done;
                  held();
                }),
            )
            .catch(failed);
        });
      },
      async unlock() {
        release?.();
        release = null;
        await local.unlock();
      },
    };
  }
}

function datastoreFor(app: FastifyInstance): { store: DataStore; storeId: (id: string) => string } {
  const { config, storage } = app.shop;
  if (config.filesUrl) {
    const { bucket, prefix } = parseS3Url(config.filesUrl);
    const base = `${prefix ? `${prefix}/` : ''}${FOLDER}/`;
    return {
      store: new S3Store({ partSize: 8 * 1024 * 1024, expirationPeriodInMilliseconds: EXPIRE_MS, s3ClientConfig: { bucket, ...s3ClientConfig() } }),
      storeId: (id) => base + id,
    };
  }
  const directory = join(storage.where, FOLDER);
  try {
    mkdirSync(directory, { recursive: true });
  } catch (error) {
    // @tus/file-store makes its folder itself and throws from a callback when it cannot, which ends the process;
    // a files folder that cannot be written is the storage's fault (/api/ready says so): uploads answer 503
    app.log.error({ err: error, directory }, 'photo-job uploads: the upload folder cannot be made');
    return { store: new UnavailableStore(), storeId: (id) => id };
  }
  return { store: new FileStore({ directory, expirationPeriodInMilliseconds: EXPIRE_MS }), storeId: (id) => id };
}

/** The uploads' store while the files folder cannot be written: every call is tus's 503. */
class UnavailableStore extends DataStore {
  private refuse(): never {
    throw { status_code: 503, body: 'The file storage is not available\n' };
  }
  override async create(): Promise<Upload> {
    this.refuse();
  }
  override async write(): Promise<number> {
    this.refuse();
  }
  override async getUpload(): Promise<Upload> {
    this.refuse();
  }
}

/** tus's Upload-Metadata: comma-separated `key base64value` pairs. */
function metadataOf(header: string | string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of String(header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

export function registerPhotoJobUploads(app: FastifyInstance): PhotoJobUploads {
  const { store, storeId } = datastoreFor(app);
  const path = PHOTO_JOB_UPLOAD_RULES.tusPath;
  const tus = new Server({
    path,
    datastore: store,
    maxSize: PHOTO_JOB_UPLOAD_RULES.maxBytes,
    relativeLocation: true,
    locker: new SharedLocker(app.shop.database),
    namingFunction: (_req, _meta) => storeId(hash('sha256', `${Date.now()}:${Math.random()}:${process.pid}`).slice(0, 32)),
    generateUrl: (_req, { path: base, id }) => `${base}/${id.slice(-32)}`,
    getFileIdFromRequest: (req) => {
      const last = new URL(req.url).pathname.split('/').pop() ?? '';
      return ID.test(last) ? storeId(last) : undefined;
    },
    // a finished upload stays until its import is over: it is not the client's to delete
    disableTerminationForFinishedUploads: true,
  });
  const get = async (id: string) => (ID.test(id) ? await store.getUpload(storeId(id)).catch(() => null) : null);

  const handle = async (request: FastifyRequest<{ Params: { uploadId?: string } }>, reply: FastifyReply) => {
    if (request.method === 'POST') {
      const meta = metadataOf(request.headers['upload-metadata']);
      if (!meta.portal || !PORTAL_KEY_PATTERN.test(meta.portal))
        throw validationError([{ field: 'headers.upload-metadata', message: 'Name the portal (portal) in the upload’s metadata' }]);
      requirePortalAccess(request, meta.portal);
      if (!/\.zip$/i.test(meta.filename ?? ''))
        throw validationError([{ field: 'headers.upload-metadata', message: 'Only a .zip of the job folder is taken (or choose the folder)' }]);
      const length = Number(request.headers['upload-length']);
      if (Number.isFinite(length) && length > PHOTO_JOB_UPLOAD_RULES.maxBytes)
        throw new ApiError(413, 'too_large', `The zip is larger than ${PHOTO_JOB_UPLOAD_RULES.maxBytes / 1024 ** 3} GB`);
    } else {
      const upload = await get(request.params.uploadId ?? '');
      const portal = upload?.metadata?.portal;
      if (!upload || !portal) throw notFound('No such upload');
      requirePortalAccess(request, portal);
    }
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };

  // the bytes of a PATCH are tus's to read, as a stream
  app.register(async (scope) => {
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    const config = { staff: true, staffRole: 'operator' as const };
    scope.route({ method: 'POST', url: path, config, handler: handle });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${path}/:uploadId`, config, handler: handle, exposeHeadRoute: false });
  });
  const common = { produces: [], staffRole: 'operator' as const, csrf: true };
  recordFileRoute(app, {
    method: 'POST',
    path,
    summary:
      'tus 1.0 (creation): a new resumable upload of a job folder’s zip. Upload-Length at most 5 GB (413), Upload-Metadata with portal (404 when not yours) and filename (.zip). Location names the upload.',
    status: 201,
    errors: [404, 413],
    ...common,
  });
  recordFileRoute(app, {
    method: 'PATCH',
    path: `${path}/:uploadId`,
    summary: 'tus 1.0: the next bytes of the upload at Upload-Offset (application/offset+octet-stream); HEAD asks how far it got.',
    status: 204,
    errors: [404, 409, 413],
    ...common,
  });
  recordFileRoute(app, {
    method: 'DELETE',
    path: `${path}/:uploadId`,
    summary: 'tus 1.0 (termination): an unfinished upload is dropped.',
    status: 204,
    errors: [404],
    ...common,
  });

  return {
    get,
    remove: async (id) => {
      if (!ID.test(id)) return;
      await store.remove(storeId(id)).catch(() => {});
      // @tus/s3-store removes an upload by aborting its multipart upload first: a finished one has none (S3
      // answers NoSuchUpload) and it stops there, leaving the zip and its .info in the bucket for good
      if (app.shop.config.filesUrl)
        await Promise.all([app.shop.storage.delete(uploadKey(id)), app.shop.storage.delete(`${uploadKey(id)}.info`)]).catch((err) =>
          app.log.warn({ err, upload: id }, 'photo-job upload: the finished zip could not be removed'),
        );
    },
    purge: () => tus.cleanUpExpiredUploads().catch(() => 0),
  };
}
