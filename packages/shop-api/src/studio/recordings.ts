/**
 * The support recordings of the /debug page in the studio (issue 31, decision 0109): a portal's recordings,
 * newest first, with time, pages and size; one recording's rrweb events for the studio's player; deletion.
 * Operators see their portals' recordings (the portal's company answers its customers), support every
 * portal's. Opening one is an access to what a customer saw (audit 'recording.view'), deleting it is written
 * to the audit log too, each in the same transaction.
 */
import { STUDIO_RECORDINGS_PAGE_SIZE, studioApi, type StudioRecording } from '@shop/contracts';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { debugRecordingEvents, debugRecordings } from '../db/schema';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { portalFor } from './access';
import { writeAudit } from './audit';
import { cursorOf, parseCursor } from './cursor';

type RecordingRow = typeof debugRecordings.$inferSelect;

const view = (r: RecordingRow): StudioRecording => ({
  uuid: r.uuid,
  portal: r.portal,
  startedAt: r.startedAt.toISOString(),
  stoppedAt: r.stoppedAt?.toISOString() ?? null,
  pages: r.pageCount,
  events: r.eventCount,
  bytes: r.byteCount,
  userAgent: r.userAgent,
});

const startedMicros = sql<string>`(extract(epoch from ${debugRecordings.startedAt}) * 1000000)::bigint::text`;

/** The recording if the member may see its portal (else 404, as for none), locked with `lock`. */
async function visibleRecording(db: Db, request: FastifyRequest, uuid: string, lock = false): Promise<RecordingRow> {
  const query = db.select().from(debugRecordings).where(eq(debugRecordings.uuid, uuid));
  const [row] = lock ? await query.for('update') : await query;
  const staff = request.staff!;
  if (!row || (staff.member.role !== 'support' && !staff.portalKeys.includes(row.portal))) throw notFound('No such recording');
  return row;
}

export function registerStudioRecordings(app: FastifyInstance): void {
  const { db } = app.shop;

  route(app, studioApi.studioRecordings, async ({ params, query }, request) => {
    const portal = await portalFor(request, params.portalKey);
    const where: SQL[] = [eq(debugRecordings.portal, portal.key)];
    if (query.before) {
      const c = parseCursor(query.before);
      where.push(
        sql`(${debugRecordings.startedAt}, ${debugRecordings.uuid}) < ((timestamptz 'epoch' + ${c.micros}::bigint * interval '1 microsecond'), ${c.uuid}::uuid)`,
      );
    }
    const limit = query.limit ? Number(query.limit) : STUDIO_RECORDINGS_PAGE_SIZE;
    const rows = await db
      .select({ recording: debugRecordings, micros: startedMicros })
      .from(debugRecordings)
      .where(and(...where))
      .orderBy(desc(debugRecordings.startedAt), desc(debugRecordings.uuid))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { recordings: page.map((r) => view(r.recording)), next: rows.length > limit && last ? cursorOf(last.micros, last.recording.uuid) : null };
  });

  route(app, studioApi.studioRecording, async ({ params }, request) =>
    db.transaction(async (tx) => {
      const recording = await visibleRecording(tx, request, params.recordingUuid);
      const chunks = await tx
        .select({ events: debugRecordingEvents.events })
        .from(debugRecordingEvents)
        .where(eq(debugRecordingEvents.recording, recording.uuid))
        .orderBy(asc(debugRecordingEvents.seq));
      await writeAudit(tx, {
        staff: request.staff!.member.uuid,
        portal: recording.portal,
        kind: 'recording.view',
        before: null,
        after: { recording: recording.uuid },
      });
      return { recording: view(recording), events: chunks.flatMap((c) => c.events) };
    }),
  );

  route(app, studioApi.deleteRecording, async ({ params }, request) => {
    await db.transaction(async (tx) => {
      const recording = await visibleRecording(tx, request, params.recordingUuid, true);
      // its events go with it (ON DELETE CASCADE)
      await tx.delete(debugRecordings).where(eq(debugRecordings.uuid, recording.uuid));
      await writeAudit(tx, { staff: request.staff!.member.uuid, portal: recording.portal, kind: 'recording.delete', before: view(recording), after: null });
    });
    return { ok: true as const };
  });
}
