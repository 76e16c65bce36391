/**
 * GET /system/gsbackground.php?uuid=&rotation=&effect= (spec 2 section 7, the legacy static image): one of
 * the customer's pictures as the editor shows it — a green-screen picture on its background (the one asked
 * for when it is its job's, else the job's first; the same compositor as the picture endpoint and the
 * print), turned counter-clockwise by `rotation`, in `effect` with the editor's own colour matrices.
 * Another customer's picture, or one of a job not in the webshop, is 404 like every picture file.
 */
import { GreenScreenImageQuery, pictureFiles } from '@shop/contracts/account';
import { effectMatrix } from '@shop/scene';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import * as v from 'valibot';
import { greenScreenBackgrounds } from '../db/schema';
import { notFound, validationError } from '../http/errors';
import { recordFileRoute } from '../http/registry';
import { compositeOrDrawn, derivativeOrDrawn, derivativePath } from '../photojobs';
import { requireUser } from '../sessions/signed-in';
import { ownedPicture } from './files';

/** The editor's screen size of a picture (the picture endpoint's largest derivative). */
const WIDTH = 800;

export function registerGreenScreenImage(app: FastifyInstance): void {
  const { db, storage } = app.shop;

  recordFileRoute(app, {
    method: 'GET',
    path: pictureFiles.greenScreenImage,
    summary: 'Legacy: a picture of the customer’s at 800 wide, on its green-screen background, turned and in an effect (JPEG)',
    produces: ['image/jpeg'],
    status: 200,
    signedIn: true,
    query: {
      uuid: 'The picture’s uuid',
      rotation: '0, 90, 180 or 270 degrees counter-clockwise (0 when left out)',
      effect: 'original, bw or sepia (original when left out)',
      background: 'Green-screen pictures: one of its job’s backgrounds; else the job’s first',
    },
    errors: [400, 404],
  });
  app.get<{ Querystring: Record<string, unknown> }>(pictureFiles.greenScreenImage, async (request, reply) => {
    const user = requireUser(request);
    const parsed = v.safeParse(GreenScreenImageQuery, request.query ?? {});
    if (!parsed.success) {
      throw validationError(parsed.issues.map((i) => ({ field: `query.${v.getDotPath(i) ?? ''}`.replace(/\.$/, ''), message: i.message })));
    }
    const query = parsed.output;
    const owned = await ownedPicture(db, user, query.uuid);
    if (!owned) throw notFound('Picture not found');
    const { picture } = owned;

    const [bg] =
      picture.greenscreen && picture.maskPath && picture.maskSha256
        ? await db
            .select()
            .from(greenScreenBackgrounds)
            .where(and(eq(greenScreenBackgrounds.job, owned.job.uuid), ...(query.background ? [eq(greenScreenBackgrounds.uuid, query.background)] : [])))
            .orderBy(asc(greenScreenBackgrounds.sort), asc(greenScreenBackgrounds.importKey))
            .limit(1)
        : [];
    if (query.background && !bg) throw notFound('Background not found');
    // the job queue's file, or drawn now until it has made it (photojobs/derivatives.ts)
    const { bytes } =
      bg && picture.maskPath && picture.maskSha256
        ? await compositeOrDrawn(
            storage,
            { file: picture.originalPath, sha: picture.sha256, maskFile: picture.maskPath, maskSha: picture.maskSha256 },
            { file: bg.file, sha: bg.sha256 },
            WIDTH,
          )
        : await derivativeOrDrawn(storage, { file: picture.originalPath, sha: picture.sha256 }, WIDTH, derivativePath(picture.sha256, WIDTH, 'jpeg'));

    const rotation = Number(query.rotation);
    let image = sharp(bytes).rotate((360 - rotation) % 360);
    const matrix = effectMatrix(query.effect);
    if (matrix) image = image.recomb(matrix);
    const jpeg = await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    return reply.type('image/jpeg').header('cache-control', 'private, max-age=86400').header('vary', 'cookie').send(jpeg);
  });
}
