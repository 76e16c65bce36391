/**
 * The staff session (docs/decisions/0088): an opaque token in the HttpOnly cookie shop_staff_sid, set
 * twice with one value, Path=/studio (the studio's pages) and Path=/api/studio (its calls), so a
 * browser never sends it with a customer's page or call. Stored as sha256 in staff_sessions; it ends
 * STAFF_SESSION_IDLE_MS after its last call. The customer's session (shop_sid) is another row of
 * another table: signing in or out of one never touches the other.
 *
 * CSRF: the session's token (synchronizer), readable in shop_staff_csrf (Path=/studio); before sign-in
 * a random visitor token in that cookie, proved by echoing it (double submit), as for customers.
 *
 * Authorisation, once for every studio call (the route's staffRole, see route.ts): a visitor 401, a
 * customer 403, an operator on a support call 403, a member who must still enrol a second factor 403;
 * a portal that is not the operator's answers 404 where the portal is read (access.ts).
 */
import { hash, randomBytes } from 'node:crypto';
import { CSRF_HEADER, STAFF_CSRF_COOKIE, STAFF_SESSION_COOKIE, STAFF_SESSION_IDLE_MS } from '@shop/contracts';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { portals, staffMembers, staffPortals, staffSessions, type StaffRow, type StaffSessionRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { sameToken } from '../sessions/sessions';

/** Slide the expiry at most this often: a write per call would be waste. */
const SLIDE_AFTER_MS = 5 * 60 * 1000;
const COOKIE_PATHS = ['/studio', '/api/studio'] as const;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => hash('sha256', token, 'hex');

export interface SignedInStaff {
  member: StaffRow;
  session: StaffSessionRow;
  /** The portal keys the member works on: an operator's own; support's: every portal. */
  portalKeys: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of a studio call (null: nobody). */
    staff: SignedInStaff | null;
  }
}

/** STAFF_2FA=required (the default in production): enrolment comes before anything else. */
export function secondFactorRequired(app: FastifyInstance): boolean {
  const setting = process.env.STAFF_2FA;
  if (setting === 'required') return true;
  if (setting === 'optional') return false;
  return app.shop.config.production;
}

function cookieBase(request: FastifyRequest) {
  return { sameSite: 'strict' as const, secure: request.protocol === 'https', maxAge: STAFF_SESSION_IDLE_MS / 1000 };
}

function setCookies(request: FastifyRequest, reply: FastifyReply, token: string | null, csrfToken: string): void {
  const base = cookieBase(request);
  if (token) for (const path of COOKIE_PATHS) reply.setCookie(STAFF_SESSION_COOKIE, token, { ...base, path, httpOnly: true });
  // the studio's pages read it into the x-csrf-token header
  // …and the calls send it back (Path=/api/studio): before sign-in the visitor's token is proved by that cookie
  // beside the header (double submit); a cookie of Path=/studio alone never reaches /api/studio/sign-in
  for (const path of COOKIE_PATHS) reply.setCookie(STAFF_CSRF_COOKIE, csrfToken, { ...base, path, httpOnly: false });
}

function visitorCsrf(request: FastifyRequest): string | null {
  const value = request.cookies[STAFF_CSRF_COOKIE];
  return value && TOKEN_SHAPE.test(value) ? value : null;
}

/** Every portal key of a member: an operator's own, support's all. */
export async function portalKeysOf(db: Db, member: Pick<StaffRow, 'uuid' | 'role'>): Promise<string[]> {
  if (member.role === 'support') return (await db.select({ key: portals.key }).from(portals).orderBy(asc(portals.key))).map((r) => r.key);
  const rows = await db
    .select({ key: staffPortals.portal })
    .from(staffPortals)
    .where(eq(staffPortals.staffUuid, member.uuid))
    .orderBy(asc(staffPortals.portal));
  return rows.map((r) => r.key);
}

