/**
 * The part on screen: react-konva's stage with the part drawn by the shared drawing module
 * (@shop/scene/draw, the code the server prints with). Slots are buttons too (focusable, named for
 * screen readers) so nothing needs a pointer; with a picture slot open, one finger moves the picture and
 * two pinch to zoom (the crop is kept in the picture's own pixels).
 */
import type Konva from 'konva';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
// the core build: konva's full build (every shape and filter) is not needed here (budget, 0053)
import { Layer, Stage } from 'react-konva/lib/ReactKonvaCore';
import type { UserResource } from '@shop/contracts/commerce';
import { fullId, type Scene } from '@shop/contracts/templates';
import { clampCrop, coverCrop, type CropRect, partOf, partPixels, resourceFor } from '@shop/scene';
import { drawPart, type ImageResource, pictureKey } from '@shop/scene/draw';
import { Box, chakra } from '@shop/ui';
import { ensureFonts } from '../lib/font-files';
import { pictureUrl, uploadUrl } from '../api/editor-api';

export interface SceneCanvasProps {
  scene: Scene;
  /** Where the template's artwork files are: /templates/all/{uuid}/{file}?version={version}. */
  template: { uuid: string; version: number };
  partRefId: string;
  resources: UserResource[];
  year: number | null;
  /** The slot open for moving and zooming (fullId), or null. */
  activeSlot: string | null;
  uploads: ReadonlySet<string>;
  onSelectSlot?: (fullId: string, kind: 'image' | 'text') => void;
  /** A finished move or zoom of the active slot's picture. */
  onCrop?: (fullId: string, crop: CropRect) => void;
  /** Zoom and move allowed for the active slot (disableZoom, toolbox, rotated part). */
  zoomable?: boolean;
  /** Width in CSS pixels; default: the container's. */
  width?: number;
  label: string;
}

const images = new Map<string, Promise<HTMLImageElement | null>>();
function loadImage(src: string): Promise<HTMLImageElement | null> {
  let wait = images.get(src);
  if (!wait) {
    wait = new Promise((resolve) => {
      const img = new window.Image();
      img.onload = () => resolve(img);
      img.onerror = () => resolve(null);
      img.src = src;
    });
    images.set(src, wait);
  }
  return wait;
}

