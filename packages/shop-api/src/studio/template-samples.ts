/**
 * The sample pictures a template check's previews are filled with (issue 32): a portrait, a second one, a
 * landscape pair and a group picture, so every kind of photo slot shows a picture. A portal's own sample
 * portraits (decision 0104: the files of its samples folder, which the shop's previews use too) when it has
 * them; else the demo's drawn portraits (demo/portraits.ts), drawn once by sharp and kept in the storage like
 * any picture (the previews are drawn on any instance). `samplesFor` is the one place that picks them.
 */
import type { FileStorage } from '../storage';
import { pictureSvg, randomPerson, SIZES, type Layout } from '../demo/portraits';
import { createHash } from 'node:crypto';
import { loadSample, sampleSet, type SetForTemplates } from '../templates';
import sharp from 'sharp';

export interface SampleSet {
  /** Names the set in a preview's file name: other pictures, another preview. */
  id: string;
  /** The set as the template lists' prefill takes it (a subject's pictures in order). */
  set: SetForTemplates;
  /** A picture's bytes by its uuid (a JPEG at most 900 px wide: previews are 640 px). */
  load(uuid: string): Promise<Buffer | null>;
}

const DEMO: Array<{ uuid: string; layout: Layout; type: 'IP' | 'GP'; people: number }> = [
  { uuid: '00000000-0000-4000-8000-00000000a001', layout: 'portrait', type: 'IP', people: 1 },
  { uuid: '00000000-0000-4000-8000-00000000a002', layout: 'portrait', type: 'IP', people: 1 },
  { uuid: '00000000-0000-4000-8000-00000000a003', layout: 'pair', type: 'IP', people: 2 },
  { uuid: '00000000-0000-4000-8000-00000000a004', layout: 'group', type: 'GP', people: 1 },
];
const WIDTH = 900;
/** The drawing's own proportions (demo/portraits.ts SIZES) at WIDTH. */
const sizeOf = (layout: Layout) => ({ width: WIDTH, height: Math.round((WIDTH * SIZES[layout][1]) / SIZES[layout][0]) });

/** The demo's drawn pictures, made once into the storage (samples/demo/<uuid>.jpg). */
function demoSamples(storage: FileStorage, portalName: string): SampleSet {
  const set: SetForTemplates = {
    uuid: '00000000-0000-4000-8000-00000000a000',
    name: 'Emma Hansen',
    group: '3A',
    jobName: portalName,
    job: '00000000-0000-4000-8000-00000000a000',
    pictures: DEMO.map((p, i) => ({ uuid: p.uuid, webshopId: i + 1, pictureType: p.type, groupPicture: p.type === 'GP', ...sizeOf(p.layout) })),
  };
  return {
    id: 'demo',
    set,
    async load(uuid) {
      const spec = DEMO.find((p) => p.uuid === uuid);
      if (!spec) return null;
      const key = `samples/demo/${uuid}.jpg`;
      const kept = await storage.read(key);
      if (kept) return kept;
      const people = Array.from({ length: spec.people }, (_, i) => randomPerson(`sample:${uuid}:${i}`));
      const svg = pictureSvg({ seed: `sample:${uuid}`, layout: spec.layout, people, style: 'casual' });
      const jpeg = await sharp(Buffer.from(svg)).resize(sizeOf(spec.layout)).jpeg({ quality: 85 }).toBuffer();
      await storage.put(key, jpeg, { contentType: 'image/jpeg' });
      return jpeg;
    },
  };
}

/** The sample pictures for a portal's template previews: its own, else the demo's. */
export async function samplesFor(storage: FileStorage, portal: { key: string; name: string }): Promise<SampleSet> {
  const own = await sampleSet(storage, portal.key);
  if (!own) return demoSamples(storage, portal.name);
  // other files, another name: a check drawn with the old samples is not taken for one with the new
  const id = `portal${createHash('sha256')
    .update(own.pictures.map((p) => p.uuid).join(','))
    .digest('hex')
    .slice(0, 16)}`;
  return { id, set: own, load: (uuid) => loadSample(storage, uuid) };
}
