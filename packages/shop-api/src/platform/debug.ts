/**
 * Support recordings of a browser session (the /debug page). Events arrive in chunks, each stored
 * with the next sequence number so the recording replays in order. Only the session that started a
 * recording may add to it or stop it; to any other it does not exist (404).
 *
 * The debug page is public, so storage is bounded (issue 15): at most DEBUG_RECORDINGS_PER_SESSION
 * recordings per visitor session, DEBUG_RECORDING_LIMIT_BYTES per recording, a total per portal
 * (AppConfig.debugStorageBytes, default DEBUG_PORTAL_LIMIT_BYTES) counted under a per-portal lock,
 * and recordings are deleted DEBUG_RETENTION_DAYS after they started. Over a cap the answer says so
 * politely (409/413) and nothing is stored.
 */
import { api } from '@shop/contracts';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { debugRecordingEvents, debugRecordings } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { route } from '../http/route';
import { ensureSession } from '../sessions/sessions';
import { requestLanguage } from './user';
import { QUEUES } from '../jobs';

/** Per request: rrweb full snapshots of a big page run to a few MB. */
export const DEBUG_CHUNK_LIMIT_BYTES = 5 * 1024 * 1024;
/** Per recording. */
export const DEBUG_RECORDING_LIMIT_BYTES = 50 * 1024 * 1024;
/** Per visitor session, within the retention. */
export const DEBUG_RECORDINGS_PER_SESSION = 10;
/** All recordings of one portal together. */
export const DEBUG_PORTAL_LIMIT_BYTES = 500 * 1024 * 1024;
export const DEBUG_RETENTION_DAYS = 7;

const portalLimit = (app: FastifyInstance) => app.shop.config.debugStorageBytes ?? DEBUG_PORTAL_LIMIT_BYTES;
const TEXTS = {
  en: {
    full: 'Support recordings are full right now. Please contact us instead; we are sorry for the trouble.',
    tooMany: (n: number) => `You have made ${n} support recordings, which is as many as we keep. Please contact us if you need more help.`,
  },
  nb: {
    full: 'Det er ikke plass til flere opptak for kundestøtte akkurat nå. Kontakt oss i stedet; beklager bryet.',
    tooMany: (n: number) => `Du har laget ${n} opptak for kundestøtte, og flere tar vi ikke vare på. Kontakt oss hvis du trenger mer hjelp.`,
  },
};
const texts = (request: FastifyRequest) => (requestLanguage(request) === 'nb' ? TEXTS.nb : TEXTS.en);
const storageFull = (request: FastifyRequest) => new ApiError(409, 'recordings_full', texts(request).full);

/** Bytes stored by the portal's recordings, with the portal's recording lock held until the transaction ends. */
async function portalBytes(tx: Db, portal: string): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`debug:${portal}`}))`);
  const [row] = await tx
    .select({ bytes: sql<number>`coalesce(sum(${debugRecordings.byteCount}), 0)::float8` })
    .from(debugRecordings)
    .where(eq(debugRecordings.portal, portal));
  return Number(row?.bytes ?? 0);
}

export async function purgeOldRecordings(db: Db): Promise<void> {
  await db.delete(debugRecordings).where(lt(debugRecordings.startedAt, sql`now() - make_interval(days => ${DEBUG_RETENTION_DAYS})`));
}

/** rrweb's Meta event (type 4) starts each page of a recording: the pages in a chunk. */
const pagesIn = (events: unknown[]) => events.filter((e) => (e as { type?: unknown } | null)?.type === 4).length;

/** The recording, locked for update, if this request's session owns it. */
async function ownedRecording(tx: Db, request: FastifyRequest, id: string) {
  const sessionId = request.session?.id;
  if (!sessionId) throw notFound('Recording not found');
  const [rec] = await tx
    .select()
    .from(debugRecordings)
    .where(and(eq(debugRecordings.uuid, id), eq(debugRecordings.sessionId, sessionId), eq(debugRecordings.portal, request.portal.key)))
    .for('update');
  if (!rec) throw notFound('Recording not found');
  return rec;
}

export function registerDebug(app: FastifyInstance): void {
  // once for the installation, hourly and at start (decision 0083)
  app.shop.jobs.handle(QUEUES.purgeRecordings, () => purgeOldRecordings(app.shop.db).then(() => {}));
  app.shop.jobs.schedule(QUEUES.purgeRecordings, '27 * * * *');

  route(
    app,
    api.debugStart,
    async ({ body }, request, reply) => {
      const session = await ensureSession(request, reply);
      const portal = request.portal.key;
      const rec = await app.shop.db.transaction(async (tx) => {
        if ((await portalBytes(tx, portal)) >= portalLimit(app)) throw storageFull(request);
        const [mine] = await tx.select({ n: count() }).from(debugRecordings).where(eq(debugRecordings.sessionId, session.id));
        if ((mine?.n ?? 0) >= DEBUG_RECORDINGS_PER_SESSION) {
          throw new ApiError(409, 'too_many_recordings', texts(request).tooMany(DEBUG_RECORDINGS_PER_SESSION));
        }
        const [row] = await tx
          .insert(debugRecordings)
          .values({ sessionId: session.id, portal, userAgent: body.userAgent })
          .returning({ uuid: debugRecordings.uuid });
        return row!;
      });
      reply.code(201);
      return { id: rec.uuid };
    },
    { status: 201, errors: [409] },
  );

  route(
    app,
    api.debugEvents,
    async ({ params, body }, request) => {
      const bytes = Buffer.byteLength(JSON.stringify(body.events));
      await app.shop.db.transaction(async (tx) => {
        const rec = await ownedRecording(tx, request, params.id);
        if (rec.stoppedAt) throw new ApiError(409, 'recording_stopped', 'The recording has been stopped');
        if (rec.byteCount + bytes > DEBUG_RECORDING_LIMIT_BYTES) {
          throw new ApiError(413, 'recording_too_large', 'The recording has reached its size limit; stop it and start a new one');
        }
        if (body.events.length === 0) return;
        if ((await portalBytes(tx, request.portal.key)) + bytes > portalLimit(app)) throw storageFull(request);
        const seq = rec.chunkCount + 1;
        await tx.insert(debugRecordingEvents).values({ recording: rec.uuid, seq, events: body.events });
        await tx
          .update(debugRecordings)
          .set({
            chunkCount: seq,
            eventCount: sql`${debugRecordings.eventCount} + ${body.events.length}`,
            byteCount: sql`${debugRecordings.byteCount} + ${bytes}`,
            pageCount: sql`${debugRecordings.pageCount} + ${pagesIn(body.events)}`,
          })
          .where(eq(debugRecordings.uuid, rec.uuid));
      });
      return { ok: true as const };
    },
    // 404: not a recording of this browser; 409: stopped; 413: the recording is full
    { bodyLimit: DEBUG_CHUNK_LIMIT_BYTES, errors: [404, 409, 413] },
  );

  route(
    app,
    api.debugStop,
    async ({ params }, request) => {
      await app.shop.db.transaction(async (tx) => {
        const rec = await ownedRecording(tx, request, params.id);
        // stopping twice is harmless (a retried request)
        if (!rec.stoppedAt) await tx.update(debugRecordings).set({ stoppedAt: new Date() }).where(eq(debugRecordings.uuid, rec.uuid));
      });
      return { ok: true as const };
    },
    { errors: [404] },
  );
}
