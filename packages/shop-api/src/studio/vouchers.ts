/**
 * Vouchers in the studio (issue 32): the portal's codes listed with their uses, created, changed and
 * disabled in forms validated by products.json's own voucher schema (VoucherInput). A voucher an order
 * used (cancelled orders too: their receipts name it) is never deleted, only disabled: 409 with the reason.
 * Each change is versioned (a stale form is a 409 naming who saved first) and audit-logged in its transaction.
 */
import { studioCatalogApi, type StudioVoucher, type VoucherValues } from '@shop/contracts';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { orders, voucherUses, vouchers, type VoucherRow } from '../db/schema';
import { voucherColumns } from '../commerce';
import { ApiError, notFound } from '../http/errors';
import { route } from '../http/route';
import { portalFor, staleVersion } from './access';
import { changedFields, writeAudit } from './audit';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Orders that used a voucher: not cancelled (what its limits count), and all of them. */
interface Uses {
  uses: number;
  used: boolean;
  orders: number;
}

async function usesOf(db: Db | Tx, uuids: string[]): Promise<Map<string, Uses>> {
  const out = new Map<string, Uses>();
  if (!uuids.length) return out;
  const rows = await db
    .select({ voucher: voucherUses.voucher, all: count(), live: sql<number>`count(*) FILTER (WHERE ${orders.status} <> 'cancelled')` })
    .from(voucherUses)
    .innerJoin(orders, eq(orders.uuid, voucherUses.order))
    .where(inArray(voucherUses.voucher, uuids))
    .groupBy(voucherUses.voucher);
  for (const r of rows) out.set(r.voucher, { uses: Number(r.live), used: Number(r.all) > 0, orders: Number(r.all) });
  return out;
}

function view(row: VoucherRow, uses: Uses | undefined): StudioVoucher {
  return {
    uuid: row.uuid,
    code: row.code,
    kind: row.kind,
    value: row.value,
    minTotal: row.minTotal,
    validFrom: iso(row.validFrom),
    validTo: iso(row.validTo),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    active: row.active,
    uses: uses?.uses ?? 0,
    used: uses?.used ?? false,
    version: row.version,
  };
}

/** What the audit entry keeps of a voucher (its rule, not its bookkeeping). */
const audited = ({ code, kind, value, minTotal, validFrom, validTo, usageLimit, perCustomerLimit, active }: StudioVoucher) => ({
  code,
  kind,
  value,
  minTotal,
  validFrom,
  validTo,
  usageLimit,
  perCustomerLimit,
  active,
});

const codeTaken = (code: string) => new ApiError(409, 'code_taken', `This portal already has a voucher ${code}`);

/** The voucher of this portal, locked for the change; 404 for another portal's (as for none). */
async function lockedVoucher(tx: Tx, portal: string, uuid: string, version: number): Promise<VoucherRow> {
  const [row] = await tx
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.uuid, uuid), eq(vouchers.portal, portal)))
    .for('update');
  if (!row) throw notFound('No such voucher');
  if (row.version !== version) throw await staleVersion(tx, row.updatedBy, row.updatedAt);
  return row;
}

async function codeElsewhere(tx: Tx, portal: string, code: string, except?: string): Promise<boolean> {
  const [row] = await tx
    .select({ uuid: vouchers.uuid })
    .from(vouchers)
    .where(and(eq(vouchers.portal, portal), eq(vouchers.code, code), except ? ne(vouchers.uuid, except) : undefined));
  return Boolean(row);
}

export function registerStudioVouchers(app: FastifyInstance): void {
  const { db } = app.shop;
  const staffOf = (request: FastifyRequest) => request.staff!.member.uuid;

  route(app, studioCatalogApi.vouchers, async ({ params }, request) => {
    const portal = await portalFor(request, params.portalKey);
    const rows = await db.select().from(vouchers).where(eq(vouchers.portal, portal.key)).orderBy(vouchers.code);
    const uses = await usesOf(
      db,
      rows.map((r) => r.uuid),
    );
    return { vouchers: rows.map((r) => view(r, uses.get(r.uuid))) };
  });

  route(app, studioCatalogApi.createVoucher, async ({ params, body }, request, reply) => {
    const portal = await portalFor(request, params.portalKey);
    const columns = voucherColumns(body as VoucherValues);
    const created = await db.transaction(async (tx) => {
      if (await codeElsewhere(tx, portal.key, columns.code)) throw codeTaken(columns.code);
      const [row] = await tx
        .insert(vouchers)
        .values({ portal: portal.key, ...columns, updatedAt: new Date(), updatedBy: staffOf(request) })
        .returning();
      const voucher = view(row!, undefined);
      await writeAudit(tx, { staff: staffOf(request), portal: portal.key, kind: 'voucher.create', before: null, after: audited(voucher) });
      return voucher;
    });
    reply.code(201);
    return created;
  });

  route(app, studioCatalogApi.updateVoucher, async ({ params, body }, request) => {
    const portal = await portalFor(request, params.portalKey);
    const columns = voucherColumns(body.voucher as VoucherValues);
    return db.transaction(async (tx) => {
      const current = await lockedVoucher(tx, portal.key, params.voucherUuid, body.version);
      if (columns.code !== current.code && (await codeElsewhere(tx, portal.key, columns.code, current.uuid))) throw codeTaken(columns.code);
      const uses = (await usesOf(tx, [current.uuid])).get(current.uuid);
      if (columns.code !== current.code && uses?.used)
        throw new ApiError(
          409,
          'voucher_used',
          `${current.code} was used by an order, whose receipt names it: its code stays (change the rest, or disable it and create a new one)`,
        );
      const [row] = await tx
        .update(vouchers)
        .set({ ...columns, version: sql`${vouchers.version} + 1`, updatedAt: new Date(), updatedBy: staffOf(request) })
        .where(eq(vouchers.uuid, current.uuid))
        .returning();
      const after = view(row!, uses);
      const { before, after: changed } = changedFields(audited(view(current, uses)), audited(after));
      await writeAudit(tx, { staff: staffOf(request), portal: portal.key, kind: 'voucher.update', before: { code: current.code, ...before }, after: changed });
      return after;
    });
  });

  route(app, studioCatalogApi.deleteVoucher, async ({ params, query }, request) => {
    const portal = await portalFor(request, params.portalKey);
    await db.transaction(async (tx) => {
      const current = await lockedVoucher(tx, portal.key, params.voucherUuid, Number(query.version));
      const uses = (await usesOf(tx, [current.uuid])).get(current.uuid);
      if (uses?.used) {
        throw new ApiError(
          409,
          'voucher_used',
          `${current.code} was used by ${uses.orders === 1 ? 'an order' : `${uses.orders} orders`}: a used voucher cannot be deleted (its orders name it), only disabled`,
        );
      }
      await tx.delete(vouchers).where(eq(vouchers.uuid, current.uuid));
      await writeAudit(tx, { staff: staffOf(request), portal: portal.key, kind: 'voucher.delete', before: audited(view(current, uses)), after: null });
    });
    return { ok: true as const };
  });
}
