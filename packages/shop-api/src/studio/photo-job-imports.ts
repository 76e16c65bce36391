/**
 * Uploaded job folders on their way in (issue 32): a finished tus upload becomes an import, its dry run
 * runs in the background (photo-job-check) and keeps every problem; once it found none, "Import" starts the
 * import in the background (photo-job-import). Each stage's progress is kept in the import's row, so a page
 * opened later shows where it is. The generated codes go to the storage (photo-job-codes/…), the one place
 * they exist in clear, written in the import's transaction; the zip is removed when the import is over.
 */
import { studioApi, type ImportOutcome, type PhotoJobImport } from '@shop/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { photoJobImports, staffMembers, type PhotoJobImportRow } from '../db/schema';
import { ApiError, notFound, validationError } from '../http/errors';
import { route } from '../http/route';
import { enqueue, QUEUES } from '../jobs';
import { derivativeProgress, type ImportStage, type ImportSummary, ImportValidationError, importUploadedJob, looksLikeZip, storedHead } from '../photojobs';
import { portalFor } from './access';
import { writeAudit } from './audit';
import { type PhotoJobUploads, uploadKey } from './photo-job-uploads';

/** How often a running stage's count is written (the page polls about as often). */
const PROGRESS_EVERY_MS = 500;
const RECENT_IMPORTS = 20;

export const codesKey = (portal: string, importUuid: string) => `photo-job-codes/${portal}/${importUuid}.csv`;

function outcomeOf(summary: ImportSummary): ImportOutcome {
  return {
    job: { key: summary.job.key, name: summary.job.name },
    subjects: summary.subjects,
    pictures: summary.pictures,
    kept: summary.kept,
    codesGenerated: summary.codesGenerated,
  };
}

export async function importView(db: Db, row: PhotoJobImportRow): Promise<PhotoJobImport> {
  const [by] = await db.select({ name: staffMembers.name, email: staffMembers.email }).from(staffMembers).where(eq(staffMembers.uuid, row.staffUuid));
  return {
    uuid: row.uuid,
    fileName: row.fileName,
    size: row.size,
    state: row.state as PhotoJobImport['state'],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    by: by ?? { name: '', email: '' },
    problems: row.problems,
    outcome: (row.outcome as ImportOutcome | null) ?? null,
    progress: {
      picturesRead: { done: row.picturesRead, total: row.picturesTotal },
      // made by the job queue after the import (decision 0093): counted from what is made, once the job exists
      derivativesMade: row.job ? await derivativeProgress(db, row.job) : { done: row.derivativesMade, total: row.derivativesTotal },
    },
    jobUuid: row.job,
    error: row.error,
  };
}

export async function recentImports(db: Db, portal: string): Promise<PhotoJobImport[]> {
  const rows = await db.select().from(photoJobImports).where(eq(photoJobImports.portal, portal)).orderBy(desc(photoJobImports.createdAt)).limit(RECENT_IMPORTS);
  return Promise.all(rows.map((r) => importView(db, r)));
}

/** Writes a stage's counts at most every PROGRESS_EVERY_MS (and the last one at flush). */
function progressWriter(db: Db, uuid: string) {
  const counts: Partial<Record<'picturesRead' | 'picturesTotal' | 'derivativesMade' | 'derivativesTotal', number>> = {};
  let last = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const write = () => {
    const set = { ...counts, updatedAt: new Date() };
    writing = writing.then(() => db.update(photoJobImports).set(set).where(eq(photoJobImports.uuid, uuid))).catch(() => {});
  };
  return {
    report(stage: ImportStage, done: number, total: number) {
      if (stage === 'pictures') Object.assign(counts, { picturesRead: done, picturesTotal: total });
      else Object.assign(counts, { derivativesMade: done, derivativesTotal: total });
      const now = Date.now();
      if (done === total || now - last >= PROGRESS_EVERY_MS) {
        last = now;
        write();
      }
    },
    async flush() {
      write();
      await writing;
    },
  };
}

async function rowOf(db: Db, uuid: string): Promise<PhotoJobImportRow | undefined> {
  const [row] = await db.select().from(photoJobImports).where(eq(photoJobImports.uuid, uuid));
  return row;
}

async function finish(db: Db, uuid: string, set: Partial<typeof photoJobImports.$inferInsert>): Promise<void> {
  await db
    .update(photoJobImports)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(photoJobImports.uuid, uuid));
}

const lastAttempt = (job: { retryCount: number }, queue: { retryLimit: number }) => job.retryCount >= queue.retryLimit;

