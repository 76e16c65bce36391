/**
 * A template's scene (docs/architecture.md, "Templates are data"): what the editor draws in the browser and the
 * server's renderer draws for previews and 300 dpi print files, from the same data. Versioned
 * (`formatVersion`) so that a stored template and a cart line made from it keep their meaning when the
 * format grows; a new version adds fields, it never changes the meaning of an old one.
 *
 * Geometry is in millimetres of the finished product (trim box), origin top left, y down; the bleed
 * is drawn outside the trim box. Every slot has an `id` unique within its part; the part's `refId`
 * plus the slot's id is the resource's `fullId` (`${refId}/${id}`), the key of a filled slot in a
 * cart line's templateData.userResources (spec 2 section 3: template instance, resources keyed by fullId).
 * docs/decisions/0022.
 */
import * as v from 'valibot';

export const SCENE_FORMAT_VERSION = 1;

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only'));
const Mm = v.pipe(v.number(), v.minValue(-1000), v.maxValue(2000));
const Size = v.pipe(v.number(), v.minValue(0.1), v.maxValue(2000));
export const Colour = v.pipe(v.string(), v.regex(/^#[0-9A-Fa-f]{6}$/, 'Must be a colour like #C52B2B'));
/** A file in the template's own folder (artwork), served under /templates/all/{template uuid}/{file}. */
const ArtworkFile = v.pipe(v.string(), v.maxLength(200), v.regex(/^[A-Za-z0-9_.-]+\.(png|jpg|jpeg|webp|svg)$/, 'An artwork file name (png, jpg, webp, svg)'));

/**
 * The 15 fonts of spec 2's text tool (section 9, in its order): what the editor's font-family toolbar offers.
 * Each is loaded from @fontsource in browser and server (packages/scene).
 */
export const TEXT_TOOL_FONTS = [
  'Anton',
  'Bebas Neue',
  'Comfortaa',
  'Dancing Script',
  'Graduate',
  'Lobster',
  'Lora',
  'Montserrat',
  'Oswald',
  'Pacifico',
  'Playfair Display',
  'Racing Sans One',
  'Roboto',
  'Sacramento',
  'Tourney',
] as const;

/** Every font a template may name: the text tool's 15 plus further template fonts (also from @fontsource). */
export const SCENE_FONTS = [...TEXT_TOOL_FONTS, 'Open Sans', 'Lato', 'Merriweather', 'Raleway', 'Great Vibes', 'Caveat', 'Amatic SC', 'Josefin Sans'] as const;
export const SceneFont = v.picklist(SCENE_FONTS);
export type SceneFont = v.InferOutput<typeof SceneFont>;

const Box = { x: Mm, y: Mm, width: Size, height: Size, rotation: v.optional(v.pipe(v.number(), v.minValue(-360), v.maxValue(360)), 0) };

/** Which pictures a slot takes (spec 2 section 5: "decided per resource by a template rule"). */
export const PictureRule = v.object({
  /** Picture types allowed (IP individual, SFP sibling/friends, GP group); empty: any. */
  pictureTypes: v.optional(v.array(v.picklist(['IP', 'SFP', 'GP'])), []),
  /** Landscape/portrait pictures only; null: any orientation. */
  orientation: v.optional(v.nullable(v.picklist(['portrait', 'landscape'])), null),
  /** The customer's own uploads allowed in this slot (also needs the portal option allowOwnPhotos). */
  allowUploads: v.optional(v.boolean(), true),
});
export type PictureRule = v.InferOutput<typeof PictureRule>;

export const ImageSlot = v.object({
  kind: v.literal('image'),
  id: Id,
  ...Box,
  /** The slot must be filled before the template validates. */
  required: v.optional(v.boolean(), true),
  /** Image resource flags of spec 2 section 3. */
  disableZoom: v.optional(v.boolean(), false),
  disableBackground: v.optional(v.boolean(), false),
  disableEdit: v.optional(v.boolean(), false),
  rule: v.optional(PictureRule, {}),
  /** Rounded corners (mm); a circle when half the shorter side. */
  cornerRadius: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1000)), 0),
  /** An optional frame drawn over the picture's edge. */
  frame: v.optional(v.nullable(v.object({ colour: Colour, width: v.pipe(v.number(), v.minValue(0), v.maxValue(50)) })), null),
});
export type ImageSlot = v.InferOutput<typeof ImageSlot>;

