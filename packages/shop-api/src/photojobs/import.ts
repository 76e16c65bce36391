/**
 * The photo-job import: a folder (README.md next to this file) becomes a job, its subjects and
 * their pictures. In order:
 *  1. check everything (folder, files, codes against the database) and stop with every problem,
 *     each naming its file and line, before anything is written;
 *  2. decode every new image completely (a truncated file is caught here, before the database is
 *     touched) and keep the originals; the derivatives are queued with the rows (step 3) and made by
 *     the job queue (derivatives.ts);
 *  3. write the rows in one transaction, comparing with what is there: a rerun of the same folder
 *     changes nothing (same uuids, no new rows, no new files), a changed value updates its row;
 *     rows missing from the folder are kept, never deleted (customers may have bought them);
 *  4. write the codes generated for subjects without one to a CSV, the only place they exist in clear.
 * The operator command (operator/commands/import-job.ts) and the demo seed both call importJob.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { changes } from '../db/changes';
import type { Db } from '../db/client';
import { greenScreenBackgrounds, jobs, jobYearbookPoses, photographers, pictures, subjects, type JobRow, type PictureRow, type SubjectRow } from '../db/schema';
import { codeSecret, generateCode, hashCode, takenCodeHashes } from './codes';
import { derivativeUnits, madeUnits, queueDerivatives } from './derivatives';
import { checkDecodes, cutoutKey, keepOriginal, logoPath, originalPath } from './files';
import { eachLimited, picturePath, readImportFolder, SUBJECTS_FILE, type FolderPlan, type ImageInfo } from './folder';
import { portalKeyForImport } from '../portals/resolve';
import type { FileStorage } from '../storage';
import { csvLine, formatProblem, type Problem } from './textfiles';
import { enqueue, QUEUES } from '../jobs';

export interface ImportConfig {
  /** Where originals and derivatives go (storage/: the folder FILES_DIR or S3). */
  storage: FileStorage;
}

export interface ImportOptions {
  /** Portal key; default: the default portal. */
  portal?: string;
  /** Where the generated codes go; default <folder>/generated-codes-<time>.csv. Never overwritten. */
  codesOut?: string;
  /** Check and compute the summary, write nothing (no files, rolled-back transaction). */
  dryRun?: boolean;
  /** The import's clock (tests). */
  now?: Date;
  /** Progress lines. */
  log?: (line: string) => void;
  /**
   * Progress per stage (the studio keeps it in the database): images read. The derivatives are made by the
   * job queue after the import commits; derivativeProgress(db, job) counts them.
   */
  progress?: (stage: ImportStage, done: number, total: number) => void;
  /**
   * Where the generated codes go instead of a file of this machine (the studio: the storage). `write` runs
   * inside the import's transaction, `remove` when that transaction did not commit.
   */
  codesSink?: { write(csv: string): Promise<void>; remove(): Promise<void> };
}

export type ImportStage = 'pictures' | 'derivatives';

export interface Counts {
  created: number;
  updated: number;
  unchanged: number;
}

export interface ImportSummary {
  portal: string;
  job: { uuid: string; key: string; name: string };
  dryRun: boolean;
  jobs: Counts;
  photographers: Counts;
  poses: Counts;
  backgrounds: Counts;
  subjects: Counts;
  pictures: Counts;
  /** Rows of this job that the folder no longer lists (kept). */
  kept: { subjects: number; pictures: number };
  codesGenerated: number;
  /** The CSV with the generated codes; null when none were generated. */
  codesFile: string | null;
  /** Originals kept; derivative units queued for the job queue (units already made are not queued). */
  files: { originals: number; derivativesQueued: number };
}