export function registerPhotoJobImports(app: FastifyInstance, uploads: PhotoJobUploads): void {
  const { db, storage } = app.shop;

  route(app, studioApi.createPhotoJobImport, async ({ params, body }, request, reply) => {
    const staff = request.staff!;
    const portal = await portalFor(request, params.portalKey);
    const upload = await uploads.get(body.uploadId);
    if (!upload || upload.metadata?.portal !== portal.key) throw notFound('No such upload');
    const [existing] = await db.select().from(photoJobImports).where(eq(photoJobImports.uploadId, body.uploadId));
    if (existing) {
      reply.code(201);
      return importView(db, existing);
    }
    if (upload.size === undefined || upload.offset !== upload.size) throw new ApiError(409, 'unfinished', 'The upload is not finished yet: resume it first');
    const head = await storedHead(storage, uploadKey(body.uploadId));
    if (!head || !looksLikeZip(head)) {
      await uploads.remove(body.uploadId);
      throw validationError([{ field: 'body.uploadId', message: 'This file is not a zip: upload the job folder as a .zip, or choose the folder' }]);
    }
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(photoJobImports)
        .values({
          portal: portal.key,
          staffUuid: staff.member.uuid,
          uploadId: body.uploadId,
          fileName: upload.metadata?.filename ?? 'job.zip',
          size: upload.size ?? 0,
          state: 'checking',
        })
        .returning();
      await enqueue(tx, QUEUES.photoJobCheck, { import: created!.uuid }, { id: created!.uuid, singletonKey: created!.uuid });
      return created!;
    });
    app.shop.jobs.wake(QUEUES.photoJobCheck);
    reply.code(201);
    return importView(db, row);
  });

  const visibleImport = async (portalKey: string, uuid: string) => {
    const [row] = await db
      .select()
      .from(photoJobImports)
      .where(and(eq(photoJobImports.uuid, uuid), eq(photoJobImports.portal, portalKey)));
    if (!row) throw notFound('No such import');
    return row;
  };

  route(app, studioApi.photoJobImport, async ({ params }, request) => {
    await portalFor(request, params.portalKey);
    return importView(db, await visibleImport(params.portalKey, params.importUuid));
  });

  route(app, studioApi.startPhotoJobImport, async ({ params }, request) => {
    const staff = request.staff!;
    await portalFor(request, params.portalKey);
    await visibleImport(params.portalKey, params.importUuid);
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(photoJobImports).where(eq(photoJobImports.uuid, params.importUuid)).for('update');
      // started already: the same answer, no second job
      if (['queued', 'importing', 'done'].includes(current!.state)) return current!;
      if (current!.state !== 'ready')
        throw new ApiError(
          409,
          'not_ready',
          current!.state === 'checking' ? 'The check is still running' : 'Only a checked folder without problems can be imported',
        );
      const [queued] = await tx
        .update(photoJobImports)
        .set({ state: 'queued', updatedAt: new Date(), picturesRead: 0, derivativesMade: 0 })
        .where(eq(photoJobImports.uuid, current!.uuid))
        .returning();
      await enqueue(tx, QUEUES.photoJobImport, { import: current!.uuid }, { id: current!.uuid, singletonKey: current!.uuid });
      const outcome = current!.outcome as ImportOutcome | null;
      await writeAudit(tx, {
        staff: staff.member.uuid,
        portal: current!.portal,
        kind: 'photojob.import',
        before: null,
        after: { fileName: current!.fileName, job: outcome?.job ?? null, subjects: outcome?.subjects ?? null, pictures: outcome?.pictures ?? null },
      });
      return queued!;
    });
    app.shop.jobs.wake(QUEUES.photoJobImport);
    return importView(db, row);
  });

  // the dry run: every problem, nothing written; a zip with problems is not kept
  app.shop.jobs.handle<{ import: string }>(QUEUES.photoJobCheck, async (data, job) => {
    const row = await rowOf(db, data.import);
    if (row?.state !== 'checking') return;
    const progress = progressWriter(db, row.uuid);
    try {
      const summary = await importUploadedJob(db, storage, {
        portal: row.portal,
        key: uploadKey(row.uploadId),
        fileName: row.fileName,
        dryRun: true,
        progress: progress.report,
      });
      await progress.flush();
      await finish(db, row.uuid, { state: 'ready', problems: [], outcome: outcomeOf(summary) });
    } catch (err) {
      await progress.flush();
      if (err instanceof ImportValidationError) {
        await finish(db, row.uuid, { state: 'problems', problems: err.problems });
        await uploads.remove(row.uploadId);
        return;
      }
      if (lastAttempt(job, QUEUES.photoJobCheck)) await finish(db, row.uuid, { state: 'failed', error: (err as Error).message });
      throw err;
    }
  });

  app.shop.jobs.handle<{ import: string }>(QUEUES.photoJobImport, async (data, job) => {
    const row = await rowOf(db, data.import);
    if (!row || !['queued', 'importing'].includes(row.state)) return;
    await finish(db, row.uuid, { state: 'importing' });
    const progress = progressWriter(db, row.uuid);
    const codes = codesKey(row.portal, row.uuid);
    try {
      const summary = await importUploadedJob(db, storage, {
        portal: row.portal,
        key: uploadKey(row.uploadId),
        fileName: row.fileName,
        dryRun: false,
        progress: progress.report,
        codesSink: { write: (csv) => storage.put(codes, csv, { contentType: 'text/csv; charset=utf-8' }), remove: () => storage.delete(codes) },
      });
      await progress.flush();
      // an earlier attempt may have committed its codes before its instance died: they are this import's
      const kept = await storage.read(codes);
      const codesGenerated = kept ? kept.toString('utf8').trim().split('\n').length - 1 : 0;
      await finish(db, row.uuid, {
        state: 'done',
        problems: [],
        outcome: outcomeOf({ ...summary, codesGenerated }),
        job: summary.job.uuid,
        codes: kept ? codes : null,
        codesGenerated,
      });
      await uploads.remove(row.uploadId);
    } catch (err) {
      await progress.flush();
      if (err instanceof ImportValidationError) {
        await finish(db, row.uuid, { state: 'problems', problems: err.problems });
        return;
      }
      if (lastAttempt(job, QUEUES.photoJobImport)) await finish(db, row.uuid, { state: 'failed', error: (err as Error).message });
      throw err;
    }
  });
}

/** The codes files of a job's imports, oldest first (the letters of every import that made codes). */
export async function codesFilesOf(db: Db, job: string): Promise<string[]> {
  const rows = await db
    .select({ codes: photoJobImports.codes })
    .from(photoJobImports)
    .where(and(eq(photoJobImports.job, job), sql`${photoJobImports.codes} IS NOT NULL`))
    .orderBy(photoJobImports.createdAt);
  return rows.map((r) => r.codes!);
}
