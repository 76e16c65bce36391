/**
 * Reads and checks an import folder (format: README.md next to this file) without touching the
 * database or FILES_DIR. Every problem is collected with its file and line, so the operator sees
 * them all at once.
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { basename, join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import * as v from 'valibot';
import { PICTURE_TYPES, type PictureType } from '../db/schema';
import { CODE_PATTERN, normaliseCode } from './codes';
import { LOGO_FORMATS, sha256Hex, SUPPORTED_FORMATS } from './files';
import { JsonSyntaxError, lineOf, parseCsv, parseJsonWithLines, schemaKind, type CsvRow, type Problem } from './textfiles';

export const JOB_FILE = 'job.json';
export const SUBJECTS_FILE = 'subjects.csv';
export const PICTURES_FILE = 'pictures.csv';
export const PICTURES_DIR = 'pictures';

/** Job keys and portal keys become folder names under originals/. */
export const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max, `at most ${max} characters`));
const fileName = v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(300));

export const JobFileSchema = v.strictObject({
  key: v.optional(v.pipe(v.string(), v.regex(KEY_PATTERN, 'letters, digits, dot, dash and underscore only (at most 64)'))),
  name: text(200),
  year: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1900), v.maxValue(2200)),
  photographer: v.strictObject({ name: text(200), logo: v.optional(fileName) }),
  jobType: text(50),
  archived: v.optional(v.boolean(), false),
  inWebshop: v.boolean(),
  requireFineTunedPictures: v.optional(v.boolean(), false),
  yearbookPoses: v.optional(v.array(v.strictObject({ name: text(100), instructions: v.optional(v.pipe(v.string(), v.maxLength(5000)), '') })), []),
  yearbookSelection: v.optional(
    v.strictObject({
      days: v.optional(v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1), v.maxValue(3650))),
      expiresAt: v.optional(v.pipe(v.string(), v.isoTimestamp('must be an ISO timestamp such as 2026-09-30T22:00:00Z'))),
    }),
  ),
  greenScreenBackgrounds: v.optional(v.array(fileName), []),
});
export type JobFile = v.InferOutput<typeof JobFileSchema>;

const SUBJECT_COLUMNS = ['key', 'name', 'group', 'code', 'favourites', 'yearbook', 'editable'];
const PICTURE_COLUMNS = ['subject', 'file', 'type', 'greenscreen', 'mask', 'group', 'clientref', 'keywords', 'sort'];
/** Other spellings accepted in headers. */
const COLUMN_ALIASES: Record<string, string> = { favorites: 'favourites', client_ref: 'clientref', 'client ref': 'clientref' };

export interface ImageInfo {
  /** Absolute path (real path). */
  abs: string;
  /** Path relative to the import folder, as the operator wrote it (pictures/x.jpg). */
  shown: string;
  sha256: string;
  /** Extension of the kept original. */
  ext: string;
  /** After EXIF orientation. */
  width: number;
  height: number;
  /** Where the import folder first names it (for later problems). */
  at: { file: string; line: number };
}

export interface SubjectPlan {
  line: number;
  key: string;
  name: string;
  group: string;
  /** Normalised, or null: keep the existing one / generate one. */
  code: string | null;
  favourites: boolean;
  yearbook: boolean;
  editable: boolean;
}

export interface PicturePlan {
  line: number;
  subjectKey: string;
  /** The path under pictures/ (the picture's import key). */
  file: string;
  type: PictureType;
  greenscreen: boolean;
  mask: string | null;
  group: boolean;
  clientRef: string;
  keywords: string[];
  sort: number;
}

export interface FolderPlan {
  folder: string;
  jobKey: string;
  job: JobFile;
  subjects: SubjectPlan[];
  pictures: PicturePlan[];
  /** By path relative to the folder: every image the import uses (pictures, masks, backgrounds). */
  images: Map<string, ImageInfo>;
  logo: ImageInfo | null;
  /** Lines of job.json entries, for later problems. */
  jobLine(path: string): number;
}

