/**
 * Vouchers (rebate codes): a percentage or an amount off the products, from a minimum total, within
 * validity dates, with usage limits in total and per customer, one per order, valid only on their
 * portal. The cart keeps the code it was given (carts.rebate_code) and every cart answer shows the
 * rebate as its own line (type 1); the order checks the voucher again under a lock of its row, so a
 * single-use voucher used from two tabs or by two customers at once is accepted once.
 */
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { changes } from '../../db/changes';
import type { Db } from '../../db/client';
import { orders, voucherUses, vouchers, type VoucherRow } from '../../db/schema';
import type { VoucherInput } from './config';

export type VoucherProblem = 'not-found' | 'not-yet' | 'expired' | 'min-total' | 'used-up' | 'used-by-you';

export type VoucherChange = { code: string; change: 'added' | 'changed' | 'withdrawn' };

/** A voucher's stored columns from its products.json entry (or the studio's form: the same schema). */
export const voucherColumns = (v: VoucherInput) => ({
  code: v.code.toUpperCase(),
  kind: v.percent !== undefined ? ('percent' as const) : ('amount' as const),
  value: v.percent ?? v.amount!,
  minTotal: v.minTotal,
  validFrom: v.validFrom ? new Date(v.validFrom) : null,
  validTo: v.validTo ? new Date(v.validTo) : null,
  usageLimit: v.usageLimit,
  perCustomerLimit: v.perCustomerLimit,
  active: v.active,
});

/**
 * The file's list of vouchers: each added or changed, and those of the portal the list does not name
 * withdrawn (active = false). Answers what changed, code by code (the studio's diff shows it).
 */
export async function importVouchers(tx: Db, portal: string, list: VoucherInput[]): Promise<VoucherChange[]> {
  const existing = new Map((await tx.select().from(vouchers).where(eq(vouchers.portal, portal))).map((r) => [r.code, r]));
  const out: VoucherChange[] = [];
  for (const v of list) {
    const wanted = voucherColumns(v);
    const row = existing.get(wanted.code);
    existing.delete(wanted.code);
    if (!row) {
      await tx.insert(vouchers).values({ portal, ...wanted });
      out.push({ code: wanted.code, change: 'added' });
      continue;
    }
    const diff = changes(row, wanted);
    if (!diff) continue;
    await tx
      .update(vouchers)
      .set({ ...diff, version: sql`${vouchers.version} + 1`, updatedAt: new Date(), updatedBy: null })
      .where(eq(vouchers.uuid, row.uuid));
    out.push({ code: wanted.code, change: row.active && !wanted.active ? 'withdrawn' : 'changed' });
  }
  for (const row of [...existing.values()].sort((a, b) => a.code.localeCompare(b.code))) {
    if (!row.active) continue;
    await tx
      .update(vouchers)
      .set({ active: false, version: sql`${vouchers.version} + 1`, updatedAt: new Date(), updatedBy: null })
      .where(eq(vouchers.uuid, row.uuid));
    out.push({ code: row.code, change: 'withdrawn' });
  }
  return out;
}

export async function findVoucher(db: Db, portal: string, code: string, lock = false): Promise<VoucherRow | null> {
  const q = db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.portal, portal), eq(vouchers.code, code.trim().toUpperCase()), eq(vouchers.active, true)));
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

export async function hasActiveVouchers(db: Db, portal: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(vouchers)
    .where(and(eq(vouchers.portal, portal), eq(vouchers.active, true)));
  return (row?.n ?? 0) > 0;
}

/** The rebate of a voucher on a products total (never more than the total). */
export const rebateOf = (v: VoucherRow, total: number) => Math.min(total, v.kind === 'percent' ? Math.round((total * v.value) / 10_000) : v.value);

/** What stands in the way of using the voucher now, for this customer and total (uses of cancelled orders do not count). */
export async function voucherProblem(
  db: Db,
  v: VoucherRow,
  userUuid: string,
  total: number,
  now = new Date(),
  withUses = true,
): Promise<VoucherProblem | null> {
  if (v.validFrom && now < v.validFrom) return 'not-yet';
  if (v.validTo && now > v.validTo) return 'expired';
  if (total < v.minTotal) return 'min-total';
  if (!withUses) return null;
  const uses = (userFilter?: string) =>
    db
      .select({ n: count() })
      .from(voucherUses)
      .innerJoin(orders, eq(orders.uuid, voucherUses.order))
      .where(and(eq(voucherUses.voucher, v.uuid), ne(orders.status, 'cancelled'), userFilter ? eq(voucherUses.userUuid, userFilter) : undefined));
  if (v.usageLimit !== null && ((await uses())[0]?.n ?? 0) >= v.usageLimit) return 'used-up';
  if (v.perCustomerLimit !== null && ((await uses(userUuid))[0]?.n ?? 0) >= v.perCustomerLimit) return 'used-by-you';
  return null;
}

export async function recordUse(tx: Db, v: VoucherRow, userUuid: string, orderUuid: string): Promise<void> {
  await tx.insert(voucherUses).values({ voucher: v.uuid, userUuid, order: orderUuid });
}

/** The operator's list (`pnpm operator vouchers`): every voucher of the portals asked for, with its uses by orders not cancelled. */
export async function listVouchers(db: Db, portal?: string): Promise<Array<VoucherRow & { uses: number }>> {
  const used = db
    .select({ voucher: voucherUses.voucher, n: count().as('n') })
    .from(voucherUses)
    .innerJoin(orders, eq(orders.uuid, voucherUses.order))
    .where(ne(orders.status, 'cancelled'))
    .groupBy(voucherUses.voucher)
    .as('used');
  const rows = await db
    .select({ voucher: vouchers, uses: used.n })
    .from(vouchers)
    .leftJoin(used, eq(used.voucher, vouchers.uuid))
    .where(portal ? eq(vouchers.portal, portal) : undefined)
    .orderBy(vouchers.portal, vouchers.code);
  return rows.map((r) => ({ ...r.voucher, uses: Number(r.uses ?? 0) }));
}
