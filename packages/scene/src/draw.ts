/**
 * Draws one part of a scene as konva nodes. The same function runs in the editor (konva in the browser,
 * the group added to a react-konva layer) and on the server (konva on @napi-rs/canvas, ./server), so
 * the print file is drawn by the code that drew the screen (docs/decisions/0050).
 *
 * Everything is synchronous: the caller loads the pictures and artwork first and passes them in.
 */
import type { ArtworkElement, CalendarGridElement, ImageSlot, Scene, ShapeElement, TextSlot } from '@shop/contracts/templates';
import { fullId } from '@shop/contracts/templates';
// konva's core and only the shapes and filters drawn here: the editor's route carries no unused konva (budget, 0053)
import Konva from 'konva/lib/Core';
import { Grayscale } from 'konva/lib/filters/Grayscale';
import { Sepia } from 'konva/lib/filters/Sepia';
import { Ellipse } from 'konva/lib/shapes/Ellipse';
import { Image as KonvaImage } from 'konva/lib/shapes/Image';
import { Line } from 'konva/lib/shapes/Line';
import { Rect } from 'konva/lib/shapes/Rect';
import { Star } from 'konva/lib/shapes/Star';
import { Text } from 'konva/lib/shapes/Text';
import { isSunday, monthName, monthWeeks, weekdayNames } from './calendar';
import { coverCrop, imagePlacement, MM_PER_POINT, type PixelSize, partOf, partPixels, resourceFor, type SceneResource } from './layout';
import { effectiveText, LINE_HEIGHT, type Measure, wrapLines } from './text';

/** A decoded image konva can draw (HTMLImageElement, canvas, or @napi-rs/canvas Image). */
export type ImageSource = CanvasImageSource;
export type ImageResource = NonNullable<SceneResource['image']>;

export type DrawOptions = {
  size: PixelSize;
  /** Include the bleed (print files); otherwise the trim box only. */
  bleed: boolean;
  /** The picture of an image resource (with its background when it has one), already loaded. */
  picture: (image: ImageResource) => ImageSource | undefined;
  /** A template artwork file, already loaded. */
  artwork?: (file: string) => ImageSource | undefined;
  /** Calendars: the year (templateData.year); the current year when missing. */
  year?: number | null;
  /** Language of calendar month and weekday names. */
  locale?: string;
  /** Empty image slots drawn as a tinted area (the editor); print leaves them as the background. */
  placeholder?: string | null;
  /** Canvas pixels per drawn pixel for filtered pictures (the screen's devicePixelRatio). */
  pixelRatio?: number;
  /**
   * The pictures come with their effect already applied (the server's loader, with `effectMatrix`, the same
   * numbers as konva's filters): they are drawn as they are, without konva's filter in JavaScript.
   */
  effectsApplied?: boolean;
};

/** The key a caller loads a picture under: the picture, or the picture on its green-screen background. */
export const pictureKey = (image: ImageResource) => (image.background ? `${image.uuid}@${image.background}` : image.uuid);

/** Width in mm of a text, measured with the canvas konva uses (the same font file on both sides). */
export const canvasMeasure: Measure = (() => {
  let ctx: CanvasRenderingContext2D | null = null;
  const REF = 100;
  return (text, family, sizeMm) => {
    ctx ??= Konva.Util.createCanvasElement().getContext('2d');
    if (!ctx) return text.length * sizeMm * 0.5;
    ctx.font = `${REF}px "${family}"`;
    return (ctx.measureText(text).width / REF) * sizeMm;
  };
})();

