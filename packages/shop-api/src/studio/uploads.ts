/**
 * Brand pictures (logo, front-page image) and pictures for CMS pages. The type is read from the bytes
 * (sharp's own decoder, never the file name or the sent type): JPEG, PNG or WebP only, at most
 * BRAND_UPLOAD_RULES.maxBytes (413), and every picture is decoded and encoded again (no metadata, no
 * trailing bytes, no polyglot survives). Written through the storage interface under a name made from
 * the new bytes' hash, so a URL never changes its picture and can be cached for good.
 */
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { BRAND_UPLOAD_RULES, studioApi } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { portals } from '../db/schema';
import { ApiError, notFound, validationError } from '../http/errors';
import { recordFileRoute } from '../http/registry';
import { route } from '../http/route';
import { sendStoredFile } from '../storage';
import { bumpPortal, portalFor } from './access';
import { writeAudit } from './audit';
import { portalDetail } from './portals';

export const STUDIO_FILES_PATH = '/api/webshop/portal-files/:portalKey/:file';
const FILE_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;
const TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
/** Decoding bombs stop here (a 100 kB PNG can claim a billion pixels). */
const MAX_PIXELS = 40_000_000;

type Purpose = 'logo' | 'front' | 'content';

/** The one file of the request, as bytes (413 past the limit, 400 without a file); `what` words the refusals. */
export async function fileOf(request: FastifyRequest, what = { name: 'picture', maxBytes: BRAND_UPLOAD_RULES.maxBytes }): Promise<Buffer> {
  if (!request.isMultipart())
    throw validationError([{ field: 'body.file', message: `Send the ${what.name} as multipart/form-data in the field file`, kind: 'missing_file' }]);
  let bytes: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type !== 'file' || part.fieldname !== 'file' || bytes) {
      if (part.type === 'file') part.file.resume();
      continue;
    }
    bytes = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE')
        throw new ApiError(413, 'too_large', `The ${what.name} is larger than ${what.maxBytes / 1024 / 1024} MB`, undefined, {
          megabytes: what.maxBytes / 1024 / 1024,
        });
      throw err;
    });
  }
  if (!bytes?.length) throw validationError([{ field: 'body.file', message: `No ${what.name} was sent`, kind: 'missing_file' }]);
  return bytes;
}

/** Decoded by its content and encoded again for its purpose; 400 naming why when it is not a picture we take. */
export async function reencode(bytes: Buffer, purpose: Purpose): Promise<{ data: Buffer; ext: 'png' | 'jpg' | 'webp' }> {
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch {
    throw validationError([{ field: 'body.file', message: 'This file is not a picture (JPEG, PNG or WebP)', kind: 'not_image' }]);
  }
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp')
    throw validationError([
      {
        field: 'body.file',
        message: `A ${format ?? 'file of unknown type'} is not taken: send JPEG, PNG or WebP`,
        kind: 'unsupported_type',
        values: { format: format ?? '' },
      },
    ]);
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    // a logo keeps its transparency (PNG); photographs become JPEG
    if (purpose === 'logo')
      return { data: await image.resize({ width: 800, height: 400, fit: 'inside', withoutEnlargement: true }).png().toBuffer(), ext: 'png' };
    const width = purpose === 'front' ? 2400 : 2000;
    return {
      data: await image.resize({ width, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
      ext: 'jpg',
    };
  } catch {
    throw validationError([{ field: 'body.file', message: 'This picture is damaged or too large to decode', kind: 'damaged' }]);
  }
}

async function store(app: FastifyInstance, portal: string, picture: { data: Buffer; ext: string }): Promise<string> {
  const name = `${createHash('sha256').update(picture.data).digest('hex').slice(0, 32)}.${picture.ext}`;
  await app.shop.storage.put(`studio/${portal}/${name}`, picture.data, { contentType: TYPES[picture.ext] });
  return STUDIO_FILES_PATH.replace(':portalKey', portal).replace(':file', name);
}

export function registerStudioUploads(app: FastifyInstance): void {
  const { db } = app.shop;

  recordFileRoute(app, {
    method: 'GET',
    path: STUDIO_FILES_PATH,
    summary: 'A picture the studio uploaded (logo, front-page image, a CMS page’s picture): public, immutable',
    produces: Object.values(TYPES),
    status: 200,
    errors: [404],
  });
  app.get<{ Params: { portalKey: string; file: string } }>(STUDIO_FILES_PATH, async (request, reply) => {
    const { portalKey, file } = request.params;
    if (!/^[a-z0-9][a-z0-9-]{0,39}$/.test(portalKey) || !FILE_NAME.test(file)) throw notFound('Picture not found');
    const ext = file.slice(file.lastIndexOf('.') + 1);
    return sendStoredFile(request, reply, app.shop.storage, `studio/${portalKey}/${file}`, {
      type: TYPES[ext]!,
      cacheControl: 'public, max-age=31536000, immutable',
      etag: `"${file.slice(0, 32)}"`,
      headers: { 'x-content-type-options': 'nosniff' },
      missing: 'Picture not found',
    });
  });

  // multipart only for these calls: everything else stays JSON-only
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: BRAND_UPLOAD_RULES.maxBytes, files: 1, fields: 5, parts: 6 } });
    const brandPicture = async (request: FastifyRequest, portalKey: string, version: number, purpose: 'logo' | 'front') => {
      const staff = request.staff!;
      await portalFor(request, portalKey);
      const url = await store(app, portalKey, await reencode(await fileOf(request), purpose));
      const updated = await db.transaction(async (tx) => {
        const before = await bumpPortal(tx, portalKey, version, staff.member.uuid);
        const [row] = await tx
          .update(portals)
          .set(purpose === 'logo' ? { logo: url } : { background: { ...before.background, image: url } })
          .where(eq(portals.key, portalKey))
          .returning();
        await writeAudit(tx, {
          staff: staff.member.uuid,
          portal: portalKey,
          kind: purpose === 'logo' ? 'portal.logo' : 'portal.front-image',
          before: purpose === 'logo' ? before.logo : before.background.image,
          after: url,
        });
        return row!;
      });
      return portalDetail(db, updated);
    };
    const bodyLimit = BRAND_UPLOAD_RULES.maxBytes + 64 * 1024;
    route(scope, studioApi.uploadPortalLogo, ({ params, query }, request) => brandPicture(request, params.portalKey, Number(query.version), 'logo'), {
      bodyLimit,
    });
    route(scope, studioApi.uploadPortalFrontImage, ({ params, query }, request) => brandPicture(request, params.portalKey, Number(query.version), 'front'), {
      bodyLimit,
    });
    route(
      scope,
      studioApi.uploadContentImage,
      async ({ params }, request, reply) => {
        const staff = request.staff!;
        await portalFor(request, params.portalKey);
        const url = await store(app, params.portalKey, await reencode(await fileOf(request), 'content'));
        await db.transaction((tx) => writeAudit(tx, { staff: staff.member.uuid, portal: params.portalKey, kind: 'content.image', before: null, after: url }));
        reply.code(201);
        return { url };
      },
      { bodyLimit },
    );
  });
}
