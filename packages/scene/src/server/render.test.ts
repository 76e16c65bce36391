import { Scene } from '@shop/contracts/templates';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { canvasMeasure } from '../draw';
import { effectMatrix } from '../effects';
import { shrinkToFit } from '../text';
import { renderPart, renderPartPixels, setupServerRendering } from './index';

/** A 400×200 picture: the top half red, the bottom half blue. */
function twoColourPicture() {
  const canvas = createCanvas(400, 200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#FF0000';
  ctx.fillRect(0, 0, 400, 100);
  ctx.fillStyle = '#0000FF';
  ctx.fillRect(0, 100, 400, 100);
  return canvas.toBuffer('image/png');
}

async function pixels(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height);
  return {
    width: image.width,
    height: image.height,
    at: (x: number, y: number) => {
      const i = (Math.round(y) * image.width + Math.round(x)) * 4;
      return [data.data[i], data.data[i + 1], data.data[i + 2]] as [number, number, number];
    },
    /** How many pixels of a box differ from a colour by more than a little. */
    differing: (x0: number, y0: number, w: number, h: number, rgb: [number, number, number]) => {
      let n = 0;
      for (let y = y0; y < y0 + h; y++)
        for (let x = x0; x < x0 + w; x++) {
          const i = (y * image.width + x) * 4;
          if (Math.abs((data.data[i] ?? 0) - rgb[0]) + Math.abs((data.data[i + 1] ?? 0) - rgb[1]) + Math.abs((data.data[i + 2] ?? 0) - rgb[2]) > 60) n++;
        }
      return n;
    },
  };
}

const scene = v.parse(Scene, {
  formatVersion: 1,
  width: 100,
  height: 100,
  bleed: 3,
  parts: [
    {
      refId: 'front',
      name: 'part.front',
      background: { colour: '#FFFFFF' },
      elements: [
        { kind: 'image', id: 'photo', x: 10, y: 10, width: 40, height: 40 },
        { kind: 'text', id: 'greeting', x: 10, y: 60, width: 80, height: 30, text: 'Hello Emma', family: 'Roboto', size: 30, colour: '#000000' },
        { kind: 'shape', shape: 'rect', x: 60, y: 10, width: 30, height: 20, fill: '#00FF00' },
      ],
    },
  ],
});
const PICTURE = '0a3c8a1e-6a6b-4b39-9a8e-8c1d2f3e4a5b';
const picture = twoColourPicture();
const loadPicture = async (image: { uuid: string }) => (image.uuid === PICTURE ? picture : null);
const photo = (extra: object = {}) => ({ id: 'photo', fullId: 'front/photo', image: { uuid: PICTURE, width: 400, height: 200, ...extra } });
// 1 px per mm: slot (10,10)–(50,50), text (10,60)–(90,90), shape (60,10)–(90,30)
const render = (resources: object[]) => renderPart(scene, 'front', resources as never, { widthPx: 100, loadImage: loadPicture });

