/**
 * The picture effects as colour matrices (rows: new red, green, blue from old red, green, blue): the
 * numbers of konva's Grayscale and Sepia filters, which the editor and the print renderer use, so an image
 * the server makes without konva (sharp's `recomb`, e.g. /system/gsbackground.php) has the same colours.
 */
import type { Effect } from './layout';

type Matrix = [[number, number, number], [number, number, number], [number, number, number]];

const GREY: [number, number, number] = [0.34, 0.5, 0.16];

export function effectMatrix(effect: Effect): Matrix | null {
  if (effect === 'bw') return [GREY, GREY, GREY];
  if (effect === 'sepia')
    return [
      [0.393, 0.769, 0.189],
      [0.349, 0.686, 0.168],
      [0.272, 0.534, 0.131],
    ];
  return null;
}
