/**
 * Picture files (contracts pictureFiles): derivatives for the set's owner, full-resolution downloads
 * of bought pictures (green-screen ones also as a transparent cut-out or on a job background), the
 * job's green-screen backgrounds, the photographer's logo, and the legacy background list.
 * Derivatives are made by the job queue (photojobs/derivatives.ts) and drawn on request until then; every file answer is
 * private to the signed-in user, checked on this request, and streamed from the storage (decision 0078).
 */
import { extname } from 'node:path';
import { api } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { greenScreenBackgrounds, jobs, photographers, pictures, subjects, userSubjects, type UserRow } from '../db/schema';
import { ApiError, notFound, validationError } from '../http/errors';
import { recordFileRoute } from '../http/registry';
import { route } from '../http/route';
import { compositeOrDrawn, cutoutRaw, DERIVATIVE_WIDTHS, derivativeOrDrawn, derivativePath } from '../photojobs';
import { requireUser } from '../sessions/signed-in';
import { type FileStorage, readStored, sendMadeJpeg, sendStoredFile } from '../storage';
import { combinedIndividualAndFriends, isBought, purchasesOf } from './bought';
import { backgroundUrl } from './urls';

type DerivativeWidth = (typeof DERIVATIVE_WIDTHS)[number];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.tif': 'image/tiff',
  '.svg': 'image/svg+xml',
};

/** A picture of a set in the user's account, of a job that is in the webshop; else null. */
export async function ownedPicture(db: Db, user: UserRow, pictureUuid: string) {
  if (!UUID.test(pictureUuid)) return null;
  const [row] = await db
    .select({ picture: pictures, subject: subjects, job: jobs })
    .from(pictures)
    .innerJoin(subjects, eq(subjects.uuid, pictures.subject))
    .innerJoin(jobs, eq(jobs.uuid, subjects.job))
    .innerJoin(userSubjects, and(eq(userSubjects.subjectUuid, subjects.uuid), eq(userSubjects.userUuid, user.uuid)))
    .where(and(eq(pictures.uuid, pictureUuid), eq(subjects.portal, user.portal), eq(jobs.hasBeenInWebshop, true)));
  return row ?? null;
}

/** A background of a job the user has a set of; else null. */
async function ownedBackground(db: Db, user: UserRow, backgroundUuid: string) {
  if (!UUID.test(backgroundUuid)) return null;
  const [row] = await db
    .select({ background: greenScreenBackgrounds })
    .from(greenScreenBackgrounds)
    .innerJoin(subjects, eq(subjects.job, greenScreenBackgrounds.job))
    .innerJoin(userSubjects, and(eq(userSubjects.subjectUuid, subjects.uuid), eq(userSubjects.userUuid, user.uuid)))
    .where(and(eq(greenScreenBackgrounds.uuid, backgroundUuid), eq(subjects.portal, user.portal)))
    .limit(1);
  return row?.background ?? null;
}

/** A picture's or background's derivative at a width: the job queue's file, or drawn now until it is made (decision 0093). */
function sendDerivative(request: FastifyRequest, reply: FastifyReply, storage: FileStorage, source: string, sha: string, width: DerivativeWidth) {
  return sendMadeJpeg(request, reply, `"${sha.slice(0, 32)}-w${width}"`, () =>
    derivativeOrDrawn(storage, { file: source, sha }, width, derivativePath(sha, width, 'jpeg')),
  );
}

const notBought = () => new ApiError(403, 'not_bought', 'Not bought');

