/**
 * What the code calls, sign-in and registration share: links to a portal's pages, adding a picture
 * set (subject) to an account, and the code a visitor verified before signing in (pending code).
 */
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { reminderSettings, sessionPendingCodes, subjects, userSubjects, type Portal } from '../db/schema';

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

/** The subject named for the confirmation ('This code gives access to the pictures of …'). */
export interface SubjectToConfirm {
  uuid: string;
  name: string;
}

/** Whether an account other than `userUuid` holds the subject already: then its new holder confirms first. */
export async function heldByAnother(db: Db, subjectUuid: string, userUuid: string): Promise<boolean> {
  const rows = await db
    .select({ userUuid: userSubjects.userUuid })
    .from(userSubjects)
    .where(and(eq(userSubjects.subjectUuid, subjectUuid), ne(userSubjects.userUuid, userUuid)))
    .limit(1);
  return rows.length > 0;
}

async function subjectName(db: Db, subjectUuid: string): Promise<SubjectToConfirm> {
  const [row] = await db.select({ uuid: subjects.uuid, name: subjects.name }).from(subjects).where(eq(subjects.uuid, subjectUuid));
  return row ?? { uuid: subjectUuid, name: '' };
}

export type PendingOutcome = { added: string } | { confirm: SubjectToConfirm } | null;

/**
 * After a sign-in or registration: the pending subject of this session joins the account, unless
 * another account holds it already. Then it stays pending and the answer asks the customer to
 * confirm the subject (spec 1: the same confirmation as adding a code signed in), whatever the order
 * of code and sign-in was. Only a subject of the request's portal (verify stored no other).
 */
export async function addPendingSubject(db: Db, sessionId: string, userUuid: string): Promise<PendingOutcome> {
  const [pending] = await db
    .select({ subjectUuid: sessionPendingCodes.subjectUuid, createdAt: sessionPendingCodes.createdAt })
    .from(sessionPendingCodes)
    .where(eq(sessionPendingCodes.sessionId, sessionId))
    .for('update');
  if (!pending) return null;
  if (Date.now() - pending.createdAt.getTime() <= PENDING_CODE_TTL_HOURS * 3600_000 && (await heldByAnother(db, pending.subjectUuid, userUuid))) {
    return { confirm: await subjectName(db, pending.subjectUuid) };
  }
  const subject = await takePendingSubject(db, sessionId);
  if (!subject) return null;
  await linkSubject(db, userUuid, subject);
  return { added: subject };
}

/** The customer answered the confirmation: OK adds the pending subject, Cancel forgets it. */
export async function settlePendingSubject(db: Db, sessionId: string, userUuid: string, confirm: boolean): Promise<string | null> {
  const subject = await takePendingSubject(db, sessionId);
  if (!subject || !confirm) return null;
  await linkSubject(db, userUuid, subject);
  return subject;
}

/** A code-answer's fields for the outcome: subjectUuid when added, warning when the customer confirms first. */
export function pendingAnswer(outcome: PendingOutcome): { subjectUuid?: string; warning?: { subject: SubjectToConfirm } } {
  if (!outcome) return {};
  return 'added' in outcome ? { subjectUuid: outcome.added } : { warning: { subject: outcome.confirm } };
}

export async function purgeOldPendingCodes(db: Db): Promise<void> {
  await db.delete(sessionPendingCodes).where(lt(sessionPendingCodes.createdAt, sql`now() - make_interval(hours => ${PENDING_CODE_TTL_HOURS})`));
}
