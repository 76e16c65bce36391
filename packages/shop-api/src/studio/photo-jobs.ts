/**
 * A portal's photo jobs in the studio (issue 32): their state and counts, the changes an operator makes
 * (into and out of the shop, the selection deadline, archive; each with its audit entry in the change's
 * transaction), and the codes for the letters (the CSVs the imports wrote to the storage; downloading them
 * is in the audit log too, since they are the codes in clear).
 */
import { PORTAL_KEY_PATTERN, studioApi, type PhotoJobChange, type PhotoJobSummary } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { jobs, type JobRow } from '../db/schema';
import { notFound } from '../http/errors';
import { recordFileRoute } from '../http/registry';
import { route } from '../http/route';
import { enqueue, QUEUES } from '../jobs';
import { readStored } from '../storage';
import { portalFor } from './access';
import { writeAudit } from './audit';
import { codesFilesOf, recentImports } from './photo-job-imports';

const CODES_PATH = '/api/studio/portals/:portalKey/photo-jobs/:jobUuid/codes.csv';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Counted {
  subjects: number;
  pictures: number;
  codesUsed: number;
  codesForLetters: number;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];

/** Subjects, pictures, codes entered by customers and codes kept for letters, per job of the portal. */
async function countsOf(db: Db, portal: string, job?: string): Promise<Map<string, Counted>> {
  const only = job ? sql`AND j.uuid = ${job}` : sql``;
  const rows = rowsOf<{ uuid: string; subjects: number; pictures: number; codes_used: number; codes_for_letters: number }>(
    await db.execute(sql`
      SELECT j.uuid::text AS uuid,
        (SELECT count(*) FROM subjects s WHERE s.job = j.uuid)::int AS subjects,
        (SELECT count(*) FROM pictures p JOIN subjects s ON s.uuid = p.subject WHERE s.job = j.uuid)::int AS pictures,
        (SELECT count(DISTINCT us.subject_uuid) FROM user_subjects us JOIN subjects s ON s.uuid = us.subject_uuid WHERE s.job = j.uuid)::int AS codes_used,
        (SELECT coalesce(sum(i.codes_generated), 0) FROM photo_job_imports i WHERE i.job = j.uuid AND i.codes IS NOT NULL)::int AS codes_for_letters
      FROM jobs j WHERE j.portal = ${portal} ${only}`),
  );
  return new Map(
    rows.map((r) => [
      r.uuid,
      { subjects: Number(r.subjects), pictures: Number(r.pictures), codesUsed: Number(r.codes_used), codesForLetters: Number(r.codes_for_letters) },
    ]),
  );
}

/**
 * Confirmed orders per job: an order line names the subjects (packages, digital files, catalogues) or the
 * pictures (a design's photos) it holds by uuid, so the uuids in its lines find the jobs.
 */
async function ordersOf(db: Db, portal: string): Promise<Map<string, number>> {
  const rows = rowsOf<{ job: string; orders: number }>(
    await db.execute(sql`
      SELECT r.job::text AS job, count(DISTINCT x.order_uuid)::int AS orders
      FROM (
        SELECT o.uuid AS order_uuid, (m)[1] AS id
        FROM orders o, regexp_matches(o.lines::text, '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', 'g') AS m
        WHERE o.portal = ${portal} AND o.status = 'confirmed'
      ) x
      JOIN (
        SELECT s.uuid::text AS id, s.job FROM subjects s WHERE s.portal = ${portal}
        UNION ALL
        SELECT p.uuid::text, s.job FROM pictures p JOIN subjects s ON s.uuid = p.subject WHERE p.portal = ${portal}
      ) r ON r.id = x.id
      GROUP BY r.job`),
  );
  return new Map(rows.map((r) => [r.job, Number(r.orders)]));
}

function stateOf(job: JobRow): PhotoJobSummary['state'] {
  if (job.isArchived) return 'archived';
  if (!job.hasBeenInWebshop) return 'not_in_shop';
  return job.yearbookSelectionExpiresAt ? 'selection_deadline' : 'in_shop';
}

function summaryOf(job: JobRow, counted: Counted | undefined, orders: number): PhotoJobSummary {
  return {
    uuid: job.uuid,
    key: job.importKey,
    name: job.name,
    year: job.year,
    state: stateOf(job),
    inShop: job.hasBeenInWebshop,
    archived: job.isArchived,
    selectionDeadline: job.yearbookSelectionExpiresAt?.toISOString() ?? null,
    createdAt: job.createdAt.toISOString(),
    subjects: counted?.subjects ?? 0,
    pictures: counted?.pictures ?? 0,
    codesUsed: counted?.codesUsed ?? 0,
    codesForLetters: counted?.codesForLetters ?? 0,
    orders,
  };
}

async function jobSummary(db: Db, job: JobRow): Promise<PhotoJobSummary> {
  const [counted, orders] = await Promise.all([countsOf(db, job.portal, job.uuid), ordersOf(db, job.portal)]);
  return summaryOf(job, counted.get(job.uuid), orders.get(job.uuid) ?? 0);
}