export class ImportValidationError extends Error {
  constructor(readonly problems: Problem[]) {
    super(`The import stopped: ${problems.length} problem${problems.length === 1 ? '' : 's'}, nothing was written.\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'ImportValidationError';
  }
}

class DryRunRollback extends Error {}

const counts = (): Counts => ({ created: 0, updated: 0, unchanged: 0 });

const sortProblems = (problems: Problem[]) => problems.sort((a, b) => (a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1));

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
    .replace('T', '-');

export async function importJob(db: Db, config: ImportConfig, folderArg: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const dryRun = Boolean(options.dryRun);

  // ---- 1. check ----
  const portal = { key: await portalKeyForImport(db, options.portal) };

  const problems: Problem[] = [];
  const plan = await readImportFolder(folderArg, problems, (done, total) => options.progress?.('pictures', done, total));
  let existingJob: JobRow | undefined;
  let existingSubjects = new Map<string, SubjectRow>();
  const secret = await codeSecret(db);
  const wantedHash = new Map<string, string>(); // subject key → code hash to store
  const generated = new Map<string, string>(); // subject key → generated code
  let codesFile: string | null = null;

  if (plan) {
    [existingJob] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.portal, portal.key), eq(jobs.importKey, plan.jobKey)));
    if (existingJob) {
      const rows = await db.select().from(subjects).where(eq(subjects.job, existingJob.uuid));
      existingSubjects = new Map(rows.map((r) => [r.importKey, r]));
    }
    const given = plan.subjects.filter((s) => s.code !== null);
    for (const s of given) wantedHash.set(s.key, hashCode(s.code!, secret));
    const taken = await takenCodeHashes(db, [...wantedHash.values()]);
    for (const s of given) {
      const holder = taken.get(wantedHash.get(s.key)!);
      if (holder && !(existingJob && holder.job === existingJob.uuid && holder.importKey === s.key)) {
        problems.push({
          file: SUBJECTS_FILE,
          line: s.line,
          message: `the code '${s.code}' already belongs to another subject`,
          kind: 'code_taken',
          values: { value: s.code! },
        });
      }
    }
    const needCodes = plan.subjects.filter((s) => s.code === null && !existingSubjects.has(s.key));
    if (needCodes.length > 0 && !options.codesSink) {
      codesFile = resolve(options.codesOut ?? join(plan.folder, `generated-codes-${stamp(now)}.csv`));
      if (existsSync(codesFile) && !dryRun) {
        problems.push({
          file: codesFile,
          line: 0,
          message: `exists already: ${needCodes.length} new codes would be written, choose another --codes-out (a codes file is never overwritten)`,
          kind: 'codes_file_exists',
          values: { count: needCodes.length },
        });
      }
    }
    if (problems.length === 0) {
      // new codes, unique among themselves and in the database
      let pending = needCodes;
      const inRun = new Set(wantedHash.values());
      while (pending.length > 0) {
        const candidates = pending.map((s) => ({ s, code: generateCode() }));
        const hashes = candidates.map((c) => hashCode(c.code, secret));
        const clash = await takenCodeHashes(db, hashes);
        const retry: typeof pending = [];
        candidates.forEach((c, i) => {
          const h = hashes[i]!;
          if (clash.has(h) || inRun.has(h)) retry.push(c.s);
          else {
            inRun.add(h);
            wantedHash.set(c.s.key, h);
            generated.set(c.s.key, c.code);
          }
        });
        pending = retry;
      }
    }
  }
  if (!plan || problems.length > 0) {
    if (problems.length === 0) problems.push({ file: folderArg, line: 0, message: 'cannot be imported', kind: 'cannot_import' });
    throw new ImportValidationError(sortProblems(problems));
  }
  log(`Checked ${plan.subjects.length} subjects, ${plan.pictures.length} picture rows and ${plan.images.size} image files.`);

  // ---- 2. files ----
  const files = { originals: 0, derivativesQueued: 0 };
  const jobKey = plan.jobKey;
  const originalOf = (info: ImageInfo) => originalPath(portal.key, jobKey, info.sha256, info.ext);
  const image = (path: string) => plan.images.get(path)!;
  // the derivatives are made by the job queue after the rows commit; these are the units they are made in
  const units = derivativeUnits({
    pictures: plan.pictures.map((p) => {
      const info = image(picturePath(p.file));
      const mask = p.greenscreen && p.mask ? image(picturePath(p.mask)) : null;
      return { file: originalOf(info), sha: info.sha256, greenscreen: p.greenscreen, mask: mask ? { file: originalOf(mask), sha: mask.sha256 } : null };
    }),
    backgrounds: plan.job.greenScreenBackgrounds.map((b) => ({ file: originalOf(image(b)), sha: image(b).sha256 })),
  });
  if (!dryRun) {
    // every image not made before is decoded completely now, so a damaged file stops the import before any row
    const made = await madeUnits(
      db,
      units.map((u) => u.key),
    );
    const toCheck = new Map<string, ImageInfo>();
    for (const p of plan.pictures) {
      const info = image(picturePath(p.file));
      if (!made.has(`image:${info.sha256}`)) toCheck.set(info.sha256, info);
      const mask = p.greenscreen && p.mask ? image(picturePath(p.mask)) : null;
      if (mask && !made.has(`cutout:${cutoutKey(info.sha256, mask.sha256)}`)) toCheck.set(mask.sha256, mask);
    }
    for (const b of plan.job.greenScreenBackgrounds) if (!made.has(`image:${image(b).sha256}`)) toCheck.set(image(b).sha256, image(b));
    const decodeProblems: Problem[] = [];
    await eachLimited([...toCheck.values()], async (info) => {
      try {
        await checkDecodes(info.abs);
      } catch (err) {
        decodeProblems.push({ ...info.at, message: `${info.shown} cannot be decoded completely (${(err as Error).message.replace(/\s+/g, ' ').trim()})` });
      }
    });
    if (decodeProblems.length) throw new ImportValidationError(sortProblems(decodeProblems));
    for (const info of plan.images.values()) {
      if (info === plan.logo) continue;
      if (await keepOriginal(config.storage, info.abs, originalOf(info))) files.originals++;
    }
    if (plan.logo && (await keepOriginal(config.storage, plan.logo.abs, logoPath(plan.logo.sha256, plan.logo.ext)))) files.originals++;
    if (files.originals) log(`Wrote ${files.originals} originals.`);
  }

  // ---- 3. rows ----
  const summary: ImportSummary = {
    portal: portal.key,
    job: { uuid: '', key: jobKey, name: plan.job.name },
    dryRun,
    jobs: counts(),
    photographers: counts(),
    poses: counts(),
    backgrounds: counts(),
    subjects: counts(),
    pictures: counts(),
    kept: { subjects: 0, pictures: 0 },
    codesGenerated: generated.size,
    codesFile: generated.size > 0 ? codesFile : null,
    files,
  };
  let wroteCodes = false;
  try {
    await db.transaction(async (tx) => {
      // one import per portal at a time: webshop ids are handed out from the highest one
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`photojobs:${portal.key}`}))`);
      const job = await writeJob(tx, plan, portal.key, existingJob, now, summary);
      summary.job.uuid = job.uuid;
      await writePoses(tx, plan, job.uuid, summary.poses);
      await writeBackgrounds(tx, plan, job.uuid, originalOf, summary.backgrounds);
      const subjectUuids = await writeSubjects(tx, plan, job, wantedHash, summary);
      await writePictures(tx, plan, portal.key, subjectUuids, originalOf, summary);
      files.derivativesQueued = await queueDerivatives(tx, units);

      if (dryRun) throw new DryRunRollback();
      const rows = plan.subjects.filter((s) => generated.has(s.key)).map((s) => csvLine([s.key, s.name, s.group, plan.job.name, generated.get(s.key)!]));
      if (generated.size > 0 && options.codesSink) {
        wroteCodes = true;
        await options.codesSink.write(csvLine(['key', 'name', 'group', 'job', 'code']) + rows.join(''));
      } else if (generated.size > 0 && codesFile) {
        // 'wx': never over another file; 0600: the codes are secrets until they are printed
        await mkdir(dirname(codesFile), { recursive: true });
        await writeFile(codesFile, csvLine(['key', 'name', 'group', 'job', 'code']) + rows.join(''), { flag: 'wx', mode: 0o600 });
        wroteCodes = true;
      }
    });
  } catch (err) {
    if (err instanceof DryRunRollback) return summary;
    // the codes of a transaction that did not commit open nothing
    if (wroteCodes && options.codesSink) await options.codesSink.remove();
    else if (wroteCodes && codesFile) await rm(codesFile, { force: true });
    throw err;
  }
  if (files.derivativesQueued) log(`Queued ${files.derivativesQueued} derivative jobs (pnpm operator jobs).`);
  if (summary.codesFile) log(`Wrote ${summary.codesGenerated} generated codes to ${summary.codesFile}`);
  return summary;
}

