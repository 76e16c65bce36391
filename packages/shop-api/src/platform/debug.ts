/**
 * Support recordings of a browser session (the /debug page). Events arrive in chunks, each stored
 * with the next sequence number so the recording replays in order. Only the session that started a
 * recording may add to it or stop it; to any other it does not exist (404).
 */
import { api } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { debugRecordingEvents, debugRecordings } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { route } from '../http/route';
import { ensureSession } from '../sessions/sessions';

/** Per request: rrweb full snapshots of a big page run to a few MB. */
export const DEBUG_CHUNK_LIMIT_BYTES = 5 * 1024 * 1024;
/** Per recording. */
export const DEBUG_RECORDING_LIMIT_BYTES = 50 * 1024 * 1024;

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
  route(app, api.debugStart, async ({ body }, request, reply) => {
    const session = await ensureSession(request, reply);
    const [rec] = await app.shop.db
      .insert(debugRecordings)
      .values({ sessionId: session.id, portal: request.portal.key, userAgent: body.userAgent })
      .returning({ uuid: debugRecordings.uuid });
    reply.code(201);
    return { id: rec!.uuid };
  }, { status: 201 });

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
        const seq = rec.chunkCount + 1;
        await tx.insert(debugRecordingEvents).values({ recording: rec.uuid, seq, events: body.events });
        await tx
          .update(debugRecordings)
          .set({
            chunkCount: seq,
            eventCount: sql`${debugRecordings.eventCount} + ${body.events.length}`,
            byteCount: sql`${debugRecordings.byteCount} + ${bytes}`,
          })
          .where(eq(debugRecordings.uuid, rec.uuid));
      });
      return { ok: true as const };
    },
    // 404: not a recording of this browser; 409: stopped; 413: the recording is full
    { bodyLimit: DEBUG_CHUNK_LIMIT_BYTES, errors: [404, 409, 413] },
  );

  route(app, api.debugStop, async ({ params }, request) => {
    await app.shop.db.transaction(async (tx) => {
      const rec = await ownedRecording(tx, request, params.id);
      // stopping twice is harmless (a retried request)
      if (!rec.stoppedAt) await tx.update(debugRecordings).set({ stoppedAt: new Date() }).where(eq(debugRecordings.uuid, rec.uuid));
    });
    return { ok: true as const };
  }, { errors: [404] });
}
