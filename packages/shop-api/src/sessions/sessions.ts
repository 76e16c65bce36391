/**
 * Sessions: an opaque random token in the HttpOnly cookie shop_sid, stored only as its sha256 so
 * the table cannot be replayed as cookies. 30 days, sliding. Created lazily (ensureSession) only when
 * there is something to remember (a verified code, a language, a recording, a sign-in): a visitor
 * who only looks, a crawler or a health check costs no row (issue 15).
 *
 * CSRF: a session's token is stored with it (synchronizer token). A visitor without a session gets a
 * random visitor token in the readable CSRF cookie (GET /api/webshop/user) and proves it by echoing it
 * in the header (double submit; the cookie is SameSite=Lax and another site cannot read it). The
 * session started for that visitor keeps the same token, so a page's calls in flight stay valid;
 * sign-in rotates it.
 */
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@shop/contracts';
import { eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { sessions, users, type SessionRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { needsPortal, resolvePortal } from '../portals/resolve';
import { sessionOnly } from './session-query';
import { QUEUES } from '../jobs';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Extend the expiry at most this often: a write per request would be waste. */
const SLIDE_AFTER_MS = 60 * 60 * 1000;

const newToken = () => randomBytes(32).toString('base64url');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The visitor token of the CSRF cookie, when it has the shape of one of ours. */
export function visitorToken(request: FastifyRequest): string | null {
  const value = request.cookies[CSRF_COOKIE];
  return value && TOKEN_SHAPE.test(value) ? value : null;
}
const hashToken = (token: string) => hash('sha256', token, 'hex');

function cookieBase(request: FastifyRequest) {
  // request.protocol follows X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY)
  return { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https', maxAge: SESSION_TTL_MS / 1000 };
}

function setCookies(request: FastifyRequest, reply: FastifyReply, token: string | null, csrfToken: string): void {
  const base = cookieBase(request);
  if (token) reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  // readable by the page's script, which copies it into the x-csrf-token header
  reply.setCookie(CSRF_COOKIE, csrfToken, { ...base, httpOnly: false });
}

/** Portal, session and user of a request (onRequest), sliding the session's expiry now and then. */
async function loadRequestState(request: FastifyRequest, reply: FastifyReply, db: Db): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  // a visitor without a session cookie has nothing to read with it
  const read = (token && request.routeOptions.config.sessionRead) || sessionOnly;
  const rows = await read.rowsOf(db, token ? hashToken(token) : '');
  const row = rows[0];
  // without the version row (a database not migrated this far) nothing is kept between requests
  request.settingsVersion = row ? row.version : Number.NEGATIVE_INFINITY;
  await resolvePortal(request);
  // a session belongs to one portal
  if (!token || !row?.session || row.session.portal !== request.portal.key) return;
  request.session = row.session;
  request.user = row.user;
  if (read !== sessionOnly && row.user) request.sessionRead = { read, value: read.take(rows) };
  const now = new Date();
  if (row.session.expiresAt.getTime() - now.getTime() < SESSION_TTL_MS - SLIDE_AFTER_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, row.session.id));
    row.session.expiresAt = expiresAt;
    setCookies(request, reply, token, row.session.csrfToken);
  }
}

/** A new session for this visitor (replacing any current one in the request). */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  init: { userUuid?: string | null; lang?: string | null; freshCsrf?: boolean } = {},
): Promise<SessionRow> {
  const token = newToken();
  const [row] = await request.server.shop.db
    .insert(sessions)
    .values({
      id: hashToken(token),
      portal: request.portal.key,
      userUuid: init.userUuid ?? null,
      lang: init.lang ?? null,
      // the visitor's token carries over (requests of the page in flight use it); a sign-in gets a new one
      csrfToken: (!init.freshCsrf && visitorToken(request)) || newToken(),
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    })
    .returning();
  request.session = row!;
  setCookies(request, reply, token, row!.csrfToken);
  return row!;
}

export async function ensureSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionRow> {
  return request.session ?? startSession(request, reply);
}

/**
 * Sign-in: the same session row gets a new id and CSRF token (no fixation: a token known before
 * sign-in is worthless after it) and the user. Language and debug recordings stay with it.
 */
export async function rotateSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userUuid: string | null,
  opts: { simulatedBy?: string | null } = {},
): Promise<SessionRow> {
  const db = request.server.shop.db;
  if (!request.session) return startSession(request, reply, { userUuid, freshCsrf: true });
  const token = newToken();
  const [row] = await db
    .update(sessions)
    .set({
      id: hashToken(token),
      userUuid,
      simulatedBy: opts.simulatedBy ?? null,
      csrfToken: newToken(),
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    })
    .where(eq(sessions.id, request.session.id))
    .returning();
  request.session = row!;
  request.user = userUuid ? ((await db.select().from(users).where(eq(users.uuid, userUuid)))[0] ?? null) : null;
  setCookies(request, reply, token, row!.csrfToken);
  return row!;
}

/** Sign-out: the row goes, both cookies are cleared. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session) await request.server.shop.db.delete(sessions).where(eq(sessions.id, request.session.id));
  request.session = null;
  request.user = null;
  const { path, sameSite, secure } = cookieBase(request);
  reply.clearCookie(SESSION_COOKIE, { path, sameSite, secure, httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, { path, sameSite, secure });
}

/**
 * Sends the CSRF cookie again (GET /api/webshop/user does, so a fresh client can always read it):
 * the session's token, or for a visitor without a session their visitor token (a new one if none).
 */
export function refreshCsrfCookie(request: FastifyRequest, reply: FastifyReply, session: SessionRow | null): void {
  setCookies(request, reply, null, session?.csrfToken ?? visitorToken(request) ?? newToken());
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The session of every request. Wrapped in fastify-plugin on purpose (docs/decisions/0082): its
 * decorators (request.session, user, sessionRead) and hooks (reading the session and the portal,
 * the CSRF check) must apply to every route of the app, not only to this plugin's own scope.
 */
export const sessionsPlugin = fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionRead', null);
    // the portal too: it is resolved with the settings version this query reads
    app.addHook('onRequest', async (request, reply) => {
      if (!needsPortal(request.url)) return;
      await loadRequestState(request, reply, app.shop.db);
    });
    // preHandler: after routing (unknown paths answer 404) and body parsing. A callback, not an async
    // function: it runs on every request and most pass at once (a promise each would be waste)
    app.addHook('preHandler', (request, _reply, done) => {
      const config = request.routeOptions.config;
      // studio calls check the staff session's token (studio/session.ts)
      if (request.is404 || config.csrfExempt || config.staff || (!STATE_CHANGING.has(request.method) && !config.csrf)) return done();
      const header = request.headers[CSRF_HEADER];
      // a session: its stored token; a visitor without one: the token of their CSRF cookie (double submit)
      const expected = request.session ? request.session.csrfToken : visitorToken(request);
      if (typeof header !== 'string' || !header || !expected || !sameToken(header, expected)) {
        return done(new ApiError(403, 'csrf', 'Missing or invalid CSRF token: send the shop_csrf cookie value in the x-csrf-token header'));
      }
      done();
    });
    // once for the installation, hourly and at start (decision 0083)
    app.shop.jobs.handle(QUEUES.purgeSessions, () => purgeExpiredSessions(app.shop.db).then(() => {}));
    app.shop.jobs.schedule(QUEUES.purgeSessions, '17 * * * *');
  },
  { name: 'shop-sessions', dependencies: ['shop-portals'] },
);