type Tx = Db;

async function writeJob(tx: Tx, plan: FolderPlan, portal: string, existing: JobRow | undefined, now: Date, summary: ImportSummary): Promise<JobRow> {
  const { job } = plan;
  // the photographer: one per portal and name
  const [found] = await tx
    .select()
    .from(photographers)
    .where(and(eq(photographers.portal, portal), eq(photographers.name, job.photographer.name)));
  let photographerUuid: string;
  const logo = plan.logo ? logoPath(plan.logo.sha256, plan.logo.ext) : undefined;
  if (!found) {
    const [row] = await tx
      .insert(photographers)
      .values({ portal, name: job.photographer.name, logo: logo ?? null })
      .returning({ uuid: photographers.uuid });
    photographerUuid = row!.uuid;
    summary.photographers.created++;
  } else {
    photographerUuid = found.uuid;
    // a job.json without a logo leaves the photographer's logo alone (other jobs may have set it)
    if (logo !== undefined && found.logo !== logo) {
      await tx.update(photographers).set({ logo }).where(eq(photographers.uuid, found.uuid));
      summary.photographers.updated++;
    } else summary.photographers.unchanged++;
  }

  const createdAt = existing?.createdAt ?? now;
  const sel = job.yearbookSelection;
  // days count from the job's first import: a rerun does not move the end
  const expiresAt = sel?.days !== undefined ? new Date(createdAt.getTime() + sel.days * 86_400_000) : sel?.expiresAt ? new Date(sel.expiresAt) : null;
  const wanted = {
    name: job.name,
    year: job.year,
    photographer: photographerUuid,
    jobType: job.jobType,
    isArchived: job.archived,
    hasBeenInWebshop: job.inWebshop,
    requireFineTunedPictures: job.requireFineTunedPictures,
    yearbookSelectionExpiresAt: expiresAt,
  };
  if (!existing) {
    const [row] = await tx
      .insert(jobs)
      .values({ portal, importKey: plan.jobKey, createdAt, ...wanted })
      .returning();
    summary.jobs.created++;
    return row!;
  }
  const diff = changes(existing, wanted);
  if (!diff) {
    summary.jobs.unchanged++;
    return existing;
  }
  const [row] = await tx.update(jobs).set(diff).where(eq(jobs.uuid, existing.uuid)).returning();
  summary.jobs.updated++;
  // the job's pictures go into the shop now: the parents who have its sets are told, once (account/pictures-ready.ts)
  if (!existing.hasBeenInWebshop && row!.hasBeenInWebshop)
    await enqueue(tx, QUEUES.picturesReady, { job: row!.uuid }, { id: row!.uuid, singletonKey: row!.uuid });
  return row!;
}

