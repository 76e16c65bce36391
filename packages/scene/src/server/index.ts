/**
 * The server's renderer: konva on @napi-rs/canvas drawing a part with the editor's own drawing code
 * (../draw), fonts from the @fontsource files the browser loads too. docs/decisions/0050.
 *
 *   const png = await renderPart(scene, 'front', templateData.userResources, { dpi: 300, loadImage });
 */
import { createRequire } from 'node:module';
import type { Scene } from '@shop/contracts/templates';
import { SCENE_FONTS } from '@shop/contracts/templates';
import { Canvas, DOMMatrix, GlobalFonts, Image, loadImage as decode, Path2D } from '@napi-rs/canvas';
import Konva from 'konva';
import { drawPart, type ImageResource, type ImageSource, pictureKey } from '../draw';
import { fontFile, fontPackage } from '../fonts';
import type { PixelSize, SceneResource } from '../layout';
import { drawnPictureSize, partOf, partPixels, resourceFor } from '../layout';

let ready = false;

/** Points konva at @napi-rs/canvas (as konva's own skia back end does for skia-canvas) and registers the fonts. Idempotent. */
export function setupServerRendering() {
  if (ready) return;
  const g = globalThis as Record<string, unknown>;
  g.DOMMatrix ??= DOMMatrix;
  g.Path2D ??= Path2D;
  Konva.Util.createCanvasElement = () => {
    // konva reads canvas.style and tells canvases by their string name
    const node = new Canvas(300, 300) as unknown as { style?: object; toString: () => string };
    node.style ??= {};
    node.toString = () => '[object HTMLCanvasElement]';
    return node as unknown as HTMLCanvasElement;
  };
  Konva.Util.createImageElement = () => new Image() as unknown as HTMLImageElement;
  const require = createRequire(import.meta.url);
  for (const family of SCENE_FONTS) GlobalFonts.registerFromPath(require.resolve(`${fontPackage(family)}/${fontFile(family)}`), family);
  ready = true;
}

/** What a part is drawn with. */
export type DrawingOptions = PixelSize & {
  /**
   * The bytes of an image resource's picture (on its background when it names one); null: not found.
   * `drawn`: the largest size in pixels this part draws the whole picture at — a loader may answer the
   * picture scaled down to it (same proportions) and the print is the same; undefined: the picture's own size.
   */
  loadImage: (image: ImageResource, drawn?: { width: number; height: number }) => Promise<Buffer | null>;
  /** The bytes of a template artwork file. */
  loadArtwork?: (file: string) => Promise<Buffer | null>;
  /** Trim + bleed (print); default: the print file's bleed is included when rendering by dpi. */
  bleed?: boolean;
  year?: number | null;
  locale?: string;
  /**
   * The loader answers each picture with its `overrideEffect` applied (`effectMatrix`, e.g. sharp's
   * `recomb`): the drawing skips konva's filter, which runs in JavaScript over every pixel of the picture.
   */
  effectsInLoader?: boolean;
};

export type RenderOptions = DrawingOptions & {
  format?: 'png' | 'jpeg';
  /** JPEG quality 0–100. */
  quality?: number;
};

/**
 * Renders one part to an image file: PNG (default) or JPEG. By `dpi` the canvas is the exact trim + bleed
 * size at that resolution (print); by `widthPx` the trim box scaled to that width (previews).
 */
export async function renderPart(scene: Scene, partRefId: string, resources: readonly SceneResource[], options: RenderOptions): Promise<Buffer> {
  return withDrawnPart(scene, partRefId, resources, options, (canvas) =>
    options.format === 'jpeg' ? canvas.encode('jpeg', options.quality ?? 92) : canvas.encode('png'),
  );
}

/** A drawn part's pixels: RGBA, not premultiplied (what a PNG of it holds). */
export interface PartPixels {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Renders one part to its pixels, for a caller that encodes them itself (the print's JPEG with sharp):
 * the same pixels as `renderPart`'s PNG without the PNG's encode and decode, which cost about 550 and
 * 60 ms a 300 dpi page (decision 0062).
 */
export async function renderPartPixels(scene: Scene, partRefId: string, resources: readonly SceneResource[], options: DrawingOptions): Promise<PartPixels> {
  return withDrawnPart(scene, partRefId, resources, options, (canvas) => {
    const { width, height } = canvas;
    const pixels = canvas.getContext('2d').getImageData(0, 0, width, height);
    return { data: Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), width, height };
  });
}

async function withDrawnPart<T>(
  scene: Scene,
  partRefId: string,
  resources: readonly SceneResource[],
  options: DrawingOptions,
  use: (canvas: Canvas) => T | Promise<T>,
): Promise<T> {
  setupServerRendering();
  const part = partOf(scene, partRefId);
  const size: PixelSize = options.dpi !== undefined ? { dpi: options.dpi } : { widthPx: options.widthPx };
  const bleed = options.bleed ?? options.dpi !== undefined;
  const pictures = new Map<string, ImageSource>();
  const artwork = new Map<string, ImageSource>();
  const loads: Promise<void>[] = [];
  // only this part's pictures, each at the largest size one of its slots draws it (null: its own size)
  const scale = partPixels(scene, size, bleed).scale;
  const wanted = new Map<string, { image: ImageResource; drawn: { width: number; height: number } | null }>();
  // a picture with its effect applied by the loader is another picture for each effect
  const keyOf = (image: ImageResource) => (options.effectsInLoader ? `${pictureKey(image)}#${image.overrideEffect ?? 'original'}` : pictureKey(image));
  for (const element of part.elements) {
    if (element.kind !== 'image') continue;
    const image = resourceFor(resources, part, element)?.image;
    if (!image?.uuid) continue;
    const key = keyOf(image);
    const drawn = drawnPictureSize(element, image, scale);
    const before = wanted.get(key);
    if (!before) wanted.set(key, { image, drawn });
    else if (!before.drawn || !drawn) before.drawn = null;
    else before.drawn = { width: Math.max(before.drawn.width, drawn.width), height: Math.max(before.drawn.height, drawn.height) };
  }
  for (const [key, { image, drawn }] of wanted) {
    loads.push(
      options.loadImage(image, drawn ?? undefined).then(async (bytes) => {
        if (bytes) pictures.set(key, (await decode(bytes)) as unknown as ImageSource);
      }),
    );
  }
  const files = new Set<string>();
  if (part.background.artwork) files.add(part.background.artwork);
  for (const e of part.elements) if (e.kind === 'artwork') files.add(e.file);
  for (const file of files)
    loads.push(
      (options.loadArtwork?.(file) ?? Promise.resolve(null)).then(async (bytes) => {
        if (bytes) artwork.set(file, (await decode(bytes)) as unknown as ImageSource);
      }),
    );
  await Promise.all(loads);
  const drawn = drawPart(scene, partRefId, resources, {
    size,
    bleed,
    picture: (image) => pictures.get(keyOf(image)),
    effectsApplied: options.effectsInLoader ?? false,
    artwork: (file) => artwork.get(file),
    year: options.year,
    locale: options.locale,
  });
  const stage = new Konva.Stage({ width: drawn.width, height: drawn.height } as Konva.StageConfig);
  const layer = new Konva.Layer();
  stage.add(layer);
  layer.add(drawn.group);
  try {
    layer.draw();
    return await use(layer.getNativeCanvasElement() as unknown as Canvas);
  } finally {
    stage.destroy();
  }
}

export { drawPart } from '../draw';
