/**
 * Which portal a studio call may touch: an operator only their own, support every one. Another
 * portal answers 404 exactly as a portal that does not exist, so an operator learns nothing of it.
 * Changes go through bumpPortal: the portal's version must be the one the form loaded, or the change
 * is refused with 409 naming who saved the newer one and when.
 */
import { eq, and, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { portals, staffMembers, type Portal } from '../db/schema';
import { ApiError, notFound } from '../http/errors';

export function requirePortalAccess(request: FastifyRequest, key: string): void {
  const staff = request.staff;
  if (!staff) throw new ApiError(401, 'not_signed_in', 'Sign in to the studio first');
  if (staff.member.role !== 'support' && !staff.portalKeys.includes(key)) throw notFound('No such portal');
}

/** The portal row, if this member may see it (else 404). */
export async function portalFor(request: FastifyRequest, key: string): Promise<Portal> {
  requirePortalAccess(request, key);
  const [portal] = await request.server.shop.db.select().from(portals).where(eq(portals.key, key));
  if (!portal) throw notFound('No such portal');
  return portal;
}

/** 409: someone saved a newer version; names them and when. */
export async function staleVersion(tx: Tx, who: string | null, when: Date | null): Promise<ApiError> {
  const [member] = who ? await tx.select({ name: staffMembers.name, email: staffMembers.email }).from(staffMembers).where(eq(staffMembers.uuid, who)) : [];
  const by = member ? member.name || member.email : 'someone';
  const at = (when ?? new Date()).toISOString();
  const error = new ApiError(409, 'stale_version', `${by} changed this at ${at}: reload to see their change, then make yours again`);
  error.conflict = { by, at };
  return error;
}

/**
 * Locks the portal's row for this transaction and raises its version, or throws 409 when `version`
 * is not the current one. The row as it was before the change is returned.
 */
export async function bumpPortal(tx: Tx, key: string, version: number, staffUuid: string): Promise<Portal> {
  const [current] = await tx.select().from(portals).where(eq(portals.key, key)).for('update');
  if (!current) throw notFound('No such portal');
  if (current.version !== version) throw await staleVersion(tx, current.updatedBy, current.updatedAt);
  await tx
    .update(portals)
    .set({ version: sql`${portals.version} + 1`, updatedAt: new Date(), updatedBy: staffUuid })
    .where(and(eq(portals.key, key), eq(portals.version, version)));
  return current;
}
