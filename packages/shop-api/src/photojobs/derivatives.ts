/**
 * Derivatives as work on the job queue (issue 33; decision 0093). The import (and a customer's upload)
 * writes one `derivatives` job per unit of work in its own transaction; any instance makes the files and
 * records the unit in `derivatives_made`. A unit is keyed by its content, so a file shared by two jobs is
 * made once and the job id (a uuid from the key) keeps a second job out while the first is kept.
 *
 *   image:<sha256>       a picture's or background's 320/640/800 and thumbnail, JPEG and WebP
 *   cutout:<key>         a green-screen picture's cut-outs (alpha)
 *   composite:<key>      a green-screen picture on one of its job's backgrounds, 320/640/800
 *   upload:<path>        a customer upload's 320/640/1600
 *
 * Until a unit is made, the file routes draw the asked size from the original on the fly without
 * keeping it (derivativeOrDrawn): a parent sees the picture, only the job writes to the storage.
 */
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { derivativesMade, greenScreenBackgrounds, pictures, subjects } from '../db/schema';
import { enqueueMany, type JobHandler, QUEUES } from '../jobs';
import { type FileStorage, readStored } from '../storage';
import { compositePath, cutoutKey, DERIVATIVE_WIDTHS, drawComposite, ensureComposite, ensureCutoutDerivatives, ensureDerivatives, sha256Hex } from './files';

interface Stored {
  /** The storage key of the original. */
  file: string;
  sha: string;
}

export type DerivativeUnit =
  | { kind: 'image'; key: string; source: Stored }
  | { kind: 'cutout'; key: string; picture: Stored; mask: Stored }
  | { kind: 'composite'; key: string; picture: Stored; mask: Stored; background: Stored }
  | { kind: 'upload'; key: string; path: string };

/** What a job's units are made from: its pictures and its green-screen backgrounds. */
export interface DerivativeSources {
  pictures: { file: string; sha: string; greenscreen: boolean; mask: Stored | null }[];
  backgrounds: Stored[];
}

const compositeKey = (picture: Stored, mask: Stored, background: Stored) => `composite:${sha256Hex(`composite:${picture.sha}:${mask.sha}:${background.sha}`)}`;

/** Every unit of a job, each once (two pictures of one file are one unit). */
export function derivativeUnits({ pictures: pics, backgrounds }: DerivativeSources): DerivativeUnit[] {
  const units = new Map<string, DerivativeUnit>();
  const add = (u: DerivativeUnit) => units.has(u.key) || units.set(u.key, u);
  for (const source of [...pics.map((p) => ({ file: p.file, sha: p.sha })), ...backgrounds]) add({ kind: 'image', key: `image:${source.sha}`, source });
  for (const p of pics) {
    if (!p.greenscreen || !p.mask) continue;
    const picture = { file: p.file, sha: p.sha };
    add({ kind: 'cutout', key: `cutout:${cutoutKey(p.sha, p.mask.sha)}`, picture, mask: p.mask });
    for (const background of backgrounds) add({ kind: 'composite', key: compositeKey(picture, p.mask, background), picture, mask: p.mask, background });
  }
  return [...units.values()];
}