export function registerFiles(app: FastifyInstance): void {
  const { db, storage } = app.shop;

  // the file routes answer bytes, not JSON: listed in the OpenAPI document by hand, beside each
  recordFileRoute(app, {
    method: 'GET',
    path: '/api/webshop/pictures/:pictureUuid/:width',
    summary: 'A picture at width 320, 640 or 800 (JPEG, for the set’s owner); a green-screen picture on a background of its job',
    produces: ['image/jpeg'],
    status: 200,
    signedIn: true,
    query: { background: "Green-screen pictures: the background's uuid; without it the job's default background" },
    errors: [400, 404],
  });
  app.get<{ Params: { pictureUuid: string; width: string }; Querystring: { background?: unknown } }>(
    '/api/webshop/pictures/:pictureUuid/:width',
    async (request, reply) => {
      const user = requireUser(request);
      const width = Number(request.params.width) as DerivativeWidth;
      if (!DERIVATIVE_WIDTHS.includes(width) || String(width) !== request.params.width) throw notFound('Picture not found');
      const background = request.query.background;
      if (background !== undefined && (typeof background !== 'string' || !UUID.test(background))) {
        throw validationError([{ field: 'query.background', message: 'A background uuid' }]);
      }
      const owned = await ownedPicture(db, user, request.params.pictureUuid);
      if (!owned) throw notFound('Picture not found');
      const { picture } = owned;
      if (!picture.greenscreen || !picture.maskPath || !picture.maskSha256) {
        return sendDerivative(request, reply, storage, picture.originalPath, picture.sha256, width);
      }
      // A green-screen picture is never shown on its raw green: on the chosen background, else the job's first.
      const [bg] = await db
        .select()
        .from(greenScreenBackgrounds)
        .where(and(eq(greenScreenBackgrounds.job, owned.job.uuid), ...(background ? [eq(greenScreenBackgrounds.uuid, background)] : [])))
        // the same order as the background list, whose first is the default
        .orderBy(asc(greenScreenBackgrounds.sort), asc(greenScreenBackgrounds.importKey))
        .limit(1);
      if (!bg) {
        if (background) throw notFound('Background not found');
        return sendDerivative(request, reply, storage, picture.originalPath, picture.sha256, width);
      }
      const etag = `"${picture.sha256.slice(0, 20)}-${bg.sha256.slice(0, 12)}-w${width}"`;
      const composite = { file: picture.originalPath, sha: picture.sha256, maskFile: picture.maskPath, maskSha: picture.maskSha256 };
      const onBackground = { file: bg.file, sha: bg.sha256 };
      return sendMadeJpeg(request, reply, etag, () => compositeOrDrawn(storage, composite, onBackground, width));
    },
  );

  recordFileRoute(app, {
    method: 'GET',
    path: '/api/webshop/downloads/pictures/:pictureUuid',
    summary: 'The full-resolution file of a bought picture',
    produces: ['image/jpeg', 'image/png', 'image/tiff', 'image/webp'],
    status: 200,
    signedIn: true,
    query: { background: "Green-screen pictures: a background's uuid (JPEG) or 'transparent' (PNG cut-out)" },
    errors: [400, 403, 404],
  });
  app.get<{ Params: { pictureUuid: string }; Querystring: { background?: unknown } }>(
    '/api/webshop/downloads/pictures/:pictureUuid',
    async (request, reply) => {
      const user = requireUser(request);
      const background = request.query.background;
      if (background !== undefined && (typeof background !== 'string' || (background !== 'transparent' && !UUID.test(background)))) {
        throw validationError([{ field: 'query.background', message: "A background uuid or 'transparent'" }]);
      }
      const owned = await ownedPicture(db, user, request.params.pictureUuid);
      if (!owned) throw notFound('Picture not found');
      const { picture } = owned;
      const purchases = await purchasesOf(db, user.uuid, owned.subject.uuid);
      if (!isBought(picture, purchases, combinedIndividualAndFriends(request.portal))) throw notBought();

      reply.header('cache-control', 'private, no-store');
      const base = `${picture.webshopId}`;
      if (background === undefined) {
        const ext = extname(picture.originalPath).toLowerCase();
        return sendStoredFile(request, reply, storage, picture.originalPath, {
          type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
          cacheControl: 'private, no-store',
          headers: { 'content-disposition': `attachment; filename="${base}${ext}"` },
          missing: 'Picture not found',
        });
      }
      if (!picture.greenscreen || !picture.maskPath)
        throw validationError([{ field: 'query.background', message: 'This picture is not a green-screen picture' }]);
      const cut = await cutoutRaw(await readStored(storage, picture.originalPath), await readStored(storage, picture.maskPath));
      const cutout = sharp(cut.data, { raw: cut.info });
      if (background === 'transparent') {
        const png = await cutout.png({ compressionLevel: 6 }).toBuffer();
        return reply.type('image/png').header('content-disposition', `attachment; filename="${base}-transparent.png"`).send(png);
      }
      const [bg] = await db
        .select()
        .from(greenScreenBackgrounds)
        .where(and(eq(greenScreenBackgrounds.uuid, background), eq(greenScreenBackgrounds.job, owned.job.uuid)));
      if (!bg) throw notFound('Background not found');
      const overlay = await cutout.png().toBuffer();
      const jpeg = await sharp(await readStored(storage, bg.file))
        .rotate()
        .toColourspace('srgb')
        .resize(cut.info.width, cut.info.height, { fit: 'cover' })
        .removeAlpha()
        .composite([{ input: overlay }])
        .jpeg({ quality: 92 })
        .toBuffer();
      return reply.type('image/jpeg').header('content-disposition', `attachment; filename="${base}-background.jpg"`).send(jpeg);
    },
  );

  recordFileRoute(app, {
    method: 'GET',
    path: '/api/webshop/green-screen-backgrounds/files/:backgroundUuid',
    summary: 'A green-screen background of a job the customer has a set of (JPEG, 800 wide)',
    produces: ['image/jpeg'],
    status: 200,
    signedIn: true,
    errors: [404],
  });
  app.get<{ Params: { backgroundUuid: string } }>('/api/webshop/green-screen-backgrounds/files/:backgroundUuid', async (request, reply) => {
    const user = requireUser(request);
    const bg = await ownedBackground(db, user, request.params.backgroundUuid);
    if (!bg) throw notFound('Background not found');
    return sendDerivative(request, reply, storage, bg.file, bg.sha256, 800);
  });

  recordFileRoute(app, {
    method: 'GET',
    path: '/api/webshop/photographers/:photographerUuid/logo',
    summary: 'A photographer’s logo',
    produces: ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'],
    status: 200,
    errors: [404],
  });
  app.get<{ Params: { photographerUuid: string } }>('/api/webshop/photographers/:photographerUuid/logo', async (request, reply) => {
    if (!UUID.test(request.params.photographerUuid)) throw notFound('Logo not found');
    const [row] = await db
      .select({ logo: photographers.logo })
      .from(photographers)
      .where(and(eq(photographers.uuid, request.params.photographerUuid), eq(photographers.portal, request.portal.key)));
    if (!row?.logo) throw notFound('Logo not found');
    const ext = extname(row.logo).toLowerCase();
    // content-addressed file name: a new logo is a new file
    return sendStoredFile(request, reply, storage, row.logo, {
      type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      cacheControl: 'public, max-age=86400',
      etag: `"${row.logo.slice(row.logo.lastIndexOf('/') + 1, -ext.length)}"`,
      headers: ext === '.svg' ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" } : {},
      missing: 'Logo not found',
    });
  });

  route(app, api.imageBackgrounds, async ({ query }, request) => {
    const user = requireUser(request);
    const owned = await ownedPicture(db, user, query.uuid);
    if (!owned) throw notFound('Picture not found');
    if (!owned.picture.greenscreen) return [];
    const rows = await db
      .select({ uuid: greenScreenBackgrounds.uuid })
      .from(greenScreenBackgrounds)
      .where(eq(greenScreenBackgrounds.job, owned.job.uuid))
      .orderBy(asc(greenScreenBackgrounds.sort), asc(greenScreenBackgrounds.importKey));
    return rows.map((r, i) => ({ uuid: r.uuid, src: backgroundUrl(r.uuid), default: i === 0 }));
  });
}