/** The job of this portal, locked for the change's transaction; another portal's is as unknown as none. */
async function lockedJob(tx: Tx, portal: string, uuid: string): Promise<JobRow> {
  const [job] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.uuid, uuid), eq(jobs.portal, portal)))
    .for('update');
  if (!job) throw notFound('No such photo job');
  return job;
}

/** What a change sets, and its audit entry's kind and values; null when it changes nothing. */
function planChange(job: JobRow, change: PhotoJobChange) {
  const name = { job: job.importKey };
  switch (change.change) {
    case 'put-in-shop':
    case 'take-out-of-shop': {
      const inShop = change.change === 'put-in-shop';
      if (job.hasBeenInWebshop === inShop) return null;
      return { set: { hasBeenInWebshop: inShop }, kind: 'photojob.shop' as const, before: { ...name, inShop: !inShop }, after: { ...name, inShop } };
    }
    case 'archive':
    case 'unarchive': {
      const archived = change.change === 'archive';
      if (job.isArchived === archived) return null;
      return { set: { isArchived: archived }, kind: 'photojob.archive' as const, before: { ...name, archived: !archived }, after: { ...name, archived } };
    }
    case 'selection-deadline': {
      const before = job.yearbookSelectionExpiresAt?.toISOString() ?? null;
      const deadline = change.deadline ? new Date(change.deadline) : null;
      if (before === (deadline?.toISOString() ?? null)) return null;
      return {
        set: { yearbookSelectionExpiresAt: deadline },
        kind: 'photojob.deadline' as const,
        before: { ...name, selectionDeadline: before },
        after: { ...name, selectionDeadline: deadline?.toISOString() ?? null },
      };
    }
  }
}

/** For the file route (no contract parses its path): a key or uuid of another shape is as unknown as a missing one. */
async function visibleJob(db: Db, request: FastifyRequest, portalKey: string, uuid: string): Promise<JobRow> {
  if (!PORTAL_KEY_PATTERN.test(portalKey) || !UUID.test(uuid)) throw notFound('No such photo job');
  await portalFor(request, portalKey);
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.uuid, uuid), eq(jobs.portal, portalKey)));
  if (!job) throw notFound('No such photo job');
  return job;
}

export function registerPhotoJobs(app: FastifyInstance): void {
  const { db, storage } = app.shop;

  route(app, studioApi.photoJobs, async ({ params }, request) => {
    const portal = await portalFor(request, params.portalKey);
    const rows = await db.select().from(jobs).where(eq(jobs.portal, portal.key)).orderBy(sql`${jobs.createdAt} DESC`, jobs.name);
    const [counted, orders, imports] = await Promise.all([countsOf(db, portal.key), ordersOf(db, portal.key), recentImports(db, portal.key)]);
    return { jobs: rows.map((job) => summaryOf(job, counted.get(job.uuid), orders.get(job.uuid) ?? 0)), imports };
  });

  route(app, studioApi.changePhotoJob, async ({ params, body }, request) => {
    const staff = request.staff!;
    await portalFor(request, params.portalKey);
    const job = await db.transaction(async (tx) => {
      const current = await lockedJob(tx, params.portalKey, params.jobUuid);
      const plan = planChange(current, body);
      if (!plan) return current;
      const [changed] = await tx.update(jobs).set(plan.set).where(eq(jobs.uuid, current.uuid)).returning();
      // into the shop for the first time: the parents with its sets are told, once (as the import does)
      if (!current.hasBeenInWebshop && changed!.hasBeenInWebshop)
        await enqueue(tx, QUEUES.picturesReady, { job: changed!.uuid }, { id: changed!.uuid, singletonKey: changed!.uuid });
      await writeAudit(tx, { staff: staff.member.uuid, portal: params.portalKey, kind: plan.kind, before: plan.before, after: plan.after });
      return changed!;
    });
    return jobSummary(db, job);
  });

  recordFileRoute(app, {
    method: 'GET',
    path: CODES_PATH,
    summary:
      'The codes for the letters (key,name,group,job,code): one line per subject that got a generated code, from every import of the job; each download is in the audit log',
    produces: ['text/csv'],
    status: 200,
    errors: [404],
    staffRole: 'operator',
  });
  app.get<{ Params: { portalKey: string; jobUuid: string } }>(CODES_PATH, { config: { staff: true, staffRole: 'operator' } }, async (request, reply) => {
    const { portalKey, jobUuid } = request.params;
    const job = await visibleJob(db, request, portalKey, jobUuid);
    const files = await codesFilesOf(db, job.uuid);
    const lines: string[] = [];
    for (const key of files) {
      const [, ...rows] = (await readStored(storage, key)).toString('utf8').split(/\r?\n/);
      lines.push(...rows.filter(Boolean));
    }
    await db.transaction((tx) =>
      writeAudit(tx, {
        staff: request.staff!.member.uuid,
        portal: portalKey,
        kind: 'photojob.codes',
        before: null,
        after: { job: job.importKey, codes: lines.length },
      }),
    );
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${job.importKey}-codes.csv"`)
      .type('text/csv; charset=utf-8')
      .send(`key,name,group,job,code\r\n${lines.map((l) => `${l}\r\n`).join('')}`);
  });
}
