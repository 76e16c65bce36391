/**
 * Reads and checks a template folder without touching the database: categories.json, and per
 * template sub-folder template.json, scene.json (the contract's Scene) and every artwork file the
 * scene names (present, an image by its bytes, not too large, SVG without scripts). Rules across
 * files: categories named by templates exist and fit the template's type, one default subcategory,
 * calendars have years and month grids. Every problem names the file and its line.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Scene, type Scene as SceneType } from '@shop/contracts';
import * as v from 'valibot';
import { lineOf, type Problem, readJsonFile, schemaKind } from '../photojobs';
import {
  CATEGORIES_FILE,
  CategoriesFile,
  imageKind,
  KEY_PATTERN,
  MAX_ARTWORK_BYTES,
  NON_PHOTOGIFT_CATEGORIES,
  PREVIEW_FILE,
  SCENE_FILE,
  TEMPLATE_FILE,
  TemplateInput,
  unsafeSvg,
} from './file';

export interface PlannedTemplate {
  key: string;
  input: v.InferOutput<typeof TemplateInput>;
  scene: SceneType;
  /** Artwork (and the optional preview) by file name: bytes to copy. */
  files: Map<string, Buffer>;
  /** SHA-256 over what is drawn: texts, scene, artwork bytes. Same hash, same version. */
  contentHash: string;
}

export interface TemplateFolderPlan {
  folder: string;
  categories: CategoriesFile;
  /** Category tile images by file name. */
  categoryImages: Map<string, Buffer>;
  templates: PlannedTemplate[];
}

/**
 * Where a template folder's files come from: the folder on this machine (the command) or an uploaded zip read
 * into memory (the studio). Paths are relative to the folder, with '/'.
 */
export interface TemplateSource {
  /** What problems name when the folder itself is wrong. */
  name: string;
  /** A file's size, or null when there is no such file. */
  size(path: string): number | null;
  read(path: string): Promise<Buffer>;
  /** The folder's sub-folders (one level). */
  folders(): string[];
}

export function folderSource(arg: string): TemplateSource | null {
  const folder = resolve(arg);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return null;
  return {
    name: folder,
    size: (path) => {
      const abs = join(folder, path);
      return existsSync(abs) && statSync(abs).isFile() ? statSync(abs).size : null;
    },
    read: (path) => readFile(join(folder, path)),
    folders: () =>
      readdirSync(folder, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name),
  };
}

async function readJson<S extends v.GenericSchema>(source: TemplateSource, name: string, schema: S, problems: Problem[]) {
  if (source.size(name) === null) {
    problems.push({ file: name, line: 0, message: 'missing', kind: 'file_missing' });
    return null;
  }
  const json = await readJsonFile(name, async () => (await source.read(name)).toString('utf8'), problems);
  if (!json) return null;
  const parsed = v.safeParse(schema, json.value);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const p = v.getDotPath(issue) ?? '';
      problems.push({ file: name, line: lineOf(json, p), message: `${p || '(the file)'}: ${issue.message}`, ...schemaKind(issue, p) });
    }
    return null;
  }
  return { value: parsed.output as v.InferOutput<S>, lineOf: (p: string) => lineOf(json, p) };
}

async function readImage(source: TemplateSource, name: string, problems: Problem[], svgAllowed: boolean): Promise<Buffer | null> {
  const size = source.size(name);
  if (size === null) {
    problems.push({ file: name, line: 0, message: 'missing (the scene names it)', kind: 'artwork_missing' });
    return null;
  }
  if (size > MAX_ARTWORK_BYTES) {
    problems.push({
      file: name,
      line: 0,
      message: `is larger than ${MAX_ARTWORK_BYTES / 1024 / 1024} MB`,
      kind: 'artwork_too_large',
      values: { mb: MAX_ARTWORK_BYTES / 1024 / 1024 },
    });
    return null;
  }
  const bytes = await source.read(name);
  const kind = imageKind(bytes);
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const expected = ext === 'jpg' ? 'jpeg' : ext;
  if (kind === null || kind !== expected || (kind === 'svg' && !svgAllowed)) {
    problems.push({ file: name, line: 0, message: `is not a ${ext.toUpperCase()} image`, kind: 'artwork_not_image', values: { format: ext.toUpperCase() } });
    return null;
  }
  if (kind === 'svg') {
    const unsafe = unsafeSvg(bytes.toString('utf8'));
    if (unsafe) {
      problems.push({ file: name, line: 0, message: `cannot be used: it ${unsafe}`, kind: 'svg_unsafe', values: { reason: unsafe } });
      return null;
    }
  }
  return bytes;
}

export const artworkOf = (scene: SceneType): string[] => [
  ...new Set(
    scene.parts.flatMap((p) => [...(p.background.artwork ? [p.background.artwork] : []), ...p.elements.flatMap((e) => (e.kind === 'artwork' ? [e.file] : []))]),
  ),
];

