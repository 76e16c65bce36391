/**
 * A job folder uploaded as a zip (the studio, issue 32) becomes a folder of this machine for the import to
 * read (README.md: the folder), inside one background job: the zip is copied from the storage to the job's
 * work folder, every entry is checked before one byte is extracted, and the work folder is removed when the
 * job ends. Nothing here outlives the job, so any instance can run it (the zip is in the shared storage).
 *
 * Refused with the reason, as a problem of the zip: a file that is not a zip (its bytes), an entry whose
 * path leaves the folder (zip slip: absolute, '..', a drive letter; yauzl's own check) or is a link, more
 * than MAX_ENTRIES entries, or more unpacked bytes than MAX_UNPACKED (a zip bomb); sizes are checked again
 * while extracting (validateEntrySizes).
 */
import { createWriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PHOTO_JOB_UPLOAD_RULES } from '@shop/contracts';
import yauzl from 'yauzl';
import type { FileStorage } from '../storage';
import type { Problem } from './textfiles';

export const MAX_ENTRIES = 200_000;
/** Pictures are stored, not compressed, in a zip: twice the upload's limit is room enough. */
export const MAX_UNPACKED = 2 * PHOTO_JOB_UPLOAD_RULES.maxBytes;

/** Files a zip made on a Mac or Windows carries that are no part of the folder. */
const IGNORED = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|desktop\.ini$)/i;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

export class ArchiveProblem extends Error {
  constructor(readonly problem: Problem) {
    super(`${problem.file}: ${problem.message}`);
  }
}

/** The first bytes of a zip: a local file header, or the end record of an empty zip. */
export function looksLikeZip(head: Buffer): boolean {
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && ((head[2] === 3 && head[3] === 4) || (head[2] === 5 && head[3] === 6));
}

const openZip = (path: string) =>
  new Promise<yauzl.ZipFile>((ok, fail) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true }, (err, zip) => (err ? fail(err) : ok(zip))),
  );

/** Every entry of the zip (its central directory), or the reason it cannot be read. */
async function entriesOf(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  const entries: yauzl.Entry[] = [];
  return new Promise((ok, fail) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      if (entries.length > MAX_ENTRIES) {
        zip.close();
        fail(new Error(`more than ${MAX_ENTRIES} files`));
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => ok(entries));
    zip.on('error', fail);
    zip.readEntry();
  });
}

const readStream = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<NodeJS.ReadableStream>((ok, fail) => zip.openReadStream(entry, (err, stream) => (err ? fail(err) : ok(stream))));

/** A name the import may use as the folder's (its default job key): the zip's own name without .zip. */
function folderName(name: string): string {
  const base = name.replace(/\.zip$/i, '').trim();
  return /^[^/\\\0]{1,100}$/.test(base) && base !== '.' && base !== '..' ? base : 'job';
}

/**
 * Copies the stored zip `key` into `work` and unpacks it there; answers the folder to import. A zip of the
 * folder itself (one top folder holding job.json) is unpacked as that folder. Throws ArchiveProblem with the
 * reason when the zip is refused.
 */
export async function unpackJobZip(storage: FileStorage, key: string, fileName: string, work: string): Promise<string> {
  const refuse = (message: string, kind: string, values?: Record<string, string | number>): never => {
    throw new ArchiveProblem({ file: fileName, line: 0, message, kind, values });
  };
  const stored = await storage.stream(key);
  if (!stored) return refuse('the upload is gone from the storage: upload the zip again', 'upload_gone');
  const zipPath = join(work, 'upload.zip');
  await pipeline(stored.body, createWriteStream(zipPath, { mode: 0o600 }));
  const head = Buffer.alloc(4);
  const fd = await open(zipPath, 'r');
  try {
    await fd.read(head, 0, 4, 0);
  } finally {
    await fd.close();
  }
  if (!looksLikeZip(head)) refuse('is not a zip file (upload the job folder as a .zip, or choose the folder)', 'not_zip');

  let zip: yauzl.ZipFile;
  let entries: yauzl.Entry[];
  try {
    zip = await openZip(zipPath);
    entries = await entriesOf(zip);
  } catch (err) {
    const message = (err as Error).message;
    // yauzl's own path check: absolute paths, '..', backslashes
    if (/relative path|absolute path|invalid characters/i.test(message))
      return refuse(`an entry's path leaves the folder and is refused (${message})`, 'zip_path_leaves_folder');
    return refuse(`cannot be read as a zip (${message})`, 'zip_damaged');
  }
  try {
    const files = entries.filter((e) => !e.fileName.endsWith('/') && !IGNORED.test(e.fileName));
    for (const e of files) {
      if (((e.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
        refuse(`${e.fileName} is a link: links are refused, put the file itself in the zip`, 'zip_link', { path: e.fileName });
      if (/^[A-Za-z]:/.test(e.fileName) || e.fileName.split('/').some((part) => part === '..'))
        refuse(`${e.fileName} leaves the folder and is refused`, 'zip_path_leaves_folder', { path: e.fileName });
    }
    const unpacked = files.reduce((sum, e) => sum + e.uncompressedSize, 0);
    if (unpacked > MAX_UNPACKED)
      refuse(`unpacks to ${Math.round(unpacked / 1024 ** 3)} GB, more than ${MAX_UNPACKED / 1024 ** 3} GB`, 'zip_too_large_unpacked', {
        mb: MAX_UNPACKED / 1024 ** 2,
      });

    // the zip of the folder itself: everything under one top folder, no job.json beside it
    const tops = new Set(files.map((e) => e.fileName.split('/')[0]));
    const [top] = tops;
    const nested = tops.size === 1 && top !== undefined && !files.some((e) => e.fileName === 'job.json') && files.every((e) => e.fileName.includes('/'));
    const folder = resolve(work, folderName(nested ? top! : fileName));
    await mkdir(folder, { recursive: true });
    for (const e of files) {
      const relative = nested ? e.fileName.slice(top!.length + 1) : e.fileName;
      const target = resolve(folder, ...relative.split('/'));
      if (!target.startsWith(folder + sep)) refuse(`${e.fileName} leaves the folder and is refused`, 'zip_path_leaves_folder', { path: e.fileName });
      await mkdir(resolve(target, '..'), { recursive: true });
      try {
        await pipeline(await readStream(zip, e), createWriteStream(target, { mode: 0o600 }));
      } catch (err) {
        refuse(`${e.fileName} cannot be unpacked (${(err as Error).message})`, 'zip_entry_damaged', { path: e.fileName });
      }
    }
    return folder;
  } finally {
    zip.close();
  }
}

/** The first bytes of a stored file (the zip check of a finished upload). */
export async function storedHead(storage: FileStorage, key: string, bytes = 4): Promise<Buffer | null> {
  const stored = await storage.stream(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stored.body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= bytes) break;
  }
  (stored.body as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
  return Buffer.concat(chunks).subarray(0, bytes);
}
