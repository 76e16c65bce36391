/**
 * The print files of a template line (issue 10: printed as seen): each part of the design drawn by the
 * editor's own drawing module (@shop/scene/server) at 300 dpi, at the exact trim + bleed size, written as
 * an sRGB JPEG with its resolution recorded. The pictures are the originals (the customer's own sets or
 * uploads, checked again here: a line naming anyone else's picture prints nothing).
 */
import type { TemplateData } from '@shop/contracts';
import type { Scene } from '@shop/contracts/templates';
import { type Effect, effectMatrix, partPixels } from '@shop/scene';
import { renderPart, renderPartPixels } from '@shop/scene/server';
import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { greenScreenBackgrounds, pictures, subjects, userSubjects } from '../db/schema';
import { ensureComposite } from '../photojobs';
import { type FileStorage, readStored } from '../storage';
import { ownedUploads, uploadFile } from './uploads';

export const PRINT_DPI = 300;

export interface PrintableLine {
  uuid: string;
  userUuid: string;
  portal: string;
  template: { uuid: string; version?: number };
  templateData: TemplateData;
}

export interface PrintedPart {
  refId: string;
  /** The print file's key in the output storage. */
  file: string;
  width: number;
  height: number;
}

/** A template's scene (the catalogue's store) and the storage folder of its artwork; null when the portal has no such template or version. */
export type SceneOf = (portal: string, uuid: string, version?: number) => Promise<{ scene: Scene; artworkDir: string } | null>;

/** Where print files go: the shop's storage under print/ (a confirmed order), or an operator's --out. */
export interface PrintOutput {
  storage: FileStorage;
  /** '' or a folder key, without the trailing '/'. */
  prefix: string;
}

/** A template's artwork file from the storage; null for a name that is not there (the renderer leaves it out). */
const artworkLoader = (storage: FileStorage, dir: string) => async (name: string) => storage.read(`${dir}/${name}`).catch(() => null);

interface LinePicture {
  /** The original's key. */
  file: string;
  /** Green-screen pictures: what the composite needs (keys) and the job's backgrounds, first the default. */
  green: { picture: { file: string; sha: string; maskFile: string; maskSha: string }; backgrounds: { uuid: string; file: string; sha: string }[] } | null;
}

/** The line's pictures that are the customer's (own sets or uploads): uuid → original file and green-screen data. */
async function picturesOf(db: Db, line: PrintableLine): Promise<Map<string, LinePicture>> {
  const uuids = [...new Set(line.templateData.userResources.flatMap((r) => (r.image?.uuid ? [r.image.uuid] : [])))];
  const found = new Map<string, LinePicture>();
  if (!uuids.length) return found;
  const rows = await db
    .select({
      uuid: pictures.uuid,
      path: pictures.originalPath,
      sha: pictures.sha256,
      greenscreen: pictures.greenscreen,
      maskPath: pictures.maskPath,
      maskSha: pictures.maskSha256,
      job: subjects.job,
    })
    .from(pictures)
    .innerJoin(userSubjects, and(eq(userSubjects.subjectUuid, pictures.subject), eq(userSubjects.userUuid, line.userUuid)))
    .innerJoin(subjects, eq(subjects.uuid, pictures.subject))
    .where(and(inArray(pictures.uuid, uuids), eq(pictures.portal, line.portal)));
  const greenJobs = [...new Set(rows.filter((r) => r.greenscreen && r.maskPath && r.maskSha).map((r) => r.job))];
  const backgrounds = greenJobs.length
    ? await db
        .select({ uuid: greenScreenBackgrounds.uuid, job: greenScreenBackgrounds.job, file: greenScreenBackgrounds.file, sha: greenScreenBackgrounds.sha256 })
        .from(greenScreenBackgrounds)
        .where(inArray(greenScreenBackgrounds.job, greenJobs))
        // the order of the background list, whose first is the default
        .orderBy(asc(greenScreenBackgrounds.sort), asc(greenScreenBackgrounds.importKey))
    : [];
  for (const r of rows) {
    const green =
      r.greenscreen && r.maskPath && r.maskSha
        ? { picture: { file: r.path, sha: r.sha, maskFile: r.maskPath, maskSha: r.maskSha }, backgrounds: backgrounds.filter((b) => b.job === r.job) }
        : null;
    found.set(r.uuid, { file: r.path, green });
  }
  const uploads = await ownedUploads(
    db,
    { uuid: line.userUuid, portal: line.portal },
    uuids.filter((u) => !found.has(u)),
  );
  for (const [uuid, row] of uploads) found.set(uuid, { file: uploadFile(row, 'original'), green: null });
  return found;
}

