/**
 * The editor's own calls: uploads (legacy multipart path), the recent uploads, an upload's files, and
 * a job's green-screen backgrounds. The package instance and the line replacement are the cart's
 * (commerce); the template calls are in ./templates.
 */
import multipart from '@fastify/multipart';
import { api, UPLOAD_RULES } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../sessions/signed-in';
import { greenScreenBackgrounds, subjects, userSubjects } from '../db/schema';
import { ApiError, notFound, validationError } from '../http/errors';
import { recordFileRoute } from '../http/registry';
import { route } from '../http/route';
import { requestLanguage } from '../platform';
import { uploadOrDrawn } from '../photojobs';
import { sendMadeJpeg } from '../storage';
import { previewCartLinePart } from './print-lines';
import { editorTexts } from './texts';
import { uploadRefusals } from './upload-refusals';
import { keepUpload, type Normalised, normalise, ownedUploads, recentUploads, UPLOAD_WIDTHS, type UploadWidth, uploadUrl } from './uploads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function registerEditorRoutes(app: FastifyInstance): void {
  const { db, config, storage } = app.shop;

  route(app, api.recentImages, async (_input, request) => {
    const user = requireUser(request);
    return (await recentUploads(db, user)).map((r) => ({
      uuid: r.uuid,
      dimensions: { width: r.width, height: r.height },
      size: r.bytes,
      keywords: ['user_uploaded'],
      images: { w320: uploadUrl(r.uuid, 320), w640: uploadUrl(r.uuid, 640), w1600: uploadUrl(r.uuid, 1600) },
      uploadedAt: Math.floor(r.createdAt.getTime() / 1000),
    }));
  });

  /** The parts of a multipart body; a body that does not follow its own boundary is the client's mistake (400), not ours. */
  async function* malformedAs400<T>(parts: AsyncIterable<T>): AsyncGenerator<T> {
    try {
      yield* parts;
    } catch (err) {
      throw malformed(err);
    }
  }
  /** The parser's complaint about the body as a 400; any other error as it is. */
  function malformed(err: unknown): unknown {
    const message = (err as Error | undefined)?.message ?? '';
    const premature = (err as { code?: string } | undefined)?.code === 'ERR_STREAM_PREMATURE_CLOSE';
    if (err instanceof ApiError || !(premature || /^(Multipart|Unexpected end of (form|multipart data)|Malformed part header)/i.test(message))) return err;
    return validationError([{ field: 'body', message: `The multipart body is malformed: ${message}` }]);
  }

  const refuseUpload = uploadRefusals(config.refuseFirstUploads, config.production);
  // multipart only for the upload: everything else stays JSON-only
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: UPLOAD_RULES.maxBytes, files: UPLOAD_RULES.maxFiles, fields: 10, parts: 20 } });
    route(
      scope,
      api.upload,
      async (_input, request) => {
        const user = requireUser(request);
        const texts = editorTexts(requestLanguage(request));
        if (!request.portal.options.allowOwnPhotos) throw new ApiError(403, 'uploads_off', texts.uploadsOff);
        if (refuseUpload(user)) throw new ApiError(503, 'unavailable', 'Uploads are refused on purpose (test setting)');
        if (!request.isMultipart()) throw validationError([{ field: 'body.images[]', message: texts.notAnImage }]);
        // without a boundary the parts cannot be told apart: the parser would throw, which is the client's mistake, not ours
        if (!/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(request.headers['content-type'] ?? ''))
          throw validationError([{ field: 'headers.content-type', message: 'multipart/form-data needs a boundary (boundary=…)' }]);
        const read: { name: string; bytes: Buffer }[] = [];
        for await (const part of malformedAs400(request.parts())) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'images[]' && part.fieldname !== 'images') {
            part.file.resume();
            continue;
          }
          const bytes = await part.toBuffer().catch((err: { code?: string }) => {
            if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw new ApiError(413, 'too_large', texts.tooLarge(UPLOAD_RULES.maxBytes));
            throw malformed(err);
          });
          read.push({ name: part.filename.slice(0, 200), bytes });
        }
        if (!read.length) throw validationError([{ field: 'body.images[]', message: texts.noFile }]);
        const images: { name: string; image: Normalised }[] = [];
        const fields: { field: string; message: string }[] = [];
        for (const [i, file] of read.entries()) {
          const image = await normalise(file.bytes);
          if (!image) fields.push({ field: `body.images[].${i}`, message: texts.notAnImage });
          else images.push({ name: file.name, image });
        }
        if (fields.length) throw validationError(fields);
        const rows = await db.transaction(async (tx) => {
          const kept = [];
          for (const { name, image } of images) kept.push({ name, row: await keepUpload(tx, storage, user, image) });
          return kept;
        });
        return {
          result: 'OK' as const,
          files: rows.map(({ name, row }) => ({ uuid: row.uuid, name, width: row.width, height: row.height, thumbnail: uploadUrl(row.uuid, 640) })),
        };
      },
      { bodyLimit: UPLOAD_RULES.maxBytes * 2 },
    );
  });

  recordFileRoute(app, {
    method: 'GET',
    path: '/api/webshop/user/uploads/:uploadUuid/:width',
    summary: 'One of the customer’s own pictures, 320, 640 or 1600 wide (JPEG); only for its owner',
    produces: ['image/jpeg'],
    status: 200,
    signedIn: true,
    errors: [404],
  });
  app.get<{ Params: { uploadUuid: string; width: string } }>('/api/webshop/user/uploads/:uploadUuid/:width', async (request, reply) => {
    const user = requireUser(request);
    const width = Number(request.params.width) as UploadWidth;
    if (!UUID.test(request.params.uploadUuid) || !UPLOAD_WIDTHS.includes(width)) throw notFound('Picture not found');
    const row = (await ownedUploads(db, user, [request.params.uploadUuid])).get(request.params.uploadUuid);
    if (!row) throw notFound('Picture not found');
    // the job queue's size, or drawn now from the upload until it has made it (decision 0093)
    return sendMadeJpeg(request, reply, `"${row.sha256.slice(0, 32)}-w${width}"`, () => uploadOrDrawn(storage, row.path, width));
  });

  recordFileRoute(app, {
    method: 'GET',
    path: '/api/webshop/cart/lines/:uuid/preview/:partRefId',
    summary: 'A part of a template line in the customer’s cart drawn by the print renderer (PNG, trim box; ?width=100–1600, default 640)',
    produces: ['image/png'],
    status: 200,
    signedIn: true,
    query: { width: 'pixels wide, 100–1600 (default 640)' },
    errors: [400, 404],
  });
  app.get<{ Params: { uuid: string; partRefId: string }; Querystring: { width?: string } }>(
    '/api/webshop/cart/lines/:uuid/preview/:partRefId',
    async (request, reply) => {
      const user = requireUser(request);
      const width = Math.round(Number(request.query.width ?? 640));
      if (!(width >= 100 && width <= 1600)) throw validationError([{ field: 'query.width', message: 'A width from 100 to 1600' }]);
      if (!UUID.test(request.params.uuid) || !/^[A-Za-z0-9_-]{1,100}$/.test(request.params.partRefId)) throw notFound('Preview not found');
      const png = await previewCartLinePart(db, storage, user, request.params.uuid, request.params.partRefId, width);
      if (!png) throw notFound('Preview not found');
      return reply.type('image/png').header('cache-control', 'private, no-store').send(png);
    },
  );

  route(app, api.jobBackgrounds, async ({ params }, request) => {
    const user = requireUser(request);
    const [has] = await db
      .select({ uuid: subjects.uuid })
      .from(userSubjects)
      .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
      .where(and(eq(userSubjects.userUuid, user.uuid), eq(subjects.job, params.jobUuid), eq(subjects.portal, user.portal)))
      .limit(1);
    if (!has) throw notFound(editorTexts(requestLanguage(request)).jobNotFound);
    const rows = await db
      .select({ uuid: greenScreenBackgrounds.uuid })
      .from(greenScreenBackgrounds)
      .where(eq(greenScreenBackgrounds.job, params.jobUuid))
      .orderBy(asc(greenScreenBackgrounds.sort), asc(greenScreenBackgrounds.importKey));
    return rows.map((r) => ({ uuid: r.uuid, src: `/api/webshop/green-screen-backgrounds/files/${r.uuid}` }));
  });
}
