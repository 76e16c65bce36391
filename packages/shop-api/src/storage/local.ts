/**
 * The folder back end (FILES_DIR, the embedded default): one machine's disk, as the shop always had.
 * A write goes to a temporary name beside the target and is renamed into place, so a reader never sees
 * half a file and two writers of the same key leave one whole file.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, constants, copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Body, checkKey, checkPrefix, type FileStorage, type StoredFile } from './types';

const isMissing = (err: unknown) => {
  const code = (err as { code?: string }).code;
  // a name longer than the file system allows cannot have been stored either
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG';
};

export function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, ...checkKey(key).split('/'));

  /** Writes through a temporary file and renames it over the target. */
  async function atomically(key: string, write: (temp: string) => Promise<void>): Promise<void> {
    const target = pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await write(temp);
      await rename(temp, target);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
  }

  return {
    kind: 'local',
    where: root,
    put(key: string, body: Body) {
      return atomically(key, async (temp) => {
        if (body instanceof Readable) await pipeline(body, createWriteStream(temp, { mode: 0o644 }));
        else await writeFile(temp, body, { mode: 0o644 });
      });
    },
    putFile(key: string, path: string) {
      return atomically(key, (temp) => copyFile(path, temp));
    },
    async read(key: string) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async stream(key: string) {
      const path = pathOf(key);
      let size: number;
      try {
        const s = await stat(path);
        if (!s.isFile()) return null;
        size = s.size;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      return { body: createReadStream(path), size };
    },
    async head(key: string): Promise<StoredFile | null> {
      try {
        const s = await stat(pathOf(key));
        return s.isFile() ? { size: s.size, modified: s.mtime } : null;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key: string) {
      await rm(pathOf(key), { force: true });
    },
    async list(prefix: string) {
      checkPrefix(prefix);
      // the folder holding the prefix's last part; names in it are filtered by the rest
      const slash = prefix.lastIndexOf('/');
      const base = prefix.slice(0, slash + 1);
      const dir = join(root, ...base.split('/').filter(Boolean));
      let entries: string[];
      try {
        entries = (await readdir(dir, { recursive: true, withFileTypes: true }))
          .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
          .map((e) => {
            const parent = e.parentPath.slice(dir.length).split(sep).filter(Boolean);
            return [base.slice(0, -1), ...parent, e.name].filter(Boolean).join('/');
          });
      } catch (err) {
        if (isMissing(err)) return [];
        throw err;
      }
      return entries.filter((k) => k.startsWith(prefix)).sort();
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
    async close() {},
  };
}