async function writePoses(tx: Tx, plan: FolderPlan, job: string, c: Counts): Promise<void> {
  const existing = new Map((await tx.select().from(jobYearbookPoses).where(eq(jobYearbookPoses.job, job))).map((r) => [r.name, r]));
  for (const [i, pose] of plan.job.yearbookPoses.entries()) {
    const wanted = { instructions: pose.instructions, sort: i + 1 };
    const row = existing.get(pose.name);
    if (!row) {
      await tx.insert(jobYearbookPoses).values({ job, name: pose.name, ...wanted });
      c.created++;
      continue;
    }
    const diff = changes(row, wanted);
    if (diff) {
      await tx.update(jobYearbookPoses).set(diff).where(eq(jobYearbookPoses.uuid, row.uuid));
      c.updated++;
    } else c.unchanged++;
  }
}

async function writeBackgrounds(tx: Tx, plan: FolderPlan, job: string, originalOf: (i: ImageInfo) => string, c: Counts): Promise<void> {
  const existing = new Map((await tx.select().from(greenScreenBackgrounds).where(eq(greenScreenBackgrounds.job, job))).map((r) => [r.importKey, r]));
  for (const [i, file] of plan.job.greenScreenBackgrounds.entries()) {
    const info = plan.images.get(file)!;
    const wanted = { file: originalOf(info), sha256: info.sha256, width: info.width, height: info.height, sort: i + 1 };
    const row = existing.get(file);
    if (!row) {
      await tx.insert(greenScreenBackgrounds).values({ job, importKey: file, ...wanted });
      c.created++;
      continue;
    }
    const diff = changes(row, wanted);
    if (diff) {
      await tx.update(greenScreenBackgrounds).set(diff).where(eq(greenScreenBackgrounds.uuid, row.uuid));
      c.updated++;
    } else c.unchanged++;
  }
}

