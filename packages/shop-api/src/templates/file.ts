/**
 * The files of a template folder (README.md next to this file): categories.json at the top, one
 * sub-folder per template with template.json (what the lists show), scene.json (what is drawn:
 * @shop/contracts/templates Scene) and the artwork files the scene names.
 */
import * as v from 'valibot';

export const CATEGORIES_FILE = 'categories.json';
export const TEMPLATE_FILE = 'template.json';
export const SCENE_FILE = 'scene.json';
/** An operator-made preview a template may bring; without one the server renders it from the scene. */
export const PREVIEW_FILE = 'preview.png';
export const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** Artwork larger than this is refused (print artwork at 300 dpi of a 30x40 canvas stays well below). */
export const MAX_ARTWORK_BYTES = 15 * 1024 * 1024;

const Language = v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'language codes are two small letters (en, nb, sv)'));
const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max, `at most ${max} characters`));
/** One text, or one per language; stored as a map ("" = any language), like the price list's texts. */
const localText = (max: number) =>
  v.pipe(
    v.union([text(max), v.record(Language, text(max))], 'a text, or an object of texts by language ({"en": "…", "nb": "…"})'),
    v.transform((t): Record<string, string> => (typeof t === 'string' ? { '': t } : t)),
  );
const CategoryName = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'small letters, digits, - and _ only (at most 64)'));
const ImageFile = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]+\.(png|jpg|jpeg|webp)$/, 'an image file name (png, jpg, webp) in categories/'));

const SubCategoryInput = v.strictObject({
  name: CategoryName,
  title: localText(100),
  default: v.optional(v.boolean(), false),
});

export const CategoryInput = v.strictObject({
  name: CategoryName,
  title: localText(100),
  description: v.optional(localText(500)),
  image: v.optional(ImageFile),
  /** Previews of this (photo-gift) category show the current picture set's own picture. */
  userImagePreviews: v.optional(v.boolean(), false),
  separateFromBackground: v.optional(v.boolean(), false),
  subCategories: v.optional(v.array(SubCategoryInput), []),
});
export type CategoryInput = v.InferOutput<typeof CategoryInput>;

export const CategoriesFile = v.strictObject({ categories: v.pipe(v.array(CategoryInput), v.maxLength(100)) });
export type CategoriesFile = v.InferOutput<typeof CategoriesFile>;

export const TemplateInput = v.strictObject({
  name: localText(100),
  type: v.picklist(['CARD', 'CALENDAR', 'PHOTOGIFT'], 'CARD, CALENDAR or PHOTOGIFT'),
  /** Keys of the template products (price list) it is offered as: cards type 2, calendars 1, photo gifts 89. */
  products: v.pipe(v.array(v.pipe(v.string(), v.regex(KEY_PATTERN, 'a product key'))), v.minLength(1, 'at least one product'), v.maxLength(20)),
  /** Cards: subcategories of cards; photo gifts: their category; calendars: none or 'calendar'. */
  categories: v.optional(v.pipe(v.array(CategoryName), v.maxLength(20)), []),
  sortOrder: v.optional(v.pipe(v.number(), v.integer()), 0),
  /** Calendars: the years it can be made for. */
  supportedYears: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2200))), v.maxLength(10)), []),
  /** The format as the filters show it ('A4'); default from the scene's size in cm ('10x15'). */
  formatSize: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(20))),
  separateFromBackground: v.optional(v.boolean(), false),
  addToCartWarningEnabled: v.optional(v.boolean(), false),
  /** Which other picture sets the editor may take pictures from (spec 2 section 4); absent: the portal's option. */
  subjectChangeMode: v.optional(v.picklist([0, 1, 2, 3, 4], 'a subject-change mode 0 to 4')),
  active: v.optional(v.boolean(), true),
});
export type TemplateInput = v.InferOutput<typeof TemplateInput>;

/** The product type each template type is offered as. */
export const PRODUCT_TYPE_OF = { CARD: 2, CALENDAR: 1, PHOTOGIFT: 89 } as const;
/** Top-level categories that are not photo-gift categories (spec 2: the overview links them by name). */
export const NON_PHOTOGIFT_CATEGORIES = new Set(['cards', 'calendar', 'digitalprint', 'catalogues', 'packages', 'archive']);

/** The file's kind from its first bytes; null when it is none of the artwork formats. */
export function imageKind(bytes: Buffer): 'png' | 'jpeg' | 'webp' | 'svg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  const head = bytes.toString('utf8', 0, Math.min(bytes.length, 2048)).trimStart();
  if ((head.startsWith('<svg') || head.startsWith('<?xml')) && head.includes('<svg')) return 'svg';
  return null;
}

/** SVG artwork is drawn, never run: no scripts, event handlers or outside references. */
export function unsafeSvg(textOfFile: string): string | null {
  if (/<script\b/i.test(textOfFile)) return 'contains a script';
  if (/\son[a-z]+\s*=/i.test(textOfFile)) return 'contains an event handler (on…=)';
  if (/<foreignObject\b/i.test(textOfFile)) return 'contains a foreignObject';
  if (/(?:href|src)\s*=\s*["'](?!#|data:image\/)/i.test(textOfFile)) return 'refers to another file or address (only #ids and data:image are allowed)';
  return null;
}
