/**
 * What the code calls, sign-in and registration share: links to a portal's pages, adding a picture
 * set (subject) to an account, and the code a visitor verified before signing in (pending code).
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { reminderSettings, sessionPendingCodes, userSubjects, type Portal } from '../db/schema';

/** A verified code waits this long in the session for a sign-in or registration. */
export const PENDING_CODE_TTL_HOURS = 24;

/**
 * The origin of `portal` as this request reaches the server: the same scheme and port, the
 * portal's own host name (the one the request used when it is one of the portal's, else the
 * first). Never a Host header the portal does not list, so a forged Host cannot steer links.
 */
export function portalOrigin(request: FastifyRequest, portal: Portal): string | null {
  const host = portal.hosts.includes(request.hostname.toLowerCase()) ? request.hostname.toLowerCase() : portal.hosts[0];
  if (!host) return null;
  const port = request.port;
  return `${request.protocol}://${host}${port ? `:${port}` : ''}`;
}

/** Where a code of another portal is entered: that portal's /enter-code with the code. */
export function enterCodeUrl(request: FastifyRequest, portal: Portal, normalisedCode: string): string | null {
  const origin = portalOrigin(request, portal);
  return origin ? `${origin}/enter-code?code=${encodeURIComponent(normalisedCode)}` : null;
}

/** Adds the picture set to the account (idempotent), with reminders on like every set in an account. */
export async function linkSubject(db: Db, userUuid: string, subjectUuid: string): Promise<void> {
  await db.insert(userSubjects).values({ userUuid, subjectUuid }).onConflictDoNothing();
  await db.insert(reminderSettings).values({ userUuid, subjectUuid, remindersEnabled: true }).onConflictDoNothing();
}

/** Remembers the verified subject in the session (replacing an earlier one). */
export async function setPendingSubject(db: Db, sessionId: string, subjectUuid: string): Promise<void> {
  await db
    .insert(sessionPendingCodes)
    .values({ sessionId, subjectUuid })
    .onConflictDoUpdate({ target: sessionPendingCodes.sessionId, set: { subjectUuid, createdAt: sql`now()` } });
}

/** Whether the session holds a subject verified by code (not yet taken). */
export async function hasPendingSubject(db: Db, sessionId: string): Promise<boolean> {
  const rows = await db.select({ sessionId: sessionPendingCodes.sessionId }).from(sessionPendingCodes).where(eq(sessionPendingCodes.sessionId, sessionId));
  return rows.length > 0;
}

/** Takes the session's pending subject (removing it), if one was verified within the last day. */
export async function takePendingSubject(db: Db, sessionId: string): Promise<string | null> {
  const rows = await db
    .delete(sessionPendingCodes)
    .where(eq(sessionPendingCodes.sessionId, sessionId))
    .returning({ subjectUuid: sessionPendingCodes.subjectUuid, createdAt: sessionPendingCodes.createdAt });
  const row = rows[0];
  if (!row || Date.now() - row.createdAt.getTime() > PENDING_CODE_TTL_HOURS * 3600_000) return null;
  return row.subjectUuid;
}

/**
 * After a sign-in or registration: the pending subject of this session joins the account. Only a
 * subject of the request's portal (verify stored no other). Answers the subject's uuid, if any.
 */
export async function addPendingSubject(db: Db, sessionId: string, userUuid: string): Promise<string | undefined> {
  const subject = await takePendingSubject(db, sessionId);
  if (!subject) return undefined;
  await linkSubject(db, userUuid, subject);
  return subject;
}

export async function purgeOldPendingCodes(db: Db): Promise<void> {
  await db.delete(sessionPendingCodes).where(lt(sessionPendingCodes.createdAt, sql`now() - make_interval(hours => ${PENDING_CODE_TTL_HOURS})`));
}