/** The job id of a unit: a uuid made from its key, so the queue holds one job per unit. */
export function unitJobId(key: string): string {
  const h = createHash('sha256').update(`derivatives:${key}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** The keys among `keys` whose files are made. */
export async function madeUnits(db: Db, keys: string[]): Promise<Set<string>> {
  const made = new Set<string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const rows = await db
      .select({ key: derivativesMade.key })
      .from(derivativesMade)
      .where(inArray(derivativesMade.key, keys.slice(i, i + 1000)));
    for (const r of rows) made.add(r.key);
  }
  return made;
}

/** Queues the units not yet made, in the caller's transaction; answers how many it queued. */
export async function queueDerivatives(tx: Db, units: DerivativeUnit[]): Promise<number> {
  const made = await madeUnits(
    tx,
    units.map((u) => u.key),
  );
  const wanted = units.filter((u) => !made.has(u.key));
  for (let i = 0; i < wanted.length; i += 500)
    await enqueueMany(
      tx,
      QUEUES.derivatives,
      wanted.slice(i, i + 500).map((u) => ({ id: unitJobId(u.key), data: u, key: u.key })),
    );
  return wanted.length;
}

/** The units of a photo job as the database holds it. */
async function jobSources(db: Db, job: string): Promise<DerivativeSources> {
  const pics = await db
    .selectDistinct({
      file: pictures.originalPath,
      sha: pictures.sha256,
      greenscreen: pictures.greenscreen,
      maskFile: pictures.maskPath,
      maskSha: pictures.maskSha256,
    })
    .from(pictures)
    .innerJoin(subjects, eq(subjects.uuid, pictures.subject))
    .where(eq(subjects.job, job));
  const backgrounds = await db
    .select({ file: greenScreenBackgrounds.file, sha: greenScreenBackgrounds.sha256 })
    .from(greenScreenBackgrounds)
    .where(eq(greenScreenBackgrounds.job, job));
  return {
    pictures: pics.map((p) => ({ ...p, mask: p.maskFile && p.maskSha ? { file: p.maskFile, sha: p.maskSha } : null })),
    backgrounds,
  };
}

/**
 * How far the derivatives of a photo job are: `done` of its `total` units have their files (the studio's
 * import shows this as "derivatives made"). A job without pictures is 0 of 0.
 */
export async function derivativeProgress(db: Db, job: string): Promise<{ done: number; total: number }> {
  const keys = derivativeUnits(await jobSources(db, job)).map((u) => u.key);
  return { done: (await madeUnits(db, keys)).size, total: keys.length };
}

export const UPLOAD_WIDTHS = [320, 640, 1600] as const;
export type UploadWidth = (typeof UPLOAD_WIDTHS)[number];
/** A customer upload's files: `<path>/original.jpg` and its sizes `<path>/w320.jpg`, … */
export const uploadFile = (path: string, width: UploadWidth | 'original') => `${path}/${width === 'original' ? 'original' : `w${width}`}.jpg`;

const drawUpload = (original: Buffer, width: number) => sharp(original).resize({ width, withoutEnlargement: true }).jpeg({ quality: 85 }).toBuffer();

/** Makes a unit's missing files (a file that is there is not made again). */
export async function makeUnit(storage: FileStorage, unit: DerivativeUnit): Promise<void> {
  switch (unit.kind) {
    case 'image':
      await ensureDerivatives(storage, { key: unit.source.file }, unit.source.sha);
      return;
    case 'cutout':
      await ensureCutoutDerivatives(storage, { key: unit.picture.file }, unit.picture.sha, { key: unit.mask.file }, unit.mask.sha);
      return;
    case 'composite':
      for (const width of DERIVATIVE_WIDTHS)
        await ensureComposite(
          storage,
          { file: unit.picture.file, sha: unit.picture.sha, maskFile: unit.mask.file, maskSha: unit.mask.sha },
          unit.background,
          width,
        );
      return;
    case 'upload': {
      const missing: UploadWidth[] = [];
      for (const width of UPLOAD_WIDTHS) if (!(await storage.head(uploadFile(unit.path, width)))) missing.push(width);
      if (!missing.length) return;
      const original = await readStored(storage, uploadFile(unit.path, 'original'));
      for (const width of missing) await storage.put(uploadFile(unit.path, width), await drawUpload(original, width));
    }
  }
}

/** Records a unit as made (after its files are written). */
export async function recordMade(db: Db, key: string): Promise<void> {
  await db.insert(derivativesMade).values({ key }).onConflictDoNothing();
}

/**
 * The queue's handler on this instance: one unit at a time (sharp's own threads do the work), its files
 * first, then the record; a unit that fails is retried with backoff, one that fails for good is kept and
 * counted (`pnpm operator jobs`) and its pictures are drawn on request meanwhile.
 */
export function registerDerivativeJobs(app: FastifyInstance): void {
  app.shop.jobs.handle(QUEUES.derivatives, derivativeHandler(app.shop.db, app.shop.storage));
}

export const derivativeHandler =
  (db: Db, storage: FileStorage): JobHandler<DerivativeUnit> =>
  async (unit) => {
    await makeUnit(storage, unit);
    await recordMade(db, unit.key);
  };

// ---- serving before the job has run ----

/** A stored file's bytes and whether it is the kept derivative (false: drawn now, not kept). */
export interface Drawn {
  bytes: Buffer;
  kept: boolean;
}

const tryRead = (storage: FileStorage, key: string) => storage.read(key);

/** A picture's derivative JPEG: the kept one, else drawn now from the original (the job keeps it later). */
export async function derivativeOrDrawn(storage: FileStorage, original: Stored, width: (typeof DERIVATIVE_WIDTHS)[number], key: string): Promise<Drawn> {
  const kept = await tryRead(storage, key);
  if (kept) return { bytes: kept, kept: true };
  const bytes = await sharp(await readStored(storage, original.file))
    .rotate()
    .toColourspace('srgb')
    .flatten({ background: '#ffffff' })
    .resize({ width, withoutEnlargement: true })
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
  return { bytes, kept: false };
}

/** A green-screen picture on a background at a width: the kept composite, else drawn now. */
export async function compositeOrDrawn(
  storage: FileStorage,
  picture: { file: string; sha: string; maskFile: string; maskSha: string },
  background: Stored,
  width: (typeof DERIVATIVE_WIDTHS)[number],
): Promise<Drawn> {
  const kept = await tryRead(storage, compositePath(picture, background, width));
  if (kept) return { bytes: kept, kept: true };
  return { bytes: await drawComposite(storage, picture, background, width), kept: false };
}

/** An upload's size: the kept one, else drawn now from the upload's original. */
export async function uploadOrDrawn(storage: FileStorage, path: string, width: UploadWidth): Promise<Drawn> {
  const kept = await tryRead(storage, uploadFile(path, width));
  if (kept) return { bytes: kept, kept: true };
  return { bytes: await drawUpload(await readStored(storage, uploadFile(path, 'original')), width), kept: false };
}
