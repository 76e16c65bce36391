/**
 * Each request belongs to the portal whose hosts list its Host name; unknown hosts get the default
 * portal. Looked up per request (one indexed query) so operator changes apply without a restart.
 */
import { desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { portals, type Portal } from '../db/schema';
import { ApiError } from '../http/errors';

/** Paths that never need a portal, a session or the database. */
export const STATIC_PREFIXES = ['/assets/', '/remotes/', '/static/'];
export const isStaticPath = (url: string) => STATIC_PREFIXES.some((p) => url.startsWith(p));

/**
 * Paths served without a portal or session: static files, and two that must work on a database
 * without portals (the health check, and the operator endpoint that may be asked to seed one).
 */
export function needsPortal(url: string): boolean {
  const path = url.split('?')[0]!;
  return !isStaticPath(path) && path !== '/api/health' && !path.startsWith('/api/operator/');
}

export async function portalForHost(db: Db, host: string): Promise<Portal | undefined> {
  const match = sql`${host} = ANY(${portals.hosts})`;
  const [portal] = await db
    .select()
    .from(portals)
    .where(or(match, eq(portals.isDefault, true)))
    .orderBy(desc(match))
    .limit(1);
  return portal;
}

/** The portal an operator's import writes to: the one named (--portal), else the default; a clear error otherwise. */
export async function portalKeyForImport(db: Db, named?: string): Promise<string> {
  const key = named ?? (await db.select({ key: portals.key }).from(portals).where(eq(portals.isDefault, true)))[0]?.key;
  if (!key) throw new Error('There is no default portal: name one with --portal');
  const [portal] = await db.select({ key: portals.key }).from(portals).where(eq(portals.key, key));
  if (!portal) throw new Error(`There is no portal '${key}' (see: pnpm operator portals)`);
  return portal.key;
}

export function registerPortalResolution(app: FastifyInstance): void {
  app.decorateRequest('portal', null as unknown as Portal);
  app.addHook('onRequest', async (request) => {
    if (!needsPortal(request.url)) return;
    // request.hostname has no port; behind a trusted proxy it is X-Forwarded-Host
    const portal = await portalForHost(app.shop.db, request.hostname.toLowerCase());
    if (!portal) throw new ApiError(503, 'no_portal', 'No portal is configured: run `pnpm operator seed`');
    request.portal = portal;
  });
}