function parseBoolean(value: string, fallback: boolean): boolean | null {
  const s = value.trim().toLowerCase();
  if (s === '') return fallback;
  if (['yes', 'y', 'true', '1', 'ja', 'j'].includes(s)) return true;
  if (['no', 'n', 'false', '0', 'nei'].includes(s)) return false;
  return null;
}

/** A relative path inside `base` (no absolute paths, no '..', no backslashes). */
function safeRelative(path: string): boolean {
  if (path === '' || path.startsWith('/') || path.includes('\\') || /^[A-Za-z]:/.test(path)) return false;
  return path.split('/').every((part) => part !== '..' && part !== '');
}

async function readText(folder: string, file: string, problems: Problem[]): Promise<string | null> {
  const path = join(folder, file);
  if (!existsSync(path)) {
    problems.push({ file, line: 0, message: 'missing', kind: 'file_missing' });
    return null;
  }
  try {
    const buffer = await readFile(path);
    const content = buffer.toString('utf8');
    if (content.includes('\uFFFD')) problems.push({ file, line: 0, message: 'is not UTF-8 text (save it as UTF-8 CSV)', kind: 'not_utf8' });
    return content;
  } catch (err) {
    problems.push({ file, line: 0, message: `cannot be read (${(err as Error).message})`, kind: 'unreadable', values: { reason: (err as Error).message } });
    return null;
  }
}

function normaliseHeader(table: { header: string[]; headerLine: number; rows: CsvRow[] }) {
  table.header = table.header.map((h) => COLUMN_ALIASES[h] ?? h);
  for (const row of table.rows) {
    for (const [alias, name] of Object.entries(COLUMN_ALIASES)) {
      if (alias in row.values) {
        row.values[name] = row.values[alias]!;
        delete row.values[alias];
      }
    }
  }
}

function checkColumns(file: string, table: { header: string[]; headerLine: number }, known: string[], required: string[], problems: Problem[]): boolean {
  let ok = true;
  for (const name of required) {
    if (!table.header.includes(name)) {
      problems.push({
        file,
        line: table.headerLine,
        message: `the column '${name}' is missing (columns: ${known.join(', ')})`,
        kind: 'column_missing',
        values: { column: name, columns: known.join(', ') },
      });
      ok = false;
    }
  }
  for (const name of table.header) {
    if (name && !known.includes(name))
      problems.push({
        file,
        line: table.headerLine,
        message: `unknown column '${name}' (columns: ${known.join(', ')})`,
        kind: 'column_unknown',
        values: { column: name, columns: known.join(', ') },
      });
  }
  return ok;
}

