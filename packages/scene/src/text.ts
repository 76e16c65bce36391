/**
 * Text in a slot: wrapping into lines and the size that fits (spec 2 sections 4, 5 and 9: shrink stepwise
 * while the text overflows, down to 12; a size is refused when the text would exceed the slot's width or
 * height). Measuring is passed in (a canvas 2D context in browser and server) so these rules run the same
 * on both sides and in tests.
 */
import type { TextSlot } from '@shop/contracts/templates';
import { MM_PER_POINT, type SceneResource } from './layout';

export const MIN_TEXT_SIZE = 12;
export const MAX_TEXT_SIZE = 110;
export const LINE_HEIGHT = 1.2;

/** Width in mm of `text` in `family` at `sizeMm` millimetres. */
export type Measure = (text: string, family: string, sizeMm: number) => number;

/** Greedy word wrap at `widthMm`; explicit line breaks kept. A word wider than the line stays whole (and overflows). */
export function wrapLines(text: string, family: string, sizePt: number, widthMm: number, measure: Measure): string[] {
  const sizeMm = sizePt * MM_PER_POINT;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    let line = '';
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measure(candidate, family, sizeMm) > widthMm) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

type Box = Pick<TextSlot, 'width' | 'height' | 'maxLines'>;

/** Whether `text` at `sizePt` fits the slot: no word wider than the slot, the lines within its height and line limit. */
export function textFits(text: string, family: string, sizePt: number, slot: Box, measure: Measure) {
  const lines = wrapLines(text, family, sizePt, slot.width, measure);
  const sizeMm = sizePt * MM_PER_POINT;
  const widest = Math.max(0, ...lines.map((l) => measure(l, family, sizeMm)));
  const fits = widest <= slot.width + 1e-6 && lines.length * sizeMm * LINE_HEIGHT <= slot.height + 1e-6 && lines.length <= slot.maxLines;
  return { fits, lines };
}

/**
 * The size on entry: from `startPt` down in steps of one point while the text overflows, not below 12.
 * `fits` false: even 12 overflows (the editor keeps 12 and shows the text as it is).
 */
export function shrinkToFit(text: string, family: string, startPt: number, slot: Box, measure: Measure) {
  let size = Math.min(Math.max(Math.round(startPt), MIN_TEXT_SIZE), MAX_TEXT_SIZE);
  let result = textFits(text, family, size, slot, measure);
  while (!result.fits && size > MIN_TEXT_SIZE) {
    size -= 1;
    result = textFits(text, family, size, slot, measure);
  }
  return { size, lines: result.lines, fits: result.fits };
}

/** The slider's rule: a new size is taken only if the text still fits; otherwise the previous size stays. */
export function acceptSize(text: string, family: string, previousPt: number, wantedPt: number, slot: Box, measure: Measure) {
  const size = Math.min(Math.max(wantedPt, MIN_TEXT_SIZE), MAX_TEXT_SIZE);
  return textFits(text, family, size, slot, measure).fits ? size : previousPt;
}

/** What a text slot shows: the customer's override or the template's default for each property. */
export function effectiveText(slot: TextSlot, resource: SceneResource | undefined) {
  const text = resource?.text ?? slot.text;
  return {
    text,
    lines: resource?.lines && resource.lines.length > 0 ? resource.lines : null,
    family: resource?.overrideFamily ?? slot.family,
    size: resource?.overrideSize ?? slot.size,
    colour: resource?.overrideColor ?? slot.colour,
    align: resource?.overrideHorizontalAlign ?? slot.horizontalAlign,
  };
}

/** The text tool's colours (spec 2 section 9); the template's colour first when it is not one of them. */
export const TEXT_PALETTE = ['#000000', '#FFFFFF', '#C52B2B', '#2B9BC5', '#C5BB2B', '#A72BC5', '#5AB880', '#F3E66F', '#C52B87', '#7673AB'] as const;
export function textPalette(templateColour: string): string[] {
  const upper = templateColour.toUpperCase();
  return TEXT_PALETTE.includes(upper as (typeof TEXT_PALETTE)[number]) ? [...TEXT_PALETTE] : [upper, ...TEXT_PALETTE];
}