/** Build the konva group of a part at the requested size; `size` says the canvas it fills. */
export function drawPart(scene: Scene, partRefId: string, resources: readonly SceneResource[], options: DrawOptions) {
  const part = partOf(scene, partRefId);
  const px = partPixels(scene, options.size, options.bleed);
  const s = px.scale;
  const root = new Konva.Group({ name: 'part', id: part.refId });
  root.add(new Rect({ x: 0, y: 0, width: px.width, height: px.height, fill: part.background.colour, listening: false }));
  const backgroundArt = part.background.artwork ? options.artwork?.(part.background.artwork) : undefined;
  if (backgroundArt) {
    const b = options.bleed ? 0 : scene.bleed;
    // artwork covers trim + bleed; without bleed its edge is cut off like the lab's knife does
    root.add(
      new KonvaImage({
        image: backgroundArt,
        x: -b * s,
        y: -b * s,
        width: (scene.width + 2 * scene.bleed) * s,
        height: (scene.height + 2 * scene.bleed) * s,
        listening: false,
      }),
    );
  }
  const content = new Konva.Group({ x: px.offsetMm * s, y: px.offsetMm * s });
  root.add(content);
  for (const element of part.elements) {
    const node =
      element.kind === 'image'
        ? imageSlot(element, resourceFor(resources, part, element), s, options)
        : element.kind === 'text'
          ? textSlot(element, resourceFor(resources, part, element), s)
          : element.kind === 'shape'
            ? shape(element, s)
            : element.kind === 'artwork'
              ? artwork(element, s, options)
              : calendarGrid(element, s, options);
    if (node) {
      if (element.kind === 'image' || element.kind === 'text') node.id(fullId(part.refId, element.id));
      content.add(node);
    }
  }
  return { group: root, width: px.width, height: px.height, scale: s, offset: px.offsetMm * s };
}

/** A box element's group: placed at its centre so a rotation turns it about the centre. */
function boxGroup(e: { x: number; y: number; width: number; height: number; rotation: number }, s: number, name: string) {
  const w = e.width * s;
  const h = e.height * s;
  return new Konva.Group({ name, x: e.x * s + w / 2, y: e.y * s + h / 2, offsetX: w / 2, offsetY: h / 2, rotation: e.rotation });
}

function imageSlot(slot: ImageSlot, resource: SceneResource | undefined, s: number, options: DrawOptions) {
  const w = slot.width * s;
  const h = slot.height * s;
  const radius = Math.min(slot.cornerRadius * s, w / 2, h / 2);
  const group = boxGroup(slot, s, 'image-slot');
  const clip = new Konva.Group({
    clipFunc: (ctx) => {
      ctx.beginPath();
      if (radius > 0) ctx.roundRect(0, 0, w, h, radius);
      else ctx.rect(0, 0, w, h);
      ctx.closePath();
    },
  });
  group.add(clip);
  // the slot's own area: what touches and clicks hit, also when the picture does not cover it yet
  clip.add(new Rect({ name: 'slot-area', width: w, height: h, fill: options.placeholder ?? undefined, opacity: options.placeholder ? 1 : 0 }));
  const image = resource?.image;
  const source = image ? options.picture(image) : undefined;
  if (image && source) {
    const natural = naturalSize(source);
    const picture = { width: image.width || natural.width, height: image.height || natural.height };
    const rotation = image.rotation ?? 0;
    const crop = image.cropRect ?? coverCrop(picture, rotation, slot);
    const place = imagePlacement(picture, rotation, crop, { width: w, height: h });
    const node = new KonvaImage({
      name: 'picture',
      image: source,
      x: place.x,
      y: place.y,
      width: picture.width * place.scale,
      height: picture.height * place.scale,
      rotation: place.rotation,
      listening: false,
    });
    const effect = image.overrideEffect ?? 'original';
    if (effect !== 'original' && !options.effectsApplied) {
      node.cache({ pixelRatio: options.pixelRatio ?? 1 });
      node.filters([effect === 'bw' ? Grayscale : Sepia]);
    }
    clip.add(node);
  }
  if (slot.frame && slot.frame.width > 0) {
    const fw = slot.frame.width * s;
    group.add(
      new Rect({
        x: fw / 2,
        y: fw / 2,
        width: w - fw,
        height: h - fw,
        stroke: slot.frame.colour,
        strokeWidth: fw,
        cornerRadius: radius,
        listening: false,
      }),
    );
  }
  return group;
}

function naturalSize(source: ImageSource) {
  const any = source as {
    naturalWidth?: number;
    naturalHeight?: number;
    width: number | { baseVal: { value: number } };
    height: number | { baseVal: { value: number } };
  };
  const width = any.naturalWidth || (typeof any.width === 'number' ? any.width : any.width.baseVal.value);
  const height = any.naturalHeight || (typeof any.height === 'number' ? any.height : any.height.baseVal.value);
  return { width, height };
}

