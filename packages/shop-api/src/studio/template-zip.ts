/**
 * An uploaded templates folder as a zip, read into memory as the import's TemplateSource (no file on this
 * machine: instances share nothing but the database and the storage). yauzl refuses paths that leave the
 * folder (`..`, absolute, backslashes: zip slip) and entries whose sizes lie; a wrapping top folder
 * ("templates/…", as a zipped folder has) is taken away; the Mac's __MACOSX and .DS_Store are skipped.
 */
import yauzl from 'yauzl';
import { validationError } from '../http/errors';
import type { TemplateSource } from '../templates';

const MAX_ENTRIES = 5000;
/** Unpacked, all files together (a zip bomb stops here). */
const MAX_UNPACKED = 400 * 1024 * 1024;
/** A file above this is not read (the import reports artwork over its 15 MB with its size). */
const MAX_FILE = 16 * 1024 * 1024;

/** A refusal of the zip: the server's text, and the kind and values the studio words it by (decision 0101). */
const refuse = (message: string, kind: string, values?: Record<string, string | number>) =>
  validationError([{ field: 'body.file', message, kind, ...(values ? { values } : {}) }]);

function open(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (err, zip) => (err || !zip ? reject(err) : resolve(zip))),
  );
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(err);
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    }),
  );
}

export async function zipSource(bytes: Buffer, name: string): Promise<TemplateSource> {
  let zip: yauzl.ZipFile;
  try {
    zip = await open(bytes);
  } catch {
    throw refuse(`${name} is not a zip file`, 'not_zip');
  }
  const files = new Map<string, { size: number; bytes: Buffer | null }>();
  let unpacked = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        void (async () => {
          const path = entry.fileName;
          if (files.size >= MAX_ENTRIES) throw refuse(`${name} has more than ${MAX_ENTRIES} files`, 'zip_too_many_files', { requirement: MAX_ENTRIES });
          if (!path.endsWith('/') && !/(^|\/)(__MACOSX\/|\.DS_Store$)/.test(path)) {
            unpacked += entry.uncompressedSize;
            if (unpacked > MAX_UNPACKED)
              throw refuse(`${name} unpacks to more than ${MAX_UNPACKED / 1024 / 1024} MB`, 'zip_too_large_unpacked', { mb: MAX_UNPACKED / 1024 / 1024 });
            const big = entry.uncompressedSize > MAX_FILE;
            files.set(path, { size: entry.uncompressedSize, bytes: big ? null : await readEntry(zip, entry) });
          }
          zip.readEntry();
        })().catch(reject);
      });
      zip.readEntry();
    });
  } catch (err) {
    zip.close();
    if ((err as { statusCode?: number }).statusCode === 400) throw err;
    // yauzl's own refusals: a path leaving the folder, a size that lies, a damaged entry
    const message = (err as Error).message ?? '';
    if (/relative path|absolute path|invalid characters/.test(message))
      throw refuse(`${name} has a path that leaves its folder (${message})`, 'zip_path_leaves_folder');
    throw refuse(`${name} is damaged (${message})`, 'zip_damaged');
  }
  // a zipped folder: everything under one top folder without categories.json beside it
  const paths = [...files.keys()];
  const top = paths[0]?.split('/')[0];
  const prefix = top && !files.has('categories.json') && paths.every((p) => p.startsWith(`${top}/`)) ? `${top}/` : '';
  const inside = new Map([...files].map(([p, f]) => [p.slice(prefix.length), f]));
  return {
    name,
    size: (path) => inside.get(path)?.size ?? null,
    read: async (path) => inside.get(path)?.bytes ?? Buffer.alloc(0),
    folders: () => [...new Set([...inside.keys()].filter((p) => p.includes('/')).map((p) => p.split('/')[0]!))],
  };
}
