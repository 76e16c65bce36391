/**
 * Where picture files live in the storage (storage/: the folder FILES_DIR or S3), and the derivatives
 * made of them with sharp. Keys:
 *
 *   originals/<portal>/<job key>/<sha256>.<ext>      the imported files as delivered (pictures, masks,
 *                                                    green-screen backgrounds), never changed
 *   photographers/<sha256>.<ext>                     photographers' logos
 *   derivatives/<sha[0,2]>/<sha256>/w320.jpg|webp    320, 640 and 800 wide (never enlarged),
 *                                   w640.…, w800.…   EXIF orientation applied, sRGB, no metadata
 *                                   t120.jpg|webp    thumbnail inside a 120x120 box
 *   derivatives/<key[0,2]>/<key>/w320.png|webp, …    green-screen cut-outs (alpha), key = cutoutKey()
 *
 * Derivatives are keyed by content only, so they are shared by every job and every database that
 * imports the same file, and a file that exists is never made again. The storage writes a file whole
 * (storage.put): parallel imports and instances never see half a file.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';
import { type FileStorage, readStored } from '../storage';

/** What sharp reads a picture from: a file of this machine (an import folder), bytes, or a storage key read when needed. */
export type ImageSource = string | Buffer | { key: string };
const input = (storage: FileStorage, source: ImageSource): Promise<string | Buffer> =>
  typeof source === 'object' && !Buffer.isBuffer(source) ? readStored(storage, source.key) : Promise.resolve(source);

export const DERIVATIVE_WIDTHS = [320, 640, 800] as const;
export const THUMBNAIL_BOX = 120;
export type DerivativeSize = (typeof DERIVATIVE_WIDTHS)[number] | 'thumb';
export const DERIVATIVE_SIZES: DerivativeSize[] = [...DERIVATIVE_WIDTHS, 'thumb'];

/** Input formats the import accepts (sharp's metadata().format) and the extension originals get. */
export const SUPPORTED_FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', tiff: 'tif' };
/** Logos may also be SVG. */
export const LOGO_FORMATS: Record<string, string> = { ...SUPPORTED_FORMATS, svg: 'svg' };

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

const sizeName = (size: DerivativeSize) => (size === 'thumb' ? `t${THUMBNAIL_BOX}` : `w${size}`);
const contentDir = (key: string) => `derivatives/${key.slice(0, 2)}/${key}`;

export function originalPath(portal: string, jobKey: string, sha: string, ext: string): string {
  return `originals/${portal}/${jobKey}/${sha}.${ext}`;
}

export function logoPath(sha: string, ext: string): string {
  return `photographers/${sha}.${ext}`;
}

/** A picture's (or background's) derivative's key. */
export function derivativePath(sha: string, size: DerivativeSize, format: 'jpeg' | 'webp'): string {
  return `${contentDir(sha)}/${sizeName(size)}.${format === 'jpeg' ? 'jpg' : 'webp'}`;
}

/** The cut-out of a green-screen picture depends on the picture and its mask. */
export function cutoutKey(pictureSha: string, maskSha: string): string {
  return sha256Hex(`cutout:${pictureSha}:${maskSha}`);
}

/** A green-screen picture's cut-out derivative's key (transparent background). */
export function cutoutPath(pictureSha: string, maskSha: string, size: DerivativeSize, format: 'png' | 'webp'): string {
  return `${contentDir(cutoutKey(pictureSha, maskSha))}/${sizeName(size)}.${format}`;
}

/** A file of this machine's disk, whole or not at all (operator output folders, the demo's import folders). */
export async function writeFileAtomic(target: string, data: Buffer | string, mode = 0o644): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, data, { mode });
    await rename(temp, target);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}

/** Copies a file of this machine's disk into the storage under `key` unless it is there already; answers whether it copied. */
export async function keepOriginal(storage: FileStorage, source: string, key: string): Promise<boolean> {
  if (await storage.head(key)) return false;
  await storage.putFile(key, source);
  return true;
}

