/**
 * Each request belongs to the portal whose hosts list its Host name; unknown hosts get the default
 * portal. Operator changes apply from the next request without a restart (resolvePortal).
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { portals, type Portal } from '../db/schema';
import { ApiError } from '../http/errors';

/** Paths that never need a portal, a session or the database. */
export const STATIC_PREFIXES = ['/assets/', '/remotes/', '/static/'];
export const isStaticPath = (url: string) => STATIC_PREFIXES.some((p) => url.startsWith(p));

/** The load balancer's and supervisor's checks: no portal, no session, no cookie. */
const PROBES = new Set(['/api/health', '/api/ready']);

/**
 * Paths served without a portal or session: static files, and those that must work on a database
 * without portals (the health and readiness checks, and the operator endpoint that may be asked to seed one).
 */
export function needsPortal(url: string): boolean {
  const path = url.split('?')[0]!;
  return !isStaticPath(path) && !PROBES.has(path) && !path.startsWith('/api/operator/');
}

/** The portal of a host name: the one listing it, else the default one. */
export function portalForHost(list: Portal[], host: string): Portal | undefined {
  return list.find((p) => p.hosts.includes(host)) ?? list.find((p) => p.isDefault);
}

/**
 * Sets request.portal from the Host header. Every portal row (there are a handful) is kept between
 * requests while the settings version the request read holds (portals/cache.ts), so an operator's
 * change applies from the next request without a restart or a query per request.
 */
export async function resolvePortal(request: FastifyRequest): Promise<void> {
  const { db, settingsCache } = request.server.shop;
  const list = await settingsCache.get(request.settingsVersion, 'portals', () => db.select().from(portals).orderBy(asc(portals.key)));
  // request.hostname has no port; behind a trusted proxy it is X-Forwarded-Host
  const portal = portalForHost(list, request.hostname.toLowerCase());
  if (!portal) throw new ApiError(503, 'no_portal', 'No portal is configured: run `pnpm operator seed`');
  request.portal = portal;
}

/** The portal an operator's import writes to: the one named (--portal), else the default; a clear error otherwise. */
export async function portalKeyForImport(db: Db, named?: string): Promise<string> {
  const key = named ?? (await db.select({ key: portals.key }).from(portals).where(eq(portals.isDefault, true)))[0]?.key;
  if (!key) throw new Error('There is no default portal: name one with --portal');
  const [portal] = await db.select({ key: portals.key }).from(portals).where(eq(portals.key, key));
  if (!portal) throw new Error(`There is no portal '${key}' (see: pnpm operator portals)`);
  return portal.key;
}

/**
 * request.portal, set by the sessions' onRequest hook (it reads the settings version with the session).
 * fastify-plugin on purpose (docs/decisions/0082): every route of the app reads these decorators.
 */
export const portalsPlugin = fp(
  async (app) => {
    app.decorateRequest('portal', null as unknown as Portal);
    app.decorateRequest('settingsVersion', Number.NEGATIVE_INFINITY);
  },
  { name: 'shop-portals' },
);
