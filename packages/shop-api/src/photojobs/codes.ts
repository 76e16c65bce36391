/**
 * Picture codes. A code is never stored: subjects.code_hash holds HMAC-SHA256 of the normalised code
 * under a server secret, so a leaked table does not hand out codes, and a guess cannot be checked
 * offline without the secret.
 *
 * The secret: CODE_SECRET from the environment when set (production: set it, and keep it outside
 * the database); otherwise one generated on first use and kept in the `secrets` table, so every
 * instance on one database (PGlite or PostgreSQL) shares it. Changing the secret makes every
 * existing code stop working: import the jobs again with their codes, or send new ones.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { PICTURE_CODE_RULES } from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, portals, secrets, subjects, type JobRow, type Portal, type SubjectRow } from '../db/schema';

/** Upper-case letters and digits without look-alikes (no 0/O, 1/I/L): 31 symbols. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const GENERATED_CODE_LENGTH = 10;
/** What an imported code may be after normalisation. */
export const CODE_PATTERN = /^[A-Z0-9]{6,32}$/;
const SECRET_NAME = 'code_hmac';

/** 'emma-2026 ' → 'EMMA2026': upper case, without spaces and dashes (also non-breaking spaces and Unicode dashes). */
export function normaliseCode(code: string): string {
  return code
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015\u2212]+/g, '');
}

/** A new random code: 10 symbols of CODE_ALPHABET (31^10, about 49.5 bits), crypto.randomInt. */
export function generateCode(length = GENERATED_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The keyed hash stored in subjects.code_hash (hex). Normalises first. */
export function hashCode(code: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(normaliseCode(code), 'utf8').digest('hex');
}

const stored = new WeakMap<Db, Promise<Buffer>>();

/**
 * The code secret: CODE_SECRET, else the one in the `secrets` table (created on first use; concurrent
 * first uses agree through the primary key). Read per database, never cached for the process: any
 * handle on one database (a transaction too, another instance, a test's copy of a seeded database)
 * hashes with the same key.
 */
export async function codeSecret(db: Db): Promise<Buffer> {
  const fromEnv = process.env.CODE_SECRET;
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  let pending = stored.get(db);
  if (!pending) {
    pending = loadStoredSecret(db);
    stored.set(db, pending);
    pending.catch(() => stored.delete(db));
  }
  return pending;
}

async function loadStoredSecret(db: Db): Promise<Buffer> {
  await db
    .insert(secrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, SECRET_NAME));
  if (!row) throw new Error('The code secret could not be stored');
  return Buffer.from(row.value, 'base64');
}

/** The hash of a code under this database's secret. */
export async function hashCodeFor(db: Db, code: string): Promise<string> {
  return hashCode(code, await codeSecret(db));
}

export interface SubjectByCode {
  subject: SubjectRow;
  job: JobRow;
  /** The subject's portal: on another portal, the access endpoints redirect there. */
  portal: Portal;
}

/**
 * The subject a code opens, on any portal, or null. The code is normalised first ('emma-2026 '
 * finds EMMA2026). Archived jobs and jobs not yet in the webshop are found too: what to do with
 * them is the caller's decision.
 */
export async function findSubjectByCode(db: Db, code: string): Promise<SubjectByCode | null> {
  const normalised = normaliseCode(code);
  if (!normalised || normalised.length > PICTURE_CODE_RULES.max) return null;
  const hash = hashCode(normalised, await codeSecret(db));
  const [row] = await db
    .select({ subject: subjects, job: jobs, portal: portals })
    .from(subjects)
    .innerJoin(jobs, eq(jobs.uuid, subjects.job))
    .innerJoin(portals, eq(portals.key, subjects.portal))
    .where(eq(subjects.codeHash, hash))
    .limit(1);
  return row ?? null;
}

/** The hashes among `hashes` that are already taken, with the subject holding each. */
export async function takenCodeHashes(db: Db, hashes: string[]): Promise<Map<string, { uuid: string; job: string; importKey: string }>> {
  const taken = new Map<string, { uuid: string; job: string; importKey: string }>();
  for (let i = 0; i < hashes.length; i += 1000) {
    const rows = await db
      .select({ hash: subjects.codeHash, uuid: subjects.uuid, job: subjects.job, importKey: subjects.importKey })
      .from(subjects)
      .where(inArray(subjects.codeHash, hashes.slice(i, i + 1000)));
    for (const r of rows) taken.set(r.hash, { uuid: r.uuid, job: r.job, importKey: r.importKey });
  }
  return taken;
}