export const TextSlot = v.object({
  kind: v.literal('text'),
  id: Id,
  ...Box,
  /** The template's own text; an editable slot starts with it. */
  text: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  /** Template defaults (spec 2: text resource's defaults for family, size, colour, horizontal align). Size in points. */
  family: SceneFont,
  size: v.pipe(v.number(), v.minValue(12), v.maxValue(110)),
  colour: Colour,
  horizontalAlign: v.optional(v.picklist(['left', 'center', 'right']), 'center'),
  /** Customer may change it (select-text shows editable slots only). */
  editable: v.optional(v.boolean(), true),
  /** Filled from a group picture's subject data (spec 2 section 4: fill-user-strings-by-picture), e.g. 'subject.name'. */
  fillFrom: v.optional(v.nullable(v.picklist(['subject.name', 'subject.group', 'job.name'])), null),
  required: v.optional(v.boolean(), false),
  maxLines: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), 10),
});
export type TextSlot = v.InferOutput<typeof TextSlot>;

/** Decoration drawn by the template (never changed by the customer). */
export const ShapeElement = v.object({
  kind: v.literal('shape'),
  shape: v.picklist(['rect', 'ellipse', 'star', 'heart', 'line']),
  ...Box,
  fill: v.optional(v.nullable(Colour), null),
  stroke: v.optional(v.nullable(Colour), null),
  strokeWidth: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(50)), 0),
  opacity: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 1),
  cornerRadius: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1000)), 0),
});
export type ShapeElement = v.InferOutput<typeof ShapeElement>;

export const ArtworkElement = v.object({
  kind: v.literal('artwork'),
  file: ArtworkFile,
  ...Box,
  opacity: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 1),
});
export type ArtworkElement = v.InferOutput<typeof ArtworkElement>;

/** A calendar month grid; the year comes from the instance (templateData.year), the month from the part. */
export const CalendarGridElement = v.object({
  kind: v.literal('calendar-grid'),
  ...Box,
  /** 1–12. */
  month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  family: SceneFont,
  colour: Colour,
  /** Sundays and holidays. */
  accent: Colour,
  /** Monday first (Nordic) unless the portal says otherwise. */
  weekStartsOn: v.optional(v.picklist([0, 1]), 1),
});
export type CalendarGridElement = v.InferOutput<typeof CalendarGridElement>;

export const SceneElement = v.variant('kind', [ImageSlot, TextSlot, ShapeElement, ArtworkElement, CalendarGridElement]);
export type SceneElement = v.InferOutput<typeof SceneElement>;

export const ScenePart = v.object({
  /** Unique within the template (cover, jan … dec, front, inside). */
  refId: Id,
  /** Shown on the part buttons; a translation key of the editor namespace when it starts with 'part.'. */
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  background: v.object({ colour: Colour, artwork: v.optional(v.nullable(ArtworkFile), null) }),
  /** Drawn in order: later elements on top. */
  elements: v.pipe(v.array(SceneElement), v.maxLength(200)),
});
export type ScenePart = v.InferOutput<typeof ScenePart>;

export const Scene = v.pipe(
  v.object({
    formatVersion: v.literal(SCENE_FORMAT_VERSION),
    /** The finished size in mm (the trim box); every part has it. */
    width: Size,
    height: Size,
    /** Printed beyond the trim box on every side, cut off by the lab. */
    bleed: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(20)), 3),
    parts: v.pipe(v.array(ScenePart), v.minLength(1), v.maxLength(60)),
  }),
  v.check((s) => new Set(s.parts.map((p) => p.refId)).size === s.parts.length, 'Part refIds must be unique'),
  v.check(
    (s) =>
      s.parts.every((p) => {
        const ids = p.elements.filter((e) => e.kind === 'image' || e.kind === 'text').map((e) => (e as { id: string }).id);
        return new Set(ids).size === ids.length;
      }),
    'Slot ids must be unique within a part',
  ),
);
export type Scene = v.InferOutput<typeof Scene>;

/** The key of a filled slot in templateData.userResources. */
export const fullId = (partRefId: string, slotId: string) => `${partRefId}/${slotId}`;

/** Every slot of the scene with its part, in drawing order. */
export function slotsOf(scene: Scene): Array<{ part: ScenePart; slot: ImageSlot | TextSlot; fullId: string }> {
  return scene.parts.flatMap((part) =>
    part.elements
      .filter((e): e is ImageSlot | TextSlot => e.kind === 'image' || e.kind === 'text')
      .map((slot) => ({ part, slot, fullId: fullId(part.refId, slot.id) })),
  );
}
