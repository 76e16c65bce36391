import { Grayscale } from 'konva/lib/filters/Grayscale';
import { Sepia } from 'konva/lib/filters/Sepia';
import { describe, expect, it } from 'vitest';
import { effectMatrix } from './effects';

/** konva's filter on one pixel, and the matrix on the same pixel. */
function both(filter: (d: ImageData) => void, effect: 'bw' | 'sepia', [r, g, b]: [number, number, number]) {
  const data = new Uint8ClampedArray([r, g, b, 255]);
  filter.call(null, { data, width: 1, height: 1 } as unknown as ImageData);
  const m = effectMatrix(effect)!;
  const ours = m.map((row) => Math.min(255, row[0] * r + row[1] * g + row[2] * b));
  return { konva: [...data.slice(0, 3)], ours };
}

describe('effect matrices', () => {
  it.each([[[200, 120, 40]], [[10, 250, 90]], [[255, 255, 255]]] as Array<[[number, number, number]]>)(
    'give konva’s Grayscale and Sepia colours for %j',
    (pixel) => {
      for (const [filter, effect] of [
        [Grayscale, 'bw'],
        [Sepia, 'sepia'],
      ] as const) {
        const { konva, ours } = both(filter as never, effect, pixel);
        ours.forEach((value, i) => {
          expect(Math.abs(value - konva[i]!)).toBeLessThanOrEqual(1);
        });
      }
    },
  );

  it('leaves the original alone', () => {
    expect(effectMatrix('original')).toBeNull();
  });
});
