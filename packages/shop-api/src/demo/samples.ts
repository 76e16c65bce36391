/**
 * Each demo portal's sample portraits and its front-page photograph (decision 0104), drawn like the demo's
 * picture sets (demo/portraits.ts) and written once into the storage as the portal's assets
 * (portals/samples.ts names the files). The photograph is tinted in the portal's brand colour.
 */
import sharp from 'sharp';
import { samplesFolder } from '../portals/samples';
import type { FileStorage } from '../storage';
import { pictureSvg, randomPerson, type PictureSpec } from './portraits';

const SAMPLES: Array<{ kind: 'portrait' | 'group'; n: number; spec: (portal: string) => PictureSpec; size: [number, number] }> = [
  ...[1, 2, 3].map((n) => ({
    kind: 'portrait' as const,
    n,
    spec: (portal: string) => ({
      seed: `sample:${portal}:${n}`,
      layout: 'portrait' as const,
      people: [randomPerson(`sample:${portal}:${n}`, 0.9)],
      style: 'casual' as const,
    }),
    size: [640, 800] as [number, number],
  })),
  {
    kind: 'group',
    n: 1,
    spec: (portal: string) => ({ seed: `sample:${portal}:group`, layout: 'group', people: [], groupSize: 12 }),
    size: [960, 640],
  },
];

export const frontPhotoKey = (portal: string) => `static/portals/${portal}/front.jpg`;

/** Writes the portal's sample portraits and front photograph that are missing; answers the keys written. */
export async function ensureDemoSamples(storage: FileStorage, portal: string, brandColour: string): Promise<string[]> {
  const have = new Set(await storage.list(`static/portals/${portal}/`));
  const written: string[] = [];
  for (const s of SAMPLES) {
    const key = `${samplesFolder(portal)}${s.kind}-${s.n}-${s.size[0]}x${s.size[1]}.jpg`;
    if (have.has(key)) continue;
    const jpeg = await sharp(Buffer.from(pictureSvg(s.spec(portal))))
      .resize(s.size[0], s.size[1])
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    await storage.put(key, jpeg);
    written.push(key);
  }
  const front = frontPhotoKey(portal);
  if (!have.has(front)) {
    const svg = pictureSvg({ seed: `front:${portal}`, layout: 'group', people: [], groupSize: 9 });
    // in the portal's colour: the brand's hue over the photograph's light and shade
    const jpeg = await sharp(Buffer.from(svg)).resize(1200, 800).tint(brandColour).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    await storage.put(front, jpeg);
    written.push(front);
  }
  return written;
}
