/**
 * Template previews (spec 2: /templates/all/{preview.large}) drawn from the scene by the one drawing
 * module (@shop/scene, decision 0050), never by a second renderer: the first part (a card's front, a
 * calendar's cover) at 640 px wide (spec 2 section 9: preview image size). Personalised with a picture
 * set's own pictures in the photo slots (spec 2: userImagePreviews) the way the list prefills them, or, until
 * the parent's own set is known, with the portal's sample portraits (decision 0104); plain without either. Each is drawn once and kept in the storage beside the version's artwork, keyed by the pictures used;
 * requests for one that is being drawn wait for it instead of drawing it again.
 */
import { createHash } from 'node:crypto';
import type { Scene } from '@shop/contracts';
import { renderPart } from '@shop/scene/server';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pictures } from '../db/schema';
import { derivativeOrDrawn, derivativePath } from '../photojobs';
import { samplePortraits } from '../portals/samples';
import type { FileStorage } from '../storage';
import { templateDir } from './import';
import { prefill, type SetForTemplates } from './qualify';

export const PREVIEW_WIDTH = 640;
const drawing = new Map<string, Promise<string>>();

/** Sample portraits stand in the set's pictures under uuids of their own (never a picture row's). */
const SAMPLE = 'sample:';

/** The portal's sample portraits as a set to fill previews with, or null when the portal has none. */
export async function sampleSet(storage: FileStorage, portal: string): Promise<SetForTemplates | null> {
  const samples = await samplePortraits(storage, portal);
  if (!samples.length) return null;
  return {
    uuid: SAMPLE,
    name: '',
    group: '',
    jobName: '',
    job: '',
    pictures: samples.map((p) => ({
      uuid: `${SAMPLE}${p.key}`,
      webshopId: 0,
      width: p.width,
      height: p.height,
      pictureType: p.group ? 'GP' : 'IP',
      groupPicture: p.group,
    })),
  };
}

/** A sample portrait's bytes by its stand-in uuid (null for any other uuid). */
export const loadSample = (storage: FileStorage, uuid: string): Promise<Buffer | null> =>
  uuid.startsWith(SAMPLE) ? storage.read(uuid.slice(SAMPLE.length)) : Promise.resolve(null);

export interface PreviewTemplate {
  uuid: string;
  version: number;
  supportedYears: number[];
  scene: Scene;
}

/** The preview's key in the storage (drawn now when the storage lacks it). */
export async function previewFile(db: Db, storage: FileStorage, t: PreviewTemplate, set: SetForTemplates | null, locale: string): Promise<string> {
  const resources = set ? prefill(t.scene, set) : [];
  const used = resources.flatMap((r) => (r.image ? [r.image.uuid] : []));
  // the file name says which pictures it shows: a set whose pictures change gets a new one
  const key = used.length ? createHash('sha256').update(used.join(',')).digest('hex').slice(0, 24) : 'plain';
  const dir = templateDir(t.uuid, t.version);
  const file = `${dir}/previews/${key}-${locale}.png`;
  if (await storage.head(file)) return file;
  const running = drawing.get(file);
  if (running) return running;
  const work = (async () => {
    const own = used.filter((uuid) => !uuid.startsWith(SAMPLE));
    const rows = own.length
      ? await db.select({ uuid: pictures.uuid, sha: pictures.sha256, original: pictures.originalPath }).from(pictures).where(inArray(pictures.uuid, own))
      : [];
    const byUuid = new Map(rows.map((r) => [r.uuid, r]));
    const png = await renderPart(t.scene, t.scene.parts[0]!.refId, resources, {
      widthPx: PREVIEW_WIDTH,
      year: t.supportedYears[0] ?? null,
      locale,
      loadImage: async (image) => {
        if (image.uuid.startsWith(SAMPLE)) return loadSample(storage, image.uuid);
        const row = byUuid.get(image.uuid);
        if (!row) return null;
        // the job queue's 640, or drawn now until it has made it
        return (await derivativeOrDrawn(storage, { file: row.original, sha: row.sha }, 640, derivativePath(row.sha, 640, 'jpeg'))).bytes;
      },
      // artwork names are plain file names inside the version's folder (the import checked them)
      loadArtwork: (name) => storage.read(`${dir}/${name}`),
    });
    await storage.put(file, png);
    return file;
  })();
  drawing.set(file, work);
  try {
    return await work;
  } finally {
    drawing.delete(file);
  }
}