export async function readTemplateFolder(arg: string | TemplateSource, problems: Problem[]): Promise<TemplateFolderPlan | null> {
  const source = typeof arg === 'string' ? folderSource(arg) : arg;
  if (!source) {
    problems.push({ file: arg as string, line: 0, message: 'is not a folder', kind: 'not_folder' });
    return null;
  }
  const folder = source.name;
  const cats = await readJson(source, CATEGORIES_FILE, CategoriesFile, problems);
  const categoryImages = new Map<string, Buffer>();
  const topLevel = new Map<string, number>();
  const cardSubs = new Set<string>();
  if (cats) {
    const bad = (path: string, message: string, kind: string, values: Record<string, string | number> = {}) =>
      problems.push({ file: CATEGORIES_FILE, line: cats.lineOf(path), message: `${path}: ${message}`, kind, values: { field: path, ...values } });
    cats.value.categories.forEach((c, i) => {
      if (topLevel.has(c.name))
        bad(`categories.${i}.name`, `'${c.name}' is used twice (also categories.${topLevel.get(c.name)})`, 'name_twice', {
          name: c.name,
          other: `categories.${topLevel.get(c.name)}`,
        });
      topLevel.set(c.name, i);
      const subs = new Set<string>();
      c.subCategories.forEach((s, k) => {
        if (subs.has(s.name))
          bad(`categories.${i}.subCategories.${k}.name`, `'${s.name}' is used twice in ${c.name}`, 'name_twice', { name: s.name, other: c.name });
        subs.add(s.name);
        if (c.name === 'cards') cardSubs.add(s.name);
      });
      if (c.subCategories.filter((s) => s.default).length > 1) bad(`categories.${i}.subCategories`, 'at most one default subcategory', 'default_twice');
      if (c.subCategories.length && c.name !== 'cards') bad(`categories.${i}.subCategories`, 'only cards have subcategories', 'subcategories_not_cards');
    });
    for (const c of cats.value.categories) {
      if (!c.image) continue;
      const bytes = await readImage(source, `categories/${c.image}`, problems, false);
      if (bytes) categoryImages.set(c.image, bytes);
    }
  }

  const templates: PlannedTemplate[] = [];
  const entries = source
    .folders()
    .filter((name) => name !== 'categories')
    .sort();
  for (const key of entries) {
    if (!KEY_PATTERN.test(key)) {
      problems.push({
        file: `${key}/`,
        line: 0,
        message: 'a template folder name is its key: letters, digits, dot, dash and underscore only (at most 64)',
        kind: 'template_folder_key',
      });
      continue;
    }
    const meta = await readJson(source, `${key}/${TEMPLATE_FILE}`, TemplateInput, problems);
    const scene = await readJson(source, `${key}/${SCENE_FILE}`, Scene, problems);
    if (!meta || !scene) continue;
    const input = meta.value;
    const bad = (path: string, message: string, kind: string, values: Record<string, string | number> = {}) =>
      problems.push({ file: `${key}/${TEMPLATE_FILE}`, line: meta.lineOf(path), message: `${path}: ${message}`, kind, values: { field: path, ...values } });
    input.categories.forEach((c, i) => {
      if (input.type === 'CARD' && !cardSubs.has(c))
        bad(`categories.${i}`, `'${c}' is not a subcategory of cards in ${CATEGORIES_FILE}`, 'not_card_subcategory', { name: c, file: CATEGORIES_FILE });
      if (input.type === 'PHOTOGIFT' && (!topLevel.has(c) || NON_PHOTOGIFT_CATEGORIES.has(c)))
        bad(`categories.${i}`, `'${c}' is not a photo-gift category of ${CATEGORIES_FILE}`, 'not_photogift_category', { name: c, file: CATEGORIES_FILE });
      if (input.type === 'CALENDAR' && c !== 'calendar') bad(`categories.${i}`, "calendars belong to 'calendar' only", 'calendar_category');
    });
    if (input.type !== 'CALENDAR' && input.categories.length === 0) bad('categories', 'name at least one category', 'no_category');
    const grids = scene.value.parts.flatMap((p) => p.elements.filter((e) => e.kind === 'calendar-grid'));
    if (input.type === 'CALENDAR') {
      if (input.supportedYears.length === 0) bad('supportedYears', 'a calendar needs the years it can be made for', 'calendar_years');
      if (grids.length === 0)
        problems.push({ file: `${key}/${SCENE_FILE}`, line: 1, message: 'a calendar needs month grids (calendar-grid elements)', kind: 'calendar_grids' });
    } else {
      if (input.supportedYears.length) bad('supportedYears', 'only calendars have years', 'years_not_calendar');
      if (grids.length) problems.push({ file: `${key}/${SCENE_FILE}`, line: 1, message: 'only calendars have month grids', kind: 'grids_not_calendar' });
    }
    const files = new Map<string, Buffer>();
    for (const name of artworkOf(scene.value)) {
      const bytes = await readImage(source, `${key}/${name}`, problems, true);
      if (bytes) files.set(name, bytes);
    }
    if (source.size(`${key}/${PREVIEW_FILE}`) !== null) {
      const bytes = await readImage(source, `${key}/${PREVIEW_FILE}`, problems, false);
      if (bytes) files.set(PREVIEW_FILE, bytes);
    }
    const hash = createHash('sha256').update(JSON.stringify({ name: input.name, scene: scene.value }));
    for (const [name, bytes] of [...files].sort(([a], [b]) => a.localeCompare(b))) hash.update(name).update(bytes);
    templates.push({ key, input, scene: scene.value, files, contentHash: hash.digest('hex') });
  }
  // with problems too: the import checks the templates' products against the portal and reports everything at once
  return cats ? { folder, categories: cats.value, categoryImages, templates } : null;
}