/** Runs `fn` over `items` with a few at a time. */
export async function eachLimited<T>(items: T[], fn: (item: T) => Promise<void>, limit = Math.max(2, Math.min(4, availableParallelism()))): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Reads an image's header and hash; a problem (file, line) when it is missing, not a file, or not a supported image. */
async function inspectImage(
  folder: string,
  shown: string,
  at: { file: string; line: number },
  formats: Record<string, string>,
  problems: Problem[],
): Promise<ImageInfo | null> {
  const abs = resolve(folder, shown);
  const fail = (message: string, kind: string, values: Record<string, string | number> = {}) => {
    problems.push({ ...at, message: `${shown}: ${message}`, kind, values: { path: shown, ...values } });
    return null;
  };
  if (!existsSync(abs)) return fail('file not found', 'image_missing');
  let real: string;
  try {
    real = realpathSync(abs);
    if (!statSync(real).isFile()) return fail('is not a file', 'image_not_file');
  } catch (err) {
    return fail(`cannot be read (${(err as Error).message})`, 'image_unreadable', { reason: (err as Error).message });
  }
  const realFolder = realpathSync(folder);
  if (!real.startsWith(realFolder + sep)) return fail('points outside the import folder', 'image_outside');
  let buffer: Buffer;
  try {
    buffer = await readFile(real);
  } catch (err) {
    return fail(`cannot be read (${(err as Error).message})`, 'image_unreadable', { reason: (err as Error).message });
  }
  if (buffer.length === 0) return fail('is empty', 'image_empty');
  let meta: sharp.Metadata;
  try {
    meta = await sharp(buffer).metadata();
  } catch (err) {
    const reason = (err as Error).message.replace(/\s+/g, ' ').trim();
    return fail(`is not a readable image (${reason})`, 'image_damaged', { reason });
  }
  const ext = meta.format ? formats[meta.format] : undefined;
  if (!ext)
    return fail(`unsupported image format '${meta.format ?? 'unknown'}' (supported: ${Object.keys(formats).join(', ')})`, 'image_format', {
      format: meta.format ?? 'unknown',
      formats: Object.keys(formats).join(', '),
    });
  if (!meta.width || !meta.height) return fail('has no size (a corrupt image?)', 'image_no_size');
  const rotated = (meta.orientation ?? 1) >= 5;
  return {
    abs: real,
    shown,
    at,
    sha256: sha256Hex(buffer),
    ext,
    width: rotated ? meta.height : meta.width,
    height: rotated ? meta.width : meta.height,
  };
}

