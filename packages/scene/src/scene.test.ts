import { Scene } from '@shop/contracts/templates';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isSunday, monthWeeks } from './calendar';
import { clampCrop, coverCrop, imagePlacement, nextRotation, partPixels } from './layout';
import { acceptSize, type Measure, shrinkToFit, textPalette, wrapLines } from './text';
import { isPartComplete, isTemplateValid, missingSlots, strayResources } from './validation';

/** Every character half as wide as the font size: a measure the tests can reason about. */
const halfEm: Measure = (text, _family, sizeMm) => text.length * sizeMm * 0.5;

export const card = v.parse(Scene, {
  formatVersion: 1,
  width: 150,
  height: 100,
  parts: [
    {
      refId: 'front',
      name: 'part.front',
      background: { colour: '#FFFFFF' },
      elements: [
        { kind: 'image', id: 'photo1', x: 10, y: 25, width: 60, height: 70 },
        { kind: 'text', id: 'greeting', x: 80, y: 40, width: 60, height: 30, text: 'Merry Christmas', family: 'Lobster', size: 24, colour: '#222222' },
      ],
    },
    {
      refId: 'inside',
      name: 'part.inside',
      background: { colour: '#FFFFFF' },
      elements: [{ kind: 'text', id: 'wish', x: 10, y: 10, width: 100, height: 40, family: 'Roboto', size: 20, colour: '#000000', required: true }],
    },
  ],
});

describe('pixels of a part', () => {
  it('prints at 300 dpi with the bleed, and scales previews to a width', () => {
    expect(partPixels(card, { dpi: 300 }, true)).toMatchObject({ width: 1843, height: 1252, offsetMm: 3 });
    expect(partPixels(card, { widthPx: 600 }, false)).toMatchObject({ width: 600, height: 400, scale: 4 });
  });
});

describe('crop and rotation', () => {
  it('crops a landscape picture to a portrait slot in the centre (cover)', () => {
    expect(coverCrop({ width: 3000, height: 2000 }, 0, { width: 60, height: 70 })).toEqual({
      x: (3000 - (2000 * 60) / 70) / 2,
      y: 0,
      width: (2000 * 60) / 70,
      height: 2000,
    });
  });

  it('crops the turned picture: a landscape picture turned 90° fills a portrait slot whole', () => {
    const crop = coverCrop({ width: 3000, height: 2000 }, 90, { width: 20, height: 30 });
    expect(crop).toEqual({ x: 0, y: 0, width: 2000, height: 3000 });
  });

  it('turns counter-clockwise in 90° steps and wraps', () => {
    expect([0, 90, 180, 270].map((r) => nextRotation(r as 0))).toEqual([90, 180, 270, 0]);
  });

  it('places a picture turned 90° counter-clockwise so its crop lands on the slot', () => {
    // 300×200 picture turned ccw becomes 200×300; the picture's top-right corner goes to the top-left
    const place = imagePlacement({ width: 300, height: 200 }, 90, { x: 0, y: 0, width: 200, height: 300 }, { width: 100, height: 150 });
    expect(place).toEqual({ x: 0, y: 150, scale: 0.5, rotation: -90 });
    // a crop of the lower half moves the picture up by that much
    const lower = imagePlacement({ width: 300, height: 200 }, 90, { x: 0, y: 150, width: 100, height: 150 }, { width: 100, height: 150 });
    expect(lower).toEqual({ x: 0, y: 300 - 150, scale: 1, rotation: -90 });
  });

  it('keeps a crop inside the picture and limits the zoom', () => {
    expect(clampCrop({ x: -50, y: 10, width: 100, height: 100 }, { width: 400, height: 300 }, 0)).toEqual({ x: 0, y: 10, width: 100, height: 100 });
    // zoomed out too far: the biggest square, still centred where it was, then moved inside
    expect(clampCrop({ x: 0, y: 0, width: 800, height: 800 }, { width: 400, height: 300 }, 0)).toEqual({ x: 100, y: 0, width: 300, height: 300 });
    expect(clampCrop({ x: 100, y: 100, width: 10, height: 10 }, { width: 400, height: 300 }, 0, 50).width).toBe(50);
  });
});

describe('text', () => {
  const slot = { width: 60, height: 30, maxLines: 10 };
  it('wraps words at the slot width and keeps explicit line breaks', () => {
    // 24 pt ≈ 8.47 mm; half-em chars ≈ 4.23 mm: 14 characters per 60 mm line
    expect(wrapLines('Merry Christmas and a happy new year\nEmma', 'Roboto', 24, 60, halfEm)).toEqual([
      'Merry',
      'Christmas and',
      'a happy new',
      'year',
      'Emma',
    ]);
  });

  it('shrinks stepwise while the text overflows, not below 12', () => {
    const fitted = shrinkToFit('Merry Christmas and a happy new year', 'Roboto', 40, slot, halfEm);
    expect(fitted.fits).toBe(true);
    expect(fitted.size).toBeLessThan(40);
    expect(shrinkToFit('Merry Christmas and a happy new year', 'Roboto', fitted.size + 1, slot, halfEm).size).toBe(fitted.size);
    const long = shrinkToFit('x'.repeat(400), 'Roboto', 60, slot, halfEm);
    expect(long).toMatchObject({ size: 12, fits: false });
  });

  it('refuses a size that would overflow and keeps the previous one', () => {
    expect(acceptSize('Hello', 'Roboto', 24, 30, slot, halfEm)).toBe(30);
    expect(acceptSize('Supercalifragilistic', 'Roboto', 24, 60, slot, halfEm)).toBe(24);
  });

  it('puts the template colour first in the palette when it is not one of them', () => {
    expect(textPalette('#c52b2b')[0]).toBe('#000000');
    expect(textPalette('#123456').slice(0, 2)).toEqual(['#123456', '#000000']);
  });
});

describe('calendar', () => {
  it('lays out January 2027 Monday first (it starts on a Friday) and knows Sundays', () => {
    const weeks = monthWeeks(2027, 1, 1);
    expect(weeks[0]).toEqual([null, null, null, null, 1, 2, 3]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(isSunday(2027, 1, 3)).toBe(true);
    expect(monthWeeks(2027, 1, 0)[0]).toEqual([null, null, null, null, null, 1, 2]);
  });
});

describe('validation', () => {
  const photo = { id: 'photo1', fullId: 'front/photo1', image: { uuid: '0a3c8a1e-6a6b-4b39-9a8e-8c1d2f3e4a5b' } };
  const wish = { id: 'wish', fullId: 'inside/wish', text: 'Love, Emma' };
  it('a template validates when every required slot is filled', () => {
    expect(isTemplateValid(card, [])).toBe(false);
    expect(missingSlots(card, 'front', []).map((s) => s.id)).toEqual(['photo1']);
    expect(isPartComplete(card, 'front', [photo])).toBe(true);
    expect(isPartComplete(card, 'inside', [{ ...wish, text: '   ' }])).toBe(false);
    expect(isTemplateValid(card, [photo, wish])).toBe(true);
  });

  it('finds resources that name no slot or put a picture into a text slot', () => {
    expect(strayResources(card, [photo, wish])).toEqual([]);
    expect(
      strayResources(card, [
        { id: 'x', fullId: 'front/nothing', text: 'a' },
        { id: 'w', fullId: 'inside/wish', image: photo.image },
      ]),
    ).toHaveLength(2);
  });
});