export function SceneCanvas({
  scene,
  template,
  partRefId,
  resources,
  year,
  activeSlot,
  uploads,
  onSelectSlot,
  onCrop,
  zoomable = true,
  width,
  label,
}: SceneCanvasProps) {
  const { t, i18n } = useTranslation('editor');
  const box = useRef<HTMLDivElement>(null);
  const layer = useRef<Konva.Layer>(null);
  const [measured, setMeasured] = useState(width ?? 320);
  const [loaded, setLoaded] = useState<Map<string, HTMLImageElement>>(new Map());
  const [fontsReady, setFontsReady] = useState(0);
  const [live, setLive] = useState<{ fullId: string; crop: CropRect } | null>(null);
  const part = partOf(scene, partRefId);
  const cssWidth = width ?? measured;
  const px = partPixels(scene, { widthPx: cssWidth }, false);

  useEffect(() => {
    if (width || !box.current) return;
    const observer = new ResizeObserver(([entry]) => entry && setMeasured(Math.max(200, Math.floor(entry.contentRect.width))));
    observer.observe(box.current);
    return () => observer.disconnect();
  }, [width]);

  const families = useMemo(
    () => [
      ...scene.parts.flatMap((p) => p.elements.flatMap((e) => (e.kind === 'text' || e.kind === 'calendar-grid' ? [e.family] : []))),
      ...resources.flatMap((r) => (r.overrideFamily ? [r.overrideFamily] : [])),
    ],
    [scene, resources],
  );
  useEffect(() => {
    void ensureFonts(families).then(() => setFontsReady((n) => n + 1));
  }, [families]);

  useEffect(() => {
    let gone = false;
    for (const r of resources) {
      const image = r.image;
      if (!image?.uuid || loaded.has(pictureKey(image))) continue;
      // a green-screen picture on its chosen background (the server composites it, as the print does)
      const src = uploads.has(image.uuid) ? uploadUrl(image.uuid) : pictureUrl(image.uuid, 800, image.background);
      void loadImage(src).then((img) => {
        if (!gone && img) setLoaded((m) => new Map(m).set(pictureKey(image), img));
      });
    }
    return () => {
      gone = true;
    };
  }, [resources, uploads, loaded]);

  // the template's artwork (backgrounds, decorations) of this part, once each
  const [artwork, setArtwork] = useState<Map<string, HTMLImageElement>>(new Map());
  useEffect(() => {
    let gone = false;
    const files = new Set<string>();
    if (part.background.artwork) files.add(part.background.artwork);
    for (const e of part.elements) if (e.kind === 'artwork') files.add(e.file);
    for (const file of files) {
      if (artwork.has(file)) continue;
      void loadImage(`/templates/all/${template.uuid}/${encodeURIComponent(file)}?version=${template.version}`).then((img) => {
        if (!gone && img) setArtwork((m) => new Map(m).set(file, img));
      });
    }
    return () => {
      gone = true;
    };
  }, [part, template.uuid, template.version, artwork]);

  const shown = useMemo(
    () => (live ? resources.map((r) => ((r.fullId ?? r.id) === live.fullId && r.image ? { ...r, image: { ...r.image, cropRect: live.crop } } : r)) : resources),
    [resources, live],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: fontsReady redraws once the fonts can be measured
  useEffect(() => {
    const target = layer.current;
    if (!target) return;
    target.destroyChildren();
    const drawn = drawPart(scene, partRefId, shown, {
      size: { widthPx: cssWidth },
      bleed: false,
      picture: (image: ImageResource) => loaded.get(pictureKey(image)),
      artwork: (file: string) => artwork.get(file),
      year,
      locale: i18n.language,
      placeholder: '#E2E8F0',
      pixelRatio: window.devicePixelRatio || 1,
    });
    target.add(drawn.group);
    target.batchDraw();
  }, [scene, partRefId, shown, loaded, artwork, cssWidth, year, i18n.language, fontsReady]);

  // ---- moving and zooming the active picture: one finger moves, two pinch ----
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const start = useRef<{ crop: CropRect; points: Array<{ x: number; y: number }> } | null>(null);
  const active = activeSlot ? slotInfo(scene, partRefId, activeSlot, shown) : null;
  const canMove = Boolean(active?.image && active.picture && onCrop && zoomable);

  const onPointerDown = (e: React.PointerEvent) => {
    if (!canMove || !active?.crop) return;
    (e.target as Element).setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    start.current = { crop: live?.crop ?? active.crop, points: [...pointers.current.values()] };
  };
  const onPointerMove = (e: React.PointerEvent) => {
    if (!canMove || !start.current || !pointers.current.has(e.pointerId) || !active?.picture || !active.slot) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const now = [...pointers.current.values()];
    const from = start.current;
    const slotPx = active.slot.width * px.scale;
    // screen pixels per picture pixel at the start of the gesture
    const scale = slotPx / from.crop.width;
    let crop = from.crop;
    if (now.length >= 2 && from.points.length >= 2) {
      const d0 = distance(from.points[0]!, from.points[1]!);
      const d1 = distance(now[0]!, now[1]!);
      if (d0 > 0 && d1 > 0) crop = zoomCrop(from.crop, d0 / d1);
    } else if (now.length === 1 && from.points.length === 1) {
      crop = { ...from.crop, x: from.crop.x - (now[0]!.x - from.points[0]!.x) / scale, y: from.crop.y - (now[0]!.y - from.points[0]!.y) / scale };
    }
    setLive({ fullId: activeSlot!, crop: clampCrop(crop, active.picture, active.rotation) });
  };
  const onPointerUp = (e: React.PointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size > 0) {
      start.current = live ? { crop: live.crop, points: [...pointers.current.values()] } : start.current;
      return;
    }
    start.current = null;
    if (live && activeSlot) onCrop?.(activeSlot, live.crop);
    setLive(null);
  };

  // the keyboard moves and zooms the open picture too (WCAG 2.2: no dragging needed)
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (!canMove || !active?.crop || !active.picture || !activeSlot) return;
    const c = active.crop;
    const step = { ArrowLeft: [0.1, 0], ArrowRight: [-0.1, 0], ArrowUp: [0, 0.1], ArrowDown: [0, -0.1] }[e.key];
    let next: CropRect | null = null;
    if (step) next = { ...c, x: c.x + step[0]! * c.width, y: c.y + step[1]! * c.height };
    else if (e.key === '+') next = zoomCrop(c, 0.8);
    else if (e.key === '-') next = zoomCrop(c, 1.25);
    if (!next) return;
    e.preventDefault();
    onCrop?.(activeSlot, clampCrop(next, active.picture, active.rotation));
  };

  const slots = part.elements.flatMap((e) => (e.kind === 'image' || (e.kind === 'text' && e.editable) ? [e] : []));
  return (
    <Box ref={box} position="relative" w="full" maxW={width ? `${width}px` : '2xl'} mx="auto">
      <Box
        position="relative"
        w={`${cssWidth}px`}
        h={`${px.height}px`}
        mx="auto"
        boxShadow="md"
        style={{ touchAction: canMove ? 'none' : 'manipulation' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        tabIndex={canMove ? 0 : undefined}
        role={canMove ? 'group' : undefined}
        aria-label={canMove ? t('canvas.keys') : undefined}
        data-testid="scene-canvas"
      >
        <Box role="img" aria-label={label}>
          <Stage width={cssWidth} height={px.height}>
            <Layer ref={layer} />
          </Stage>
        </Box>
        {onSelectSlot &&
          slots.map((slot) => {
            const id = fullId(partRefId, slot.id);
            const number = slots.filter((x) => x.kind === slot.kind).indexOf(slot) + 1;
            const filled = slot.kind === 'image' ? Boolean(resourceFor(resources, part, slot)?.image) : true;
            return (
              <chakra.button
                key={id}
                type="button"
                position="absolute"
                left={`${slot.x * px.scale}px`}
                top={`${slot.y * px.scale}px`}
                w={`${slot.width * px.scale}px`}
                h={`${slot.height * px.scale}px`}
                minW="11"
                minH="11"
                bg="transparent"
                borderWidth={activeSlot === id ? '3px' : '0'}
                borderColor="brand.solid"
                borderStyle="dashed"
                cursor="pointer"
                pointerEvents={canMove && activeSlot === id ? 'none' : 'auto'}
                _focusVisible={{ outline: '3px solid', outlineColor: 'brand.solid' }}
                aria-label={slot.kind === 'image' ? t(filled ? 'canvas.imageSlot' : 'canvas.emptyImageSlot', { number }) : t('canvas.textSlot', { number })}
                onClick={() => onSelectSlot(id, slot.kind)}
              />
            );
          })}
      </Box>
    </Box>
  );
}

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/** A crop `factor` times as large, about its centre (factor < 1 zooms in). */
export function zoomCrop(crop: CropRect, factor: number): CropRect {
  const width = crop.width * factor;
  const height = crop.height * factor;
  return { x: crop.x + (crop.width - width) / 2, y: crop.y + (crop.height - height) / 2, width, height };
}

/** The open slot's picture facts: its size, turn and current crop (the default cover crop when none is kept). */
export function slotInfo(scene: Scene, partRefId: string, id: string, resources: UserResource[]) {
  const part = partOf(scene, partRefId);
  const slot = part.elements.find((e) => e.kind === 'image' && fullId(partRefId, e.id) === id);
  if (slot?.kind !== 'image') return null;
  const image = resourceFor(resources, part, slot)?.image ?? null;
  if (!image?.width || !image.height) return { slot, image, picture: null, rotation: 0 as const, crop: null };
  const picture = { width: image.width, height: image.height };
  const rotation = image.rotation ?? 0;
  return { slot, image, picture, rotation, crop: image.cropRect ?? coverCrop(picture, rotation, slot) };
}
