/**
 * The scene's maths, free of any drawing library: millimetres to pixels, the picture's crop and
 * rotation inside a slot, and which resource fills which slot. The editor and the server's renderer
 * both draw from these numbers (docs/decisions/0050).
 */
import type { ImageSlot, Scene, ScenePart, TextSlot } from '@shop/contracts/templates';
import { fullId } from '@shop/contracts/templates';

export type Rotation = 0 | 90 | 180 | 270;
export type CropRect = { x: number; y: number; width: number; height: number };
export type Effect = 'original' | 'bw' | 'sepia';

/** A filled slot as stored in templateData.userResources (structurally the cart's UserResource). */
export type SceneResource = {
  id: string;
  fullId?: string;
  image?: {
    uuid: string;
    width?: number;
    height?: number;
    cropRect?: CropRect | null;
    rotation?: Rotation;
    overrideEffect?: Effect;
    background?: string | null;
  } | null;
  text?: string;
  lines?: string[];
  overrideFamily?: string | null;
  overrideSize?: number | null;
  overrideColor?: string | null;
  overrideHorizontalAlign?: 'left' | 'center' | 'right' | null;
};

/** How big to draw: a width in pixels (screen, previews) or a resolution (print: 300 dpi). */
export type PixelSize = { widthPx: number; dpi?: undefined } | { dpi: number; widthPx?: undefined };

const MM_PER_INCH = 25.4;
/** Text sizes are points of the printed product. */
export const MM_PER_POINT = MM_PER_INCH / 72;

/**
 * Pixels per millimetre and the canvas size of one part. With `bleed` the canvas covers the bleed on every
 * side (print files: trim + bleed); without it only the trim box (screen, previews).
 */
export function partPixels(scene: Pick<Scene, 'width' | 'height' | 'bleed'>, size: PixelSize, bleed: boolean) {
  const b = bleed ? scene.bleed : 0;
  const widthMm = scene.width + 2 * b;
  const heightMm = scene.height + 2 * b;
  const scale = size.dpi !== undefined ? size.dpi / MM_PER_INCH : size.widthPx / widthMm;
  return { scale, offsetMm: b, width: Math.round(widthMm * scale), height: Math.round(heightMm * scale) };
}

/**
 * The size in pixels at which a slot draws its whole picture (the crop scaled to cover the slot at `scale`
 * px per mm, as `imagePlacement` does): the renderer needs no more of the picture's pixels than this. Null
 * when the resource does not give the picture's size (the drawing then reads it from the loaded picture, so
 * that must stay at its own size).
 */
export function drawnPictureSize(
  slot: { width: number; height: number },
  image: { width?: number; height?: number; rotation?: Rotation; cropRect?: CropRect | null },
  scale: number,
): { width: number; height: number } | null {
  if (!image.width || !image.height) return null;
  const picture = { width: image.width, height: image.height };
  const crop = image.cropRect ?? coverCrop(picture, image.rotation ?? 0, slot);
  const k = Math.max((slot.width * scale) / crop.width, (slot.height * scale) / crop.height);
  return { width: Math.ceil(picture.width * k), height: Math.ceil(picture.height * k) };
}

/** The picture's size once turned (90 and 270 swap width and height). */
export function rotatedSize(width: number, height: number, rotation: Rotation) {
  return rotation === 90 || rotation === 270 ? { width: height, height: width } : { width, height };
}

/**
 * The default crop: the largest rectangle of the slot's shape, centred on the turned picture (cover).
 * The crop is in the turned picture's pixels (the picture as the customer sees it in the slot).
 */
export function coverCrop(picture: { width: number; height: number }, rotation: Rotation, slot: { width: number; height: number }): CropRect {
  const turned = rotatedSize(picture.width, picture.height, rotation);
  const slotRatio = slot.width / slot.height;
  let width = turned.width;
  let height = width / slotRatio;
  if (height > turned.height) {
    height = turned.height;
    width = height * slotRatio;
  }
  return { x: (turned.width - width) / 2, y: (turned.height - height) / 2, width, height };
}

/** Keeps a crop inside the turned picture and no smaller than `minSize` picture pixels (the zoom limit). */
export function clampCrop(crop: CropRect, picture: { width: number; height: number }, rotation: Rotation, minSize = 50): CropRect {
  const turned = rotatedSize(picture.width, picture.height, rotation);
  const ratio = crop.width / crop.height;
  let width = crop.width;
  let height = crop.height;
  // zoomed out beyond the picture: the biggest crop of this shape
  const fit = Math.min(turned.width / width, turned.height / height, 1);
  width *= fit;
  height *= fit;
  // zoomed in too far: keep at least minSize pixels on the shorter side
  const shorter = Math.min(width, height);
  if (shorter < minSize) {
    const grow = Math.min(minSize / shorter, turned.width / width, turned.height / height);
    width *= grow;
    height = width / ratio;
  }
  const x = Math.min(Math.max(crop.x + (crop.width - width) / 2, 0), turned.width - width);
  const y = Math.min(Math.max(crop.y + (crop.height - height) / 2, 0), turned.height - height);
  return { x, y, width, height };
}

/** Turning the picture a step (spec 2: 90° counter-clockwise, 0 → 90 → 180 → 270 → 0). */
export const nextRotation = (rotation: Rotation): Rotation => ((rotation + 90) % 360) as Rotation;

/**
 * Where to put the unturned picture inside a slot of `slot` size (same units as the result) so that
 * `crop` of the turned picture fills the slot: position, uniform scale and the canvas rotation
 * (clockwise degrees, as canvas and konva turn; a counter-clockwise turn is negative).
 */
export function imagePlacement(picture: { width: number; height: number }, rotation: Rotation, crop: CropRect, slot: { width: number; height: number }) {
  const scale = Math.max(slot.width / crop.width, slot.height / crop.height);
  const theta = (-rotation * Math.PI) / 180;
  const cos = Math.round(Math.cos(theta));
  const sin = Math.round(Math.sin(theta));
  // the picture's corners after turning about its top-left corner: the smallest x and y
  const corners = [
    [0, 0],
    [picture.width, 0],
    [0, picture.height],
    [picture.width, picture.height],
  ].map(([x = 0, y = 0]) => [x * cos - y * sin, x * sin + y * cos] as const);
  const minX = Math.min(...corners.map((c) => c[0]));
  const minY = Math.min(...corners.map((c) => c[1]));
  return {
    // + 0 turns -0 into 0
    x: (-minX - crop.x) * scale + 0,
    y: (-minY - crop.y) * scale + 0,
    scale,
    rotation: rotation === 0 ? 0 : -rotation,
  };
}

/** The resource that fills a slot: by fullId (`part/slot`), or an older resource keyed by the fullId as id. */
export function resourceFor(resources: readonly SceneResource[], part: Pick<ScenePart, 'refId'>, slot: Pick<ImageSlot | TextSlot, 'id'>) {
  const key = fullId(part.refId, slot.id);
  return resources.find((r) => r.fullId === key) ?? resources.find((r) => !r.fullId && r.id === key);
}

export function partOf(scene: Scene, partRefId: string): ScenePart {
  const part = scene.parts.find((p) => p.refId === partRefId);
  if (!part) throw new Error(`The scene has no part '${partRefId}'`);
  return part;
}
