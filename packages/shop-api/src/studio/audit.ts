/**
 * The audit log: every studio change is written here by the change's own transaction (writeAudit
 * takes the transaction, never the database), so a change without its entry, or an entry of a change
 * that was rolled back, cannot exist. The studio reads the log; nothing updates or deletes an entry.
 */
import { AUDIT_PAGE_SIZE, studioApi, type AuditEntry, type AuditKind } from '@shop/contracts';
import { and, desc, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client';
import { auditLog, staffMembers } from '../db/schema';
import { validationError } from '../http/errors';
import { route } from '../http/route';
import { requirePortalAccess } from './access';

export interface AuditWrite {
  staff: string;
  portal: string | null;
  kind: AuditKind;
  before: unknown;
  after: unknown;
}

export async function writeAudit(tx: Tx, entry: AuditWrite): Promise<void> {
  await tx
    .insert(auditLog)
    .values({ staffUuid: entry.staff, portal: entry.portal, kind: entry.kind, before: entry.before ?? null, after: entry.after ?? null });
}

/** Only what differs between two objects (top-level keys), for an entry a person can read. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const b: Partial<T> = {};
  const a: Partial<T> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]) as Set<keyof T>) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    b[key] = before[key];
    a[key] = after[key];
  }
  return { before: b, after: a };
}

export function registerAudit(app: FastifyInstance): void {
  const { db } = app.shop;
  route(app, studioApi.auditLog, async ({ query }, request) => {
    const staff = request.staff!;
    const where: SQL[] = [];
    if (query.portal) {
      requirePortalAccess(request, query.portal);
      where.push(eq(auditLog.portal, query.portal));
    } else if (staff.member.role !== 'support') {
      // an operator sees their portals' entries, and their own entries of no portal
      where.push(inArray(auditLog.portal, staff.portalKeys.length ? staff.portalKeys : ['']));
    }
    if (query.staff) where.push(eq(auditLog.staffUuid, query.staff));
    if (query.kind) where.push(eq(auditLog.kind, query.kind));
    if (query.from) where.push(gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)));
    if (query.to) where.push(lte(auditLog.at, new Date(`${query.to}T23:59:59.999Z`)));
    // keyset paging by id: ids rise with every entry, so "newest first" pages never skip or repeat one
    if (query.before) {
      const before = Number.parseInt(query.before, 36);
      if (!Number.isSafeInteger(before) || before.toString(36) !== query.before) throw validationError([{ field: 'query.before', message: 'Invalid cursor' }]);
      where.push(lt(auditLog.id, before));
    }
    const limit = query.limit ? Number(query.limit) : AUDIT_PAGE_SIZE;
    const rows = await db
      .select({ entry: auditLog, name: staffMembers.name, email: staffMembers.email })
      .from(auditLog)
      .innerJoin(staffMembers, eq(staffMembers.uuid, auditLog.staffUuid))
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(auditLog.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const entries: AuditEntry[] = page.map(({ entry, name, email }) => ({
      id: String(entry.id),
      at: entry.at.toISOString(),
      portal: entry.portal,
      staff: { uuid: entry.staffUuid, name, email },
      kind: entry.kind as AuditKind,
      before: entry.before,
      after: entry.after,
    }));
    return { entries, next: rows.length > limit ? page[page.length - 1]!.entry.id.toString(36) : null };
  });
}