/** Which of `wanted` keys the storage lacks: one listing of their folder, not a request per file. */
async function missingOf<T extends { key: string }>(storage: FileStorage, folder: string, wanted: T[]): Promise<T[]> {
  const have = new Set(await storage.list(`${folder}/`));
  return wanted.filter((w) => !have.has(w.key));
}

/** Raw pixels and their layout, shared by the sizes made from one decode. */
interface Raw {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

// encoder settings: libjpeg-turbo with optimised Huffman tables and WebP at effort 2 make a picture's
// eight derivatives in about a tenth of a second; mozjpeg and WebP's default effort take four times as long
const JPEG: sharp.JpegOptions = { quality: 82, progressive: true, optimiseCoding: true };
const WEBP: sharp.WebpOptions = { quality: 80, effort: 2 };

const fromRaw = (raw: Raw) => sharp(raw.data, { raw: raw.info });
const resizeFor = (size: DerivativeSize): sharp.ResizeOptions =>
  size === 'thumb' ? { width: THUMBNAIL_BOX, height: THUMBNAIL_BOX, fit: 'inside', withoutEnlargement: true } : { width: size, withoutEnlargement: true };

/**
 * Makes the derivatives of a picture or background that are missing; answers how many it wrote.
 * Decodes the source once (at most 800 wide) and makes every size from that. Throws on a file sharp
 * cannot decode completely (a truncated JPEG too).
 */
export async function ensureDerivatives(storage: FileStorage, source: ImageSource, sha: string): Promise<number> {
  const wanted = DERIVATIVE_SIZES.flatMap((size) => (['jpeg', 'webp'] as const).map((format) => ({ size, format, key: derivativePath(sha, size, format) })));
  const missing = await missingOf(storage, contentDir(sha), wanted);
  if (missing.length === 0) return 0;
  const { data, info } = await sharp(await input(storage, source), { failOn: 'warning' })
    .rotate()
    .toColourspace('srgb')
    .flatten({ background: '#ffffff' })
    .resize({ width: Math.max(...DERIVATIVE_WIDTHS), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw: Raw = { data, info: { width: info.width, height: info.height, channels: info.channels } };
  for (const m of missing) {
    const pipeline = fromRaw(raw).resize(resizeFor(m.size));
    const out = m.format === 'jpeg' ? await pipeline.jpeg(JPEG).toBuffer() : await pipeline.webp(WEBP).toBuffer();
    await storage.put(m.key, out);
  }
  return missing.length;
}

/**
 * Throws when sharp cannot decode the file completely (a truncated JPEG too): the import checks every
 * new image so before it writes a row; the derivatives are made later by the job queue.
 */
export async function checkDecodes(file: string): Promise<void> {
  await sharp(file, { failOn: 'warning' })
    .rotate()
    .resize({ width: Math.max(...DERIVATIVE_WIDTHS), withoutEnlargement: true })
    .raw()
    .toBuffer();
}

/**
 * The full-size cut-out of a green-screen picture: its pixels with the mask as alpha, and the green
 * spill on the semi-transparent edge taken out. PNG-ready RGBA (downloads with background
 * 'transparent', composition on a green-screen background).
 */
export async function cutoutRaw(pictureFile: string | Buffer, maskFile: string | Buffer, maxWidth?: number): Promise<Raw> {
  let source = sharp(pictureFile, { failOn: 'warning' }).rotate().toColourspace('srgb').removeAlpha();
  if (maxWidth) source = source.resize({ width: maxWidth, withoutEnlargement: true });
  const picture = await source.raw().toBuffer({ resolveWithObject: true });
  const { width, height } = picture.info;
  const mask = await sharp(maskFile, { failOn: 'warning' })
    .rotate()
    .flatten({ background: '#000000' })
    .greyscale()
    .resize(width, height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const rgba = Buffer.alloc(width * height * 4);
  const rgb = picture.data;
  for (let p = 0, q = 0; p < width * height; p++, q += 3) {
    const a = mask[p]!;
    let r = rgb[q]!;
    let g = rgb[q + 1]!;
    let b = rgb[q + 2]!;
    if (a > 0 && a < 255) {
      // despill: on the blended edge, green never exceeds the brighter of red and blue
      const cap = Math.max(r, b);
      if (g > cap) g = cap;
    }
    if (a === 0) r = g = b = 0;
    rgba[p * 4] = r;
    rgba[p * 4 + 1] = g;
    rgba[p * 4 + 2] = b;
    rgba[p * 4 + 3] = a;
  }
  return { data: rgba, info: { width, height, channels: 4 } };
}

/** Makes the missing cut-out derivatives (PNG and WebP with alpha) of a green-screen picture. */
export async function ensureCutoutDerivatives(
  storage: FileStorage,
  picture: ImageSource,
  pictureSha: string,
  mask: ImageSource,
  maskSha: string,
): Promise<number> {
  const wanted = DERIVATIVE_SIZES.flatMap((size) =>
    (['png', 'webp'] as const).map((format) => ({ size, format, key: cutoutPath(pictureSha, maskSha, size, format) })),
  );
  const missing = await missingOf(storage, contentDir(cutoutKey(pictureSha, maskSha)), wanted);
  if (missing.length === 0) return 0;
  const raw = await cutoutRaw(await input(storage, picture), await input(storage, mask), Math.max(...DERIVATIVE_WIDTHS));
  for (const m of missing) {
    const pipeline = fromRaw(raw).resize(resizeFor(m.size));
    const out = m.format === 'png' ? await pipeline.png({ compressionLevel: 6 }).toBuffer() : await pipeline.webp({ ...WEBP, alphaQuality: 90 }).toBuffer();
    await storage.put(m.key, out);
  }
  return missing.length;
}

/** The key of a green-screen picture's composite on a background. */
export function compositePath(
  picture: { sha: string; maskSha: string },
  background: { sha: string },
  width: (typeof DERIVATIVE_WIDTHS)[number] | 'original',
): string {
  const name = width === 'original' ? 'original' : sizeName(width);
  return `${contentDir(sha256Hex(`composite:${picture.sha}:${picture.maskSha}:${background.sha}`))}/${name}.jpg`;
}

/**
 * A green-screen picture on one of its job's backgrounds, at a derivative width (what thumbnails and the
 * viewer show) or at the original's size ('original': the editor's print files): made once from the
 * cut-out and kept in the storage; the file depends on picture, mask and background. Answers its key.
 */
export async function ensureComposite(
  storage: FileStorage,
  picture: { file: string; sha: string; maskFile: string; maskSha: string },
  background: { file: string; sha: string },
  width: (typeof DERIVATIVE_WIDTHS)[number] | 'original',
): Promise<string> {
  const relative = compositePath(picture, background, width);
  if (await storage.head(relative)) return relative;
  await storage.put(relative, await drawComposite(storage, picture, background, width));
  return relative;
}

/** The composite's JPEG, drawn from the cut-out and the background (not kept: ensureComposite keeps it). */
export async function drawComposite(
  storage: FileStorage,
  picture: { file: string; sha: string; maskFile: string; maskSha: string },
  background: { file: string; sha: string },
  width: (typeof DERIVATIVE_WIDTHS)[number] | 'original',
): Promise<Buffer> {
  const cut = await cutoutRaw(await readStored(storage, picture.file), await readStored(storage, picture.maskFile), width === 'original' ? undefined : width);
  const overlay = await sharp(cut.data, { raw: cut.info }).png().toBuffer();
  return sharp(await readStored(storage, background.file))
    .rotate()
    .toColourspace('srgb')
    .resize(cut.info.width, cut.info.height, { fit: 'cover' })
    .removeAlpha()
    .composite([{ input: overlay }])
    .jpeg(width === 'original' ? { quality: 95, chromaSubsampling: '4:4:4' } : { quality: 85, mozjpeg: true })
    .toBuffer();
}