/** Reads and checks the whole folder; `problems` receives everything that is wrong. */
export async function readImportFolder(folderArg: string, problems: Problem[], onImage?: (done: number, total: number) => void): Promise<FolderPlan | null> {
  const folder = resolve(folderArg);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    problems.push({ file: folderArg, line: 0, message: 'is not a folder', kind: 'not_folder' });
    return null;
  }

  // ---- job.json ----
  let job: JobFile | null = null;
  let jobLine: (path: string) => number = () => 0;
  let rawJob: unknown = null;
  const jobText = await readText(folder, JOB_FILE, problems);
  if (jobText !== null) {
    try {
      const json = parseJsonWithLines(jobText);
      jobLine = (path) => lineOf(json, path);
      rawJob = json.value;
      const parsed = v.safeParse(JobFileSchema, json.value);
      if (parsed.success) job = parsed.output;
      else {
        for (const issue of parsed.issues) {
          const path = v.getDotPath(issue) ?? '';
          const line = jobLine(path);
          if (issue.type === 'strict_object')
            problems.push({ file: JOB_FILE, line, message: `unknown field '${path}'`, kind: 'unknown_field', values: { path } });
          else problems.push({ file: JOB_FILE, line, message: `${path || 'the file'}: ${issue.message}`, ...schemaKind(issue, path) });
        }
      }
    } catch (err) {
      if (!(err instanceof JsonSyntaxError)) throw err;
      problems.push({ file: JOB_FILE, line: err.line, message: `not valid JSON: ${err.message}`, kind: 'json_syntax', values: { reason: err.message } });
    }
  }
  const jobKey = job?.key ?? basename(folder);
  if (job && !job.key && !KEY_PATTERN.test(jobKey)) {
    problems.push({
      file: JOB_FILE,
      line: 1,
      message: `the folder name '${jobKey}' cannot be the job's key: add a "key" (letters, digits, dot, dash, underscore)`,
      kind: 'folder_key',
      values: { key: jobKey },
    });
  }
  // checks across fields, on the raw value: they show even when the schema found other problems
  if (rawJob && typeof rawJob === 'object' && !Array.isArray(rawJob)) {
    const raw = rawJob as Record<string, unknown>;
    const sel = raw.yearbookSelection as Record<string, unknown> | undefined;
    if (sel && typeof sel === 'object' && 'days' in sel === 'expiresAt' in sel) {
      problems.push({
        file: JOB_FILE,
        line: jobLine('yearbookSelection'),
        message: 'yearbookSelection: give either "days" or "expiresAt"',
        kind: 'days_or_expires',
      });
    }
    const poses = Array.isArray(raw.yearbookPoses) ? (raw.yearbookPoses as unknown[]) : [];
    if (sel && poses.length === 0) {
      problems.push({
        file: JOB_FILE,
        line: jobLine('yearbookSelection'),
        message: 'yearbookSelection without yearbookPoses',
        kind: 'selection_without_poses',
      });
    }
    const poseNames = new Map<string, number>();
    poses.forEach((pose, i) => {
      const name = pose && typeof pose === 'object' ? (pose as { name?: unknown }).name : undefined;
      if (typeof name !== 'string') return;
      const first = poseNames.get(name.trim());
      if (first !== undefined)
        problems.push({
          file: JOB_FILE,
          line: jobLine(`yearbookPoses.${i}.name`),
          message: `the yearbook pose '${name.trim()}' is listed twice (also pose ${first + 1})`,
          kind: 'pose_twice',
          values: { name: name.trim(), other: first + 1 },
        });
      else poseNames.set(name.trim(), i);
    });
  }

  // ---- subjects.csv ----
  const subjects: SubjectPlan[] = [];
  const subjectLines = new Map<string, number>();
  const subjectsText = await readText(folder, SUBJECTS_FILE, problems);
  const subjectsTable = subjectsText === null ? null : parseCsv(subjectsText, SUBJECTS_FILE, problems);
  let subjectsRead = false;
  if (subjectsTable) {
    normaliseHeader(subjectsTable);
    if (checkColumns(SUBJECTS_FILE, subjectsTable, SUBJECT_COLUMNS, ['key', 'name'], problems)) {
      subjectsRead = true;
      const codeLines = new Map<string, number>();
      for (const row of subjectsTable.rows) {
        const at = { file: SUBJECTS_FILE, line: row.line };
        const f = row.values;
        const key = f.key ?? '';
        const name = f.name ?? '';
        let ok = true;
        const bad = (message: string, kind: string, values?: Record<string, string | number>) => {
          problems.push({ ...at, message, kind, values });
          ok = false;
        };
        if (!key) bad('the key is empty', 'empty', { column: 'key' });
        else if (key.length > 100) bad('the key is longer than 100 characters', 'too_long', { column: 'key', max: 100 });
        else if (subjectLines.has(key))
          bad(`the key '${key}' is used twice (also line ${subjectLines.get(key)})`, 'value_twice', {
            column: 'key',
            value: key,
            other: subjectLines.get(key)!,
          });
        if (!name) bad('the name is empty', 'empty', { column: 'name' });
        else if (name.length > 200) bad('the name is longer than 200 characters', 'too_long', { column: 'name', max: 200 });
        if ((f.group ?? '').length > 100) bad('the group is longer than 100 characters', 'too_long', { column: 'group', max: 100 });
        let code: string | null = null;
        if (f.code) {
          code = normaliseCode(f.code);
          if (!CODE_PATTERN.test(code))
            bad(`the code '${f.code}' is not valid (6 to 32 letters and digits; spaces and dashes are ignored)`, 'code_invalid', { value: f.code });
          else if (codeLines.has(code))
            bad(`the code '${code}' is used twice (also line ${codeLines.get(code)})`, 'value_twice', {
              column: 'code',
              value: code,
              other: codeLines.get(code)!,
            });
          else codeLines.set(code, row.line);
        }
        const flags: Record<string, boolean> = {};
        for (const [column, fallback] of [
          ['favourites', false],
          ['yearbook', false],
          ['editable', true],
        ] as const) {
          const value = parseBoolean(f[column] ?? '', fallback);
          if (value === null) bad(`${column}: '${f[column]}' is not yes or no`, 'not_yes_no', { column, value: f[column] ?? '' });
          else flags[column] = value;
        }
        if (key && !subjectLines.has(key)) subjectLines.set(key, row.line);
        if (ok) {
          subjects.push({
            line: row.line,
            key,
            name,
            group: f.group ?? '',
            code,
            favourites: flags.favourites!,
            yearbook: flags.yearbook!,
            editable: flags.editable!,
          });
        }
      }
      if (subjectsTable.rows.length === 0) problems.push({ file: SUBJECTS_FILE, line: subjectsTable.headerLine, message: 'no subjects', kind: 'no_subjects' });
    }
  }

  // ---- pictures.csv ----
  const pictures: PicturePlan[] = [];
  const picturesText = await readText(folder, PICTURES_FILE, problems);
  const picturesTable = picturesText === null ? null : parseCsv(picturesText, PICTURES_FILE, problems);
  /** Image path (relative to the folder) → where it is first used. */
  const uses = new Map<string, { file: string; line: number; formats: Record<string, string> }>();
  const use = (path: string, at: { file: string; line: number }, formats = SUPPORTED_FORMATS) => {
    if (!uses.has(path)) uses.set(path, { ...at, formats });
  };
  if (picturesTable) {
    normaliseHeader(picturesTable);
    if (checkColumns(PICTURES_FILE, picturesTable, PICTURE_COLUMNS, ['subject', 'file', 'type'], problems)) {
      const seen = new Map<string, number>();
      const perSubject = new Map<string, number>();
      for (const row of picturesTable.rows) {
        const at = { file: PICTURES_FILE, line: row.line };
        const f = row.values;
        let ok = true;
        const bad = (message: string, kind: string, values?: Record<string, string | number>) => {
          problems.push({ ...at, message, kind, values });
          ok = false;
        };
        const subjectKey = f.subject ?? '';
        if (!subjectKey) bad('the subject is empty', 'empty', { column: 'subject' });
        else if (subjectsRead && !subjectLines.has(subjectKey))
          bad(`unknown subject key '${subjectKey}' (not in ${SUBJECTS_FILE})`, 'unknown_subject', { value: subjectKey, file: SUBJECTS_FILE });
        const file = (f.file ?? '').replace(/^\.\//, '');
        if (!file) bad('the file is empty', 'empty', { column: 'file' });
        else if (!safeRelative(file))
          bad(`the file '${file}' must be a path inside ${PICTURES_DIR}/ (no '..', no leading '/')`, 'path_outside', {
            column: 'file',
            value: file,
            folder: `${PICTURES_DIR}/`,
          });
        const type = (f.type ?? '').trim().toUpperCase();
        if (!PICTURE_TYPES.includes(type as PictureType)) bad(`unknown type '${f.type ?? ''}' (IP, SFP or GP)`, 'unknown_type', { value: f.type ?? '' });
        const greenscreen = parseBoolean(f.greenscreen ?? '', false);
        if (greenscreen === null) bad(`greenscreen: '${f.greenscreen}' is not yes or no`, 'not_yes_no', { column: 'greenscreen', value: f.greenscreen ?? '' });
        const group = parseBoolean(f.group ?? '', type === 'GP');
        if (group === null) bad(`group: '${f.group}' is not yes or no`, 'not_yes_no', { column: 'group', value: f.group ?? '' });
        const mask = (f.mask ?? '').replace(/^\.\//, '') || null;
        if (mask && !safeRelative(mask))
          bad(`the mask '${mask}' must be a path inside ${PICTURES_DIR}/`, 'path_outside', { column: 'mask', value: mask, folder: `${PICTURES_DIR}/` });
        if (greenscreen && !mask) bad('a green-screen picture needs its mask (column mask: a greyscale PNG, white = subject)', 'mask_needed');
        if (mask && greenscreen === false) bad('a mask is given but greenscreen is not yes', 'mask_without_greenscreen');
        let sort: number | null = null;
        if (f.sort) {
          if (!/^-?\d{1,6}$/.test(f.sort)) bad(`sort: '${f.sort}' is not a whole number`, 'not_whole_number', { column: 'sort', value: f.sort });
          else sort = Number(f.sort);
        }
        const clientRef = f.clientref ?? '';
        if (clientRef.length > 100) bad('clientRef is longer than 100 characters', 'too_long', { column: 'clientRef', max: 100 });
        const keywords = (f.keywords ?? '')
          .split(/[;|]/)
          .map((k) => k.trim())
          .filter(Boolean);
        const dupKey = `${subjectKey}\u0000${file}`;
        if (subjectKey && file && seen.has(dupKey))
          bad(`'${file}' is listed twice for the subject '${subjectKey}' (also line ${seen.get(dupKey)})`, 'picture_twice', {
            value: file,
            subject: subjectKey,
            other: seen.get(dupKey)!,
          });
        else seen.set(dupKey, row.line);
        if (!ok) continue;
        const n = (perSubject.get(subjectKey) ?? 0) + 1;
        perSubject.set(subjectKey, n);
        use(`${PICTURES_DIR}/${file}`, at);
        if (mask) use(`${PICTURES_DIR}/${mask}`, at);
        pictures.push({
          line: row.line,
          subjectKey,
          file,
          type: type as PictureType,
          greenscreen: greenscreen!,
          mask,
          group: group!,
          clientRef: clientRef || basename(file).replace(/\.[^.]+$/, ''),
          keywords,
          sort: sort ?? n,
        });
      }
    }
  }

  // ---- files named in job.json ----
  if (job) {
    job.greenScreenBackgrounds.forEach((file, i) => {
      const at = { file: JOB_FILE, line: jobLine(`greenScreenBackgrounds.${i}`) };
      if (!safeRelative(file))
        problems.push({
          ...at,
          message: `the background '${file}' must be a path inside the folder`,
          kind: 'path_outside',
          values: { column: 'background', value: file, folder: '' },
        });
      else use(file, at);
    });
    if (job.photographer.logo) {
      const at = { file: JOB_FILE, line: jobLine('photographer.logo') };
      if (!safeRelative(job.photographer.logo))
        problems.push({
          ...at,
          message: `the logo '${job.photographer.logo}' must be a path inside the folder`,
          kind: 'path_outside',
          values: { column: 'logo', value: job.photographer.logo, folder: '' },
        });
      else use(job.photographer.logo, at, LOGO_FORMATS);
    }
  }

  // ---- the images themselves ----
  const images = new Map<string, ImageInfo>();
  let inspected = 0;
  onImage?.(0, uses.size);
  await eachLimited([...uses], async ([path, at]) => {
    const info = await inspectImage(folder, path, { file: at.file, line: at.line }, at.formats, problems);
    if (info) images.set(path, info);
    onImage?.(++inspected, uses.size);
  });
  for (const p of pictures) {
    if (!p.mask) continue;
    const picture = images.get(`${PICTURES_DIR}/${p.file}`);
    const mask = images.get(`${PICTURES_DIR}/${p.mask}`);
    if (picture && mask && (picture.width !== mask.width || picture.height !== mask.height)) {
      problems.push({
        file: PICTURES_FILE,
        line: p.line,
        message: `the mask ${p.mask} is ${mask.width}x${mask.height}, the picture ${p.file} is ${picture.width}x${picture.height}: they must be the same size`,
        kind: 'mask_size',
        values: { mask: p.mask, maskSize: `${mask.width}x${mask.height}`, picture: p.file, pictureSize: `${picture.width}x${picture.height}` },
      });
    }
  }
  const logo = job?.photographer.logo ? (images.get(job.photographer.logo) ?? null) : null;
  if (!job) return null;
  return { folder, jobKey, job, subjects, pictures, images, logo, jobLine };
}

/** Path relative to the folder of a picture or mask named in pictures.csv. */
export const picturePath = (file: string) => `${PICTURES_DIR}/${file}`;