/** Answers subject key → uuid. */
async function writeSubjects(tx: Tx, plan: FolderPlan, job: JobRow, wantedHash: Map<string, string>, summary: ImportSummary): Promise<Map<string, string>> {
  const existing = new Map((await tx.select().from(subjects).where(eq(subjects.job, job.uuid))).map((r) => [r.importKey, r]));
  const uuids = new Map<string, string>();
  const c = summary.subjects;
  const fresh: (typeof subjects.$inferInsert)[] = [];
  for (const s of plan.subjects) {
    const hash = wantedHash.get(s.key);
    const wanted = {
      name: s.name,
      groupName: s.group,
      qualifyOwnFavorites: s.favourites,
      qualifyYearbookPose: s.yearbook,
      isEditable: s.editable,
      // no code in the file: the subject keeps the one it has
      ...(hash ? { codeHash: hash } : {}),
    };
    const row = existing.get(s.key);
    if (!row) {
      fresh.push({ job: job.uuid, portal: job.portal, importKey: s.key, codeHash: hash!, ...wanted });
      continue;
    }
    uuids.set(s.key, row.uuid);
    const diff = changes(row, wanted);
    if (diff) {
      await tx.update(subjects).set(diff).where(eq(subjects.uuid, row.uuid));
      c.updated++;
    } else c.unchanged++;
  }
  for (let i = 0; i < fresh.length; i += 500) {
    const rows = await tx
      .insert(subjects)
      .values(fresh.slice(i, i + 500))
      .returning({ uuid: subjects.uuid, importKey: subjects.importKey });
    for (const r of rows) uuids.set(r.importKey, r.uuid);
    c.created += rows.length;
  }
  const listed = new Set(plan.subjects.map((s) => s.key));
  summary.kept.subjects = [...existing.keys()].filter((k) => !listed.has(k)).length;
  return uuids;
}

async function writePictures(
  tx: Tx,
  plan: FolderPlan,
  portal: string,
  subjectUuids: Map<string, string>,
  originalOf: (i: ImageInfo) => string,
  summary: ImportSummary,
): Promise<void> {
  const c = summary.pictures;
  const jobSubjects = (await tx.select({ uuid: subjects.uuid }).from(subjects).where(eq(subjects.job, summary.job.uuid))).map((r) => r.uuid);
  const existing = new Map<string, PictureRow>();
  for (let i = 0; i < jobSubjects.length; i += 1000) {
    const rows = await tx
      .select()
      .from(pictures)
      .where(inArray(pictures.subject, jobSubjects.slice(i, i + 1000)))
      .orderBy(asc(pictures.webshopId));
    for (const r of rows) existing.set(`${r.subject}\u0000${r.importKey}`, r);
  }
  const [top] = await tx
    .select({ n: max(pictures.webshopId) })
    .from(pictures)
    .where(eq(pictures.portal, portal));
  let nextId = Math.max(top?.n ?? 0, 1000) + 1;

  const fresh: (typeof pictures.$inferInsert)[] = [];
  const seen = new Set<string>();
  for (const p of plan.pictures) {
    const subject = subjectUuids.get(p.subjectKey)!;
    const info = plan.images.get(picturePath(p.file))!;
    const mask = p.mask ? plan.images.get(picturePath(p.mask))! : null;
    const wanted = {
      pictureType: p.type,
      clientRef: p.clientRef,
      keywords: p.keywords,
      width: info.width,
      height: info.height,
      greenscreen: p.greenscreen,
      groupPicture: p.group,
      sort: p.sort,
      originalPath: originalOf(info),
      sha256: info.sha256,
      maskPath: mask ? originalOf(mask) : null,
      maskSha256: mask ? mask.sha256 : null,
    };
    const key = `${subject}\u0000${p.file}`;
    seen.add(key);
    const row = existing.get(key);
    if (!row) {
      fresh.push({ subject, portal, importKey: p.file, webshopId: nextId++, ...wanted });
      continue;
    }
    const diff = changes(row, wanted);
    if (diff) {
      await tx.update(pictures).set(diff).where(eq(pictures.uuid, row.uuid));
      c.updated++;
    } else c.unchanged++;
  }
  for (let i = 0; i < fresh.length; i += 500) {
    await tx.insert(pictures).values(fresh.slice(i, i + 500));
    c.created += Math.min(500, fresh.length - i);
  }
  summary.kept.pictures = [...existing.keys()].filter((k) => !seen.has(k)).length;
}
