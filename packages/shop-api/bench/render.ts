/**
 * Benchmark (issue 10): the server's print render of a 15×21 cm page at 300 dpi (1843×2551 px with the
 * 3 mm bleed): a background, two 3000×2000 photos in clipped frames (one sepia, one turned), a text and a
 * shape, rendered with @shop/scene/server and encoded as the print's JPEG (editor/print.ts: q95, 4:4:4, 300 dpi). Prints the median and minimum of 10 renders
 * and the process's resident memory. Target: median ≤ 300 ms on the 2-core machine.
 *
 *   node --import tsx packages/shop-api/bench/render.ts
 */
import { Scene } from '@shop/contracts/templates';
import { renderPart, renderPartPixels } from '@shop/scene/server';
import { forDrawing, printJpeg } from '../src/editor/print';
import sharp from 'sharp';
import * as v from 'valibot';

const RUNS = Number(process.env.RUNS ?? 10);
const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#6688aa' } })
  .composite([
    {
      input: await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#cc5533' } })
        .png()
        .toBuffer(),
      top: 0,
      left: 0,
    },
  ])
  .jpeg({ quality: 90 })
  .toBuffer();

const scene = v.parse(Scene, {
  formatVersion: 1,
  width: 150,
  height: 210,
  parts: [
    {
      refId: 'page',
      name: 'part.front',
      background: { colour: '#F5F0E6' },
      elements: [
        { kind: 'image', id: 'a', x: 10, y: 10, width: 130, height: 90, cornerRadius: 4 },
        { kind: 'image', id: 'b', x: 10, y: 105, width: 62, height: 80 },
        { kind: 'shape', shape: 'heart', x: 80, y: 110, width: 40, height: 35, fill: '#C52B2B' },
        { kind: 'text', id: 't', x: 78, y: 150, width: 62, height: 45, text: 'Happy birthday Emma', family: 'Lobster', size: 28, colour: '#222222' },
      ],
    },
  ],
});
const resources = [
  { id: 'a', fullId: 'page/a', image: { uuid: 'a', width: 3000, height: 2000, overrideEffect: (process.env.EFFECT ?? 'sepia') as 'sepia' } },
  { id: 'b', fullId: 'page/b', image: { uuid: 'b', width: 3000, height: 2000, rotation: 90 as const } },
];

const times: number[] = [];
let size = 0;
for (let i = 0; i < RUNS + 1; i++) {
  const start = performance.now();
  // the server's own loader step (editor/print.ts): EXIF orientation, scaled to the size drawn
  // (LOADER=full: the picture at its own size, as before decision 0059, for comparison)
  // the effect applied by the loader (sharp's recomb), as editor/print.ts does (EFFECTS=konva: konva's filter in JavaScript)
  const inLoader = process.env.EFFECTS !== 'konva';
  const options = {
    dpi: 300,
    effectsInLoader: inLoader,
    loadImage: (image: { overrideEffect?: 'original' | 'bw' | 'sepia' }, drawn?: { width: number; height: number }) =>
      forDrawing(photo, process.env.LOADER === 'full' ? undefined : drawn, inLoader ? image.overrideEffect : undefined),
  };
  // the print's own path (editor/print.ts): the drawn pixels into sharp's JPEG (ENCODE=png: through a PNG, as before decision 0062)
  const jpeg =
    process.env.ENCODE === 'png'
      ? await printJpeg(sharp(await renderPart(scene, 'page', resources, options)))
      : await (async () => {
          const pixels = await renderPartPixels(scene, 'page', resources, options);
          return printJpeg(sharp(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: 4 } }));
        })();
  // the first render loads fonts and warms up: not counted
  if (i > 0) times.push(performance.now() - start);
  size = jpeg.length;
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(
  `15×21 cm at 300 dpi (1843×2551 px): median ${median.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms over ${RUNS}; JPEG ${(size / 1024).toFixed(0)} KB`,
);
console.log(`resident memory ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`);