async function loadStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[STAFF_SESSION_COOKIE];
  if (!token || !TOKEN_SHAPE.test(token)) return;
  const { db } = request.server.shop;
  const now = new Date();
  const [row] = await db
    .select({ session: staffSessions, member: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.uuid, staffSessions.staffUuid))
    .where(and(eq(staffSessions.id, hashToken(token)), gt(staffSessions.expiresAt, now)));
  if (!row) return;
  if (row.session.expiresAt.getTime() - now.getTime() < STAFF_SESSION_IDLE_MS - SLIDE_AFTER_MS) {
    const expiresAt = new Date(now.getTime() + STAFF_SESSION_IDLE_MS);
    await db.update(staffSessions).set({ expiresAt }).where(eq(staffSessions.id, row.session.id));
    row.session.expiresAt = expiresAt;
    setCookies(request, reply, token, row.session.csrfToken);
  }
  request.staff = { member: row.member, session: row.session, portalKeys: await portalKeysOf(db, row.member) };
}

/** A new staff session for `member` (any session this browser had is ended first: no fixation). */
export async function startStaffSession(request: FastifyRequest, reply: FastifyReply, member: StaffRow): Promise<SignedInStaff> {
  const { db } = request.server.shop;
  if (request.staff) await db.delete(staffSessions).where(eq(staffSessions.id, request.staff.session.id));
  const token = newToken();
  const [session] = await db
    .insert(staffSessions)
    .values({ id: hashToken(token), staffUuid: member.uuid, csrfToken: newToken(), expiresAt: new Date(Date.now() + STAFF_SESSION_IDLE_MS) })
    .returning();
  setCookies(request, reply, token, session!.csrfToken);
  request.staff = { member, session: session!, portalKeys: await portalKeysOf(db, member) };
  return request.staff;
}

/** Sign-out of the studio: the row goes, the staff cookies are cleared; a customer's session stays. */
export async function endStaffSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.staff) await request.server.shop.db.delete(staffSessions).where(eq(staffSessions.id, request.staff.session.id));
  request.staff = null;
  const { sameSite, secure } = cookieBase(request);
  for (const path of COOKIE_PATHS) reply.clearCookie(STAFF_SESSION_COOKIE, { path, sameSite, secure, httpOnly: true });
  for (const path of COOKIE_PATHS) reply.clearCookie(STAFF_CSRF_COOKIE, { path, sameSite, secure });
}

/** The CSRF cookie for a signed-out studio page (GET /api/studio/session): a visitor token if it has none. */
export function refreshStaffCsrf(request: FastifyRequest, reply: FastifyReply): void {
  setCookies(request, reply, null, request.staff?.session.csrfToken ?? visitorCsrf(request) ?? newToken());
}

export async function purgeExpiredStaffSessions(db: Db): Promise<void> {
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, new Date()));
}

/** Calls a member who must still enrol may make: the enrolment itself, and who am I. */
const BEFORE_ENROLMENT = new Set(['/api/studio/me', '/api/studio/totp/start', '/api/studio/totp/confirm']);

/** The staff session, the role and the CSRF token of every studio call, before its input is read. */
export function registerStaffSessions(app: FastifyInstance): void {
  app.decorateRequest('staff', null);
  app.addHook('preHandler', async (request, reply) => {
    const config = request.routeOptions.config;
    if (request.is404 || !config.staff) return;
    await loadStaff(request, reply);
    const role = config.staffRole;
    if (role) {
      const staff = request.staff;
      if (!staff) {
        // a customer is known (and refused); a visitor is asked to sign in
        if (request.user) throw new ApiError(403, 'not_staff', 'This needs a staff account: sign in to the studio');
        throw new ApiError(401, 'not_signed_in', 'Sign in to the studio first');
      }
      if (role === 'support' && staff.member.role !== 'support') throw new ApiError(403, 'forbidden', 'Only support may do this');
      if (secondFactorRequired(app) && !staff.member.totpSecret && !BEFORE_ENROLMENT.has(request.routeOptions.url ?? ''))
        throw new ApiError(403, 'enrolment_required', 'Set up your second factor (an authenticator app) first');
    }
    if (!STATE_CHANGING.has(request.method) && !config.csrf) return;
    const header = request.headers[CSRF_HEADER];
    const expected = request.staff ? request.staff.session.csrfToken : visitorCsrf(request);
    if (typeof header !== 'string' || !header || !expected || !sameToken(header, expected)) {
      throw new ApiError(403, 'csrf', `Missing or invalid CSRF token: send the ${STAFF_CSRF_COOKIE} cookie value in the x-csrf-token header`);
    }
  });
}