function textSlot(slot: TextSlot, resource: SceneResource | undefined, s: number) {
  const t = effectiveText(slot, resource);
  const group = boxGroup(slot, s, 'text-slot');
  group.add(new Rect({ name: 'slot-area', width: slot.width * s, height: slot.height * s, opacity: 0 }));
  // the lines the editor saved are drawn as saved: the print breaks where the screen did
  const lines = t.lines ?? wrapLines(t.text, t.family, t.size, slot.width, canvasMeasure);
  group.add(
    new Text({
      name: 'text',
      text: lines.join('\n'),
      width: slot.width * s,
      height: slot.height * s,
      fontFamily: t.family,
      fontSize: t.size * MM_PER_POINT * s,
      lineHeight: LINE_HEIGHT,
      fill: t.colour,
      align: t.align,
      verticalAlign: 'middle',
      wrap: 'none',
      listening: false,
    }),
  );
  return group;
}

function shape(e: ShapeElement, s: number) {
  const w = e.width * s;
  const h = e.height * s;
  const style = {
    fill: e.fill ?? undefined,
    stroke: e.stroke ?? undefined,
    strokeWidth: e.strokeWidth * s,
    opacity: e.opacity,
    listening: false,
  };
  const group = boxGroup(e, s, 'shape');
  if (e.shape === 'rect') group.add(new Rect({ width: w, height: h, cornerRadius: Math.min(e.cornerRadius * s, w / 2, h / 2), ...style }));
  else if (e.shape === 'ellipse') group.add(new Ellipse({ x: w / 2, y: h / 2, radiusX: w / 2, radiusY: h / 2, ...style }));
  else if (e.shape === 'star') {
    const outer = Math.min(w, h) / 2;
    group.add(new Star({ x: w / 2, y: h / 2, numPoints: 5, outerRadius: outer, innerRadius: outer * 0.4, ...style }));
  } else if (e.shape === 'line') group.add(new Line({ points: [0, h / 2, w, h / 2], ...style, stroke: e.stroke ?? e.fill ?? '#000000' }));
  else
    group.add(
      new Konva.Shape({
        ...style,
        sceneFunc: (ctx, node) => {
          // a heart filling the box: two lobes and a point at the bottom
          ctx.beginPath();
          ctx.moveTo(w / 2, h * 0.3);
          ctx.bezierCurveTo(w / 2, h * 0.05, 0, h * 0.05, 0, h * 0.35);
          ctx.bezierCurveTo(0, h * 0.6, w / 2, h * 0.8, w / 2, h);
          ctx.bezierCurveTo(w / 2, h * 0.8, w, h * 0.6, w, h * 0.35);
          ctx.bezierCurveTo(w, h * 0.05, w / 2, h * 0.05, w / 2, h * 0.3);
          ctx.closePath();
          ctx.fillStrokeShape(node);
        },
      }),
    );
  return group;
}

function artwork(e: ArtworkElement, s: number, options: DrawOptions) {
  const source = options.artwork?.(e.file);
  if (!source) return null;
  const group = boxGroup(e, s, 'artwork');
  group.add(new KonvaImage({ image: source, width: e.width * s, height: e.height * s, opacity: e.opacity, listening: false }));
  return group;
}

function calendarGrid(e: CalendarGridElement, s: number, options: DrawOptions) {
  const year = options.year ?? new Date().getFullYear();
  const locale = options.locale ?? 'nb';
  const weeks = monthWeeks(year, e.month, e.weekStartsOn);
  const w = e.width * s;
  const h = e.height * s;
  // rows: the month title (1.5 rows high), the weekday names, the weeks
  const row = h / (1.5 + 1 + weeks.length);
  const col = w / 7;
  const group = boxGroup(e, s, 'calendar-grid');
  const cell = (text: string, x: number, y: number, width: number, height: number, fill: string, size: number) =>
    group.add(
      new Text({
        text,
        x,
        y,
        width,
        height,
        fontFamily: e.family,
        fontSize: size,
        fill,
        align: 'center',
        verticalAlign: 'middle',
        wrap: 'none',
        listening: false,
      }),
    );
  cell(`${monthName(locale, e.month)} ${year}`, 0, 0, w, row * 1.5, e.colour, row * 0.9);
  weekdayNames(locale, e.weekStartsOn).forEach((name, i) => {
    const sunday = (i + e.weekStartsOn) % 7 === 0;
    cell(name, i * col, row * 1.5, col, row, sunday ? e.accent : e.colour, row * 0.5);
  });
  weeks.forEach((week, r) => {
    week.forEach((day, c) => {
      if (day === null) return;
      cell(String(day), c * col, row * (2.5 + r), col, row, isSunday(year, e.month, day) ? e.accent : e.colour, row * 0.55);
    });
  });
  return group;
}
