/**
 * PGlite is one process's database: two processes on one data folder would corrupt it. A lock file
 * next to the folder (<DATA_DIR>.lock) says who holds it. The server writes its URL and a random
 * token there, so the operator CLI can hand its command to the running server instead of opening
 * the folder itself. (With DATABASE_URL none of this is needed: PostgreSQL has many clients.)
 */
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface LockInfo {
  pid: number;
  kind: 'server' | 'cli';
  /** server: where the operator endpoint listens, once it does. */
  url?: string;
  token?: string;
}

export class DataDirLockedError extends Error {
  constructor(readonly holder: LockInfo) {
    super(`The data folder is in use by ${holder.kind === 'server' ? 'a running server' : 'another operator command'} (pid ${holder.pid})`);
  }
}

export const lockPath = (dataDir: string) => `${dataDir.replace(/[/\\]+$/, '')}.lock`;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder of the lock, if that process still runs. */
export function readLiveLock(dataDir: string): LockInfo | null {
  let info: LockInfo;
  try {
    info = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as LockInfo;
  } catch {
    return null;
  }
  return info.pid !== process.pid && alive(info.pid) ? info : null;
}

export interface DataDirLock {
  update(info: Partial<LockInfo>): void;
  release(): void;
}

export function acquireLock(dataDir: string, info: Omit<LockInfo, 'pid'>): DataDirLock {
  const path = lockPath(dataDir);
  mkdirSync(dirname(path), { recursive: true });
  const content = (extra: Partial<LockInfo> = {}) => JSON.stringify({ ...info, ...extra, pid: process.pid });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // 'wx': fails if it exists; 0600: the token is for this user only
      const fd = openSync(path, 'wx', 0o600);
      writeFileSync(fd, content());
      closeSync(fd);
      let current: Partial<LockInfo> = {};
      return {
        update(extra) {
          current = { ...current, ...extra };
          writeFileSync(path, content(current), { mode: 0o600 });
        },
        release() {
          try {
            unlinkSync(path);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readLiveLock(dataDir);
      if (holder) throw new DataDirLockedError(holder);
      unlinkSync(path); // left by a process that died
    }
  }
  throw new Error(`Cannot take the lock ${path}`);
}
