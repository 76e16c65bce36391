/**
 * A portal's sample portraits (decision 0104): the pictures a visitor sees in template previews and on package
 * cards until the parent's own picture set is known. Portal assets in the storage, beside the logo's folder:
 * static/portals/<portal>/samples/<kind>-<n>-<width>x<height>.jpg, kind 'portrait' (one person) or 'group',
 * served at /static/portals/<portal>/samples/… like the portal's other files. The name carries the size, so
 * nothing is read to list them; the demo seeds each portal's (demo/samples.ts), an operator replaces the files.
 */
import type { FileStorage } from '../storage';

export interface SamplePortrait {
  /** The storage key. */
  key: string;
  /** Where the browser gets it. */
  url: string;
  width: number;
  height: number;
  group: boolean;
}

export const samplesFolder = (portal: string) => `static/portals/${portal}/samples/`;
const NAME = /^(portrait|group)-(\d{1,3})-(\d{2,5})x(\d{2,5})\.jpe?g$/;
/** The list is read at most this often per portal (a preview or the package offers ask for it on every request). */
const KEEP_MS = 60_000;
const known = new Map<string, { at: number; list: Promise<SamplePortrait[]> }>();

/** The portal's sample portraits, portraits first, each kind in its number's order. */
export function samplePortraits(storage: FileStorage, portal: string): Promise<SamplePortrait[]> {
  const cached = known.get(portal);
  if (cached && Date.now() - cached.at < KEEP_MS) return cached.list;
  const list = storage.list(samplesFolder(portal)).then((keys) =>
    keys
      .flatMap((key) => {
        const m = NAME.exec(key.slice(key.lastIndexOf('/') + 1));
        return m ? [{ key, url: `/${key}`, width: Number(m[3]), height: Number(m[4]), group: m[1] === 'group', n: Number(m[2]) }] : [];
      })
      .sort((a, b) => Number(a.group) - Number(b.group) || a.n - b.n)
      .map(({ n: _n, ...sample }) => sample),
  );
  // a failed listing is not kept: the next request asks the storage again
  list.catch(() => known.delete(portal));
  known.set(portal, { at: Date.now(), list });
  return list;
}

/** Forgets the listings (the demo's seed and tests that write sample files). */
export function forgetSamplePortraits(): void {
  known.clear();
}