describe('renderPart', () => {
  it('draws a filled slot with the picture, an empty one as background', async () => {
    const empty = await pixels(await render([]));
    expect(empty.at(30, 30)).toEqual([255, 255, 255]);
    expect(empty.at(75, 20)).toEqual([0, 255, 0]);
    const filled = await pixels(await render([photo()]));
    // cover crop of a 2:1 picture into a square: the middle half, top red, bottom blue
    expect(filled.at(30, 15)).toEqual([255, 0, 0]);
    expect(filled.at(30, 45)).toEqual([0, 0, 255]);
    // nothing drawn outside the slot
    expect(filled.at(5, 30)).toEqual([255, 255, 255]);
    expect(filled.at(55, 30)).toEqual([255, 255, 255]);
  });

  it('turns a picture 90° counter-clockwise: its top goes to the left', async () => {
    const turned = await pixels(await render([photo({ rotation: 90 })]));
    expect(turned.at(15, 30)).toEqual([255, 0, 0]);
    expect(turned.at(45, 30)).toEqual([0, 0, 255]);
    const upsideDown = await pixels(await render([photo({ rotation: 180 })]));
    expect(upsideDown.at(30, 15)).toEqual([0, 0, 255]);
  });

  it('uses the crop rectangle in the picture’s pixels', async () => {
    // the bottom-right 100×100 of the picture: all blue
    const cropped = await pixels(await render([photo({ cropRect: { x: 300, y: 100, width: 100, height: 100 } })]));
    expect(cropped.differing(11, 11, 38, 38, [0, 0, 255])).toBe(0);
  });

  it('applies the black-and-white and sepia effects', async () => {
    const [r, g, b] = (await pixels(await render([photo({ overrideEffect: 'bw' })]))).at(30, 15);
    expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeLessThan(3);
    const sepia = (await pixels(await render([photo({ overrideEffect: 'sepia' })]))).at(30, 15);
    expect(sepia[0]).toBeGreaterThan(sepia[1]);
    expect(sepia[1]).toBeGreaterThan(sepia[2]);
  });

  it('writes the text in its slot and the customer’s colour', async () => {
    const plain = await pixels(await render([]));
    expect(plain.differing(10, 60, 80, 30, [255, 255, 255])).toBeGreaterThan(50);
    const red = await pixels(await render([{ id: 'greeting', fullId: 'front/greeting', text: 'Hello Emma', overrideColor: '#FF0000' }]));
    expect(red.differing(10, 60, 80, 30, [255, 255, 255])).toBeGreaterThan(50);
    expect(red.differing(10, 60, 80, 30, [0, 0, 0])).toBeGreaterThan(plain.differing(10, 60, 80, 30, [0, 0, 0]));
  });

  it('shrinks a long text to fit with the real font metrics', () => {
    setupServerRendering();
    const slot = { width: 80, height: 30, maxLines: 10 };
    const short = shrinkToFit('Hello', 'Roboto', 30, slot, canvasMeasure);
    expect(short).toMatchObject({ size: 30, fits: true });
    const long = shrinkToFit('Happy birthday to the best brother in the whole world', 'Roboto', 30, slot, canvasMeasure);
    expect(long.fits).toBe(true);
    expect(long.size).toBeLessThan(30);
    expect(long.size).toBeGreaterThanOrEqual(12);
    // measured with each font's own file (a missing font would measure every family alike)
    const widths = ['Roboto', 'Anton', 'Pacifico', 'Great Vibes'].map((f) => canvasMeasure('Happy birthday', f, 10).toFixed(1));
    expect(new Set(widths).size).toBe(4);
  });

  it('prints at 300 dpi at the exact trim + bleed size', async () => {
    const png = await renderPart(scene, 'front', [photo()] as never, { dpi: 300, loadImage: loadPicture });
    const print = await pixels(png);
    // (100 + 2 × 3) mm at 300 dpi
    expect([print.width, print.height]).toEqual([Math.round((106 * 300) / 25.4), Math.round((106 * 300) / 25.4)]);
    // the slot's centre, 3 mm bleed in: (3 + 30) mm, red at the top quarter of the slot (3 + 15 mm)
    const mm = 300 / 25.4;
    expect(print.at(33 * mm, 18 * mm)).toEqual([255, 0, 0]);
    const jpeg = await renderPart(scene, 'front', [] as never, { dpi: 300, loadImage: loadPicture, format: 'jpeg' });
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('gives the pixels themselves, the same as its PNG holds (the print encodes them once, as JPEG)', async () => {
    const resources = [photo({ overrideEffect: 'sepia', rotation: 90 }), { id: 'greeting', fullId: 'front/greeting', text: 'Hello Emma' }] as never;
    const png = await pixels(await renderPart(scene, 'front', resources, { dpi: 150, loadImage: loadPicture }));
    const raw = await renderPartPixels(scene, 'front', resources, { dpi: 150, loadImage: loadPicture });
    expect([raw.width, raw.height]).toEqual([png.width, png.height]);
    expect(raw.data.length).toBe(raw.width * raw.height * 4);
    let differing = 0;
    for (let y = 0; y < raw.height; y++)
      for (let x = 0; x < raw.width; x++) {
        const i = (y * raw.width + x) * 4;
        const [r, g, b] = png.at(x, y);
        if (raw.data[i] !== r || raw.data[i + 1] !== g || raw.data[i + 2] !== b) differing++;
      }
    expect(differing).toBe(0);
    // and not a blank canvas: the sepia picture and the text are in it
    expect(new Set(Array.from({ length: 200 }, (_, k) => raw.data[k * 4 * Math.floor((raw.width * raw.height) / 200)])).size).toBeGreaterThan(2);
  });

  it('with effectsInLoader draws the loader’s sepia picture as it is, and prints what konva’s filter prints', async () => {
    // the loader's side: the effect's matrix on every pixel of the picture (as sharp's recomb does on the server)
    const inLoader = async (image: { uuid: string; overrideEffect?: 'original' | 'bw' | 'sepia' }) => {
      const source = await loadImage(picture);
      const canvas = createCanvas(source.width, source.height);
      const ctx = canvas.getContext('2d');
      ctx.drawImage(source, 0, 0);
      const data = ctx.getImageData(0, 0, source.width, source.height);
      const m = effectMatrix(image.overrideEffect ?? 'original');
      for (let i = 0; m && i < data.data.length; i += 4) {
        const [r, g, b] = [data.data[i]!, data.data[i + 1]!, data.data[i + 2]!];
        for (let c = 0; c < 3; c++) data.data[i + c] = m[c]![0] * r + m[c]![1] * g + m[c]![2] * b;
      }
      ctx.putImageData(data, 0, 0);
      return canvas.toBuffer('image/png');
    };
    const resources = [photo({ overrideEffect: 'sepia', rotation: 90 })] as never;
    const filtered = await renderPartPixels(scene, 'front', resources, { dpi: 100, loadImage: loadPicture });
    const loaded = await renderPartPixels(scene, 'front', resources, { dpi: 100, loadImage: inLoader, effectsInLoader: true });
    let sum = 0;
    for (let i = 0; i < filtered.data.length; i++) sum += Math.abs(filtered.data[i]! - loaded.data[i]!);
    console.log(`sepia in the loader against konva’s filter: ${((sum / filtered.data.length / 255) * 100).toFixed(3)} %`);
    expect(sum / filtered.data.length / 255).toBeLessThan(0.005);
    // not filtered twice: sepia on sepia is far further from it (the slot is a sixth of the page)
    const twice = await renderPartPixels(scene, 'front', resources, { dpi: 100, loadImage: inLoader });
    let off = 0;
    for (let i = 0; i < filtered.data.length; i++) off += Math.abs(filtered.data[i]! - twice.data[i]!);
    expect(sum).toBeLessThan(off / 10);
  });

  it('asks the loader for the size it draws the picture at, and a picture scaled down to it prints the same', async () => {
    const asked: Array<{ width: number; height: number } | undefined> = [];
    // a 4000×2000 picture in the 40 mm slot of a part 200 px wide (2 px per mm): an 80 px square slot
    const big = createCanvas(4000, 2000);
    const ctx = big.getContext('2d');
    ctx.fillStyle = '#FF0000';
    ctx.fillRect(0, 0, 4000, 1000);
    ctx.fillStyle = '#0000FF';
    ctx.fillRect(0, 1000, 4000, 1000);
    const full = big.toBuffer('image/png');
    const scaled = (w: number, h: number) => {
      const small = createCanvas(w, h);
      small.getContext('2d').drawImage(big, 0, 0, w, h);
      return small.toBuffer('image/png');
    };
    const resource = { id: 'photo', fullId: 'front/photo', image: { uuid: PICTURE, width: 4000, height: 2000, rotation: 90 } };
    const asFull = await renderPart(scene, 'front', [resource] as never, { widthPx: 200, loadImage: async () => full });
    const asScaled = await renderPart(scene, 'front', [resource] as never, {
      widthPx: 200,
      loadImage: async (_image, drawn) => {
        asked.push(drawn);
        return drawn ? scaled(drawn.width, drawn.height) : full;
      },
    });
    // turned 90°: the 2000 px side covers the 80 px slot, so the 4000 px side is drawn 160 px
    expect(asked).toEqual([{ width: 160, height: 80 }]);
    const [a, b] = await Promise.all([pixels(asFull), pixels(asScaled)]);
    let off = 0;
    for (let y = 0; y < a.height; y++) for (let x = 0; x < a.width; x++) off += a.at(x, y).reduce((sum, c, i) => sum + Math.abs(c! - b.at(x, y)[i]!), 0);
    expect(off / (a.width * a.height * 3 * 255)).toBeLessThan(0.005);
    // a resource without the picture's size: the loader gets no size (the drawing reads the loaded picture's)
    asked.length = 0;
    await renderPart(scene, 'front', [{ ...resource, image: { uuid: PICTURE } }] as never, {
      widthPx: 200,
      loadImage: async (_image, drawn) => {
        asked.push(drawn);
        return full;
      },
    });
    expect(asked).toEqual([undefined]);
  });
});