/**
 * The bytes the drawing module gets for an image resource, EXIF orientation applied as the screen's
 * derivatives are. A green-screen picture is never printed on its raw green: it is composited (the
 * account's `ensureComposite`, at the original's size) on the resource's background when that is one of
 * its job's, else on the job's first — what the screen shows.
 */
function pictureLoader(storage: FileStorage, files: Map<string, LinePicture>) {
  return async (
    image: { uuid: string; background?: string | null; overrideEffect?: Effect },
    drawn?: { width: number; height: number },
  ): Promise<Buffer | null> => {
    const found = files.get(image.uuid);
    if (!found) return null;
    const background = found.green && (found.green.backgrounds.find((b) => b.uuid === image.background) ?? found.green.backgrounds[0]);
    if (found.green && background) {
      const composite = await ensureComposite(storage, found.green.picture, background, 'original');
      return forDrawing(await readStored(storage, composite), drawn, image.overrideEffect);
    }
    return forDrawing(await readStored(storage, found.file), drawn, image.overrideEffect);
  };
}

/**
 * A picture's bytes as the renderer draws them: EXIF orientation applied and, when the renderer says how
 * large it draws the whole picture (`drawn`), scaled down to that (never up). The renderer then decodes
 * and draws no more pixels than the print has — the 300 dpi render's largest cost was drawing a 6000 px
 * original into a 1500 px slot. A high-quality JPEG (4:4:4) keeps the print's colours and edges. The
 * picture's effect is applied here too (`effect`): the renderer is then told `effectsInLoader`.
 */
export async function forDrawing(bytes: Buffer, drawn?: { width: number; height: number }, effect?: Effect): Promise<Buffer> {
  let image = sharp(bytes).rotate();
  if (drawn) image = image.resize(drawn.width, drawn.height, { fit: 'fill', withoutEnlargement: true });
  // the effect in native code, with konva's numbers (the renderer is told: effectsInLoader, decision 0062)
  const matrix = effect ? effectMatrix(effect) : null;
  if (matrix) image = image.recomb(matrix);
  if (!drawn && !matrix) return image.toBuffer();
  return image.jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer();
}

/** One part of the line as PNG at `widthPx` (trim box, no bleed): the cart's preview and the proof that print equals screen. */
export async function previewPart(
  db: Db,
  storage: FileStorage,
  sceneOf: SceneOf,
  line: PrintableLine,
  partRefId: string,
  widthPx: number,
): Promise<Buffer | null> {
  const template = await sceneOf(line.portal, line.template.uuid, line.template.version);
  if (!template?.scene.parts.some((p) => p.refId === partRefId)) return null;
  const files = await picturesOf(db, line);
  return renderPart(template.scene, partRefId, line.templateData.userResources, {
    widthPx,
    year: line.templateData.year,
    loadImage: pictureLoader(storage, files),
    effectsInLoader: true,
    loadArtwork: artworkLoader(storage, template.artworkDir),
  });
}

/** A drawn part as its print file: on white, sRGB with 300 dpi recorded, JPEG q95 without chroma subsampling. */
export const printJpeg = (drawn: sharp.Sharp) =>
  drawn.flatten({ background: '#ffffff' }).withMetadata({ density: PRINT_DPI, icc: 'srgb' }).jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer();

/** Renders every part of the line into `<out>/<line uuid>/<n>-<part>.jpg`; answers what it wrote. */
export async function printLine(db: Db, storage: FileStorage, sceneOf: SceneOf, line: PrintableLine, out: PrintOutput): Promise<PrintedPart[]> {
  const template = await sceneOf(line.portal, line.template.uuid, line.template.version);
  if (!template) throw new Error(`No template ${line.template.uuid}${line.template.version ? ` version ${line.template.version}` : ''} on ${line.portal}`);
  const files = await picturesOf(db, line);
  const dir = [out.prefix, line.uuid].filter(Boolean).join('/');
  const printed: PrintedPart[] = [];
  for (const [i, part] of template.scene.parts.entries()) {
    // the drawn pixels straight into the JPEG: no PNG between (its encode was the print's largest cost, 0062)
    const pixels = await renderPartPixels(template.scene, part.refId, line.templateData.userResources, {
      dpi: PRINT_DPI,
      year: line.templateData.year,
      loadImage: pictureLoader(storage, files),
      effectsInLoader: true,
      loadArtwork: artworkLoader(storage, template.artworkDir),
    });
    const jpeg = await printJpeg(sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4 } }));
    const file = `${dir}/${String(i + 1).padStart(2, '0')}-${part.refId}.jpg`;
    await out.storage.put(file, jpeg);
    const size = partPixels(template.scene, { dpi: PRINT_DPI }, true);
    printed.push({ refId: part.refId, file, width: size.width, height: size.height });
  }
  return printed;
}
