/**
 * Staff from the command line (`pnpm operator staff add`): a new installation's first account, and
 * every account until the studio manages staff. The member gets a one-time link to set their password,
 * made as the customers' reset keys are (32 random bytes, stored as sha256, single use), valid 72 hours.
 */
import { createHash, randomBytes } from 'node:crypto';
import { studioApi, type StaffRole } from '@shop/contracts';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword, passwordProblem, RESET_PASSWORD_MIN } from '../access';
import type { Db } from '../db/client';
import { portals, staffMembers, staffPasswordKeys, staffPortals, staffSessions } from '../db/schema';
import { ApiError, validationError } from '../http/errors';
import { route } from '../http/route';

export const STAFF_PASSWORD_KEY_TTL_MS = 72 * 60 * 60 * 1000;
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export interface AddedStaff {
  uuid: string;
  email: string;
  role: StaffRole;
  portals: string[];
  created: boolean;
}

/** Creates the member (or gives an existing one the role and portal); operators need a portal that exists. */
export async function addStaff(db: Db, opts: { email: string; role: StaffRole; portal?: string; name?: string; passwordHash?: string }): Promise<AddedStaff> {
  const email = opts.email.trim();
  if (opts.role === 'operator' && !opts.portal) throw new Error('An operator needs --portal <key>');
  return db.transaction(async (tx) => {
    if (opts.portal) {
      const [portal] = await tx.select({ key: portals.key }).from(portals).where(eq(portals.key, opts.portal));
      if (!portal) throw new Error(`There is no portal '${opts.portal}' (see: pnpm operator portals)`);
    }
    const [existing] = await tx.select().from(staffMembers).where(sql`lower(${staffMembers.email}) = ${email.toLowerCase()}`);
    let uuid = existing?.uuid;
    if (existing) {
      await tx
        .update(staffMembers)
        .set({ role: opts.role, ...(opts.name ? { name: opts.name } : {}), ...(opts.passwordHash ? { passwordHash: opts.passwordHash } : {}) })
        .where(eq(staffMembers.uuid, existing.uuid));
    } else {
      const [row] = await tx
        .insert(staffMembers)
        .values({ email, role: opts.role, name: opts.name ?? '', passwordHash: opts.passwordHash ?? null })
        .returning({ uuid: staffMembers.uuid });
      uuid = row!.uuid;
    }
    if (opts.role === 'operator' && opts.portal) await tx.insert(staffPortals).values({ staffUuid: uuid!, portal: opts.portal }).onConflictDoNothing();
    const list = await tx.select({ portal: staffPortals.portal }).from(staffPortals).where(eq(staffPortals.staffUuid, uuid!));
    return { uuid: uuid!, email, role: opts.role, portals: list.map((r) => r.portal), created: !existing };
  });
}

/** A one-time link to /studio/set-password on `origin`. */
export async function createStaffPasswordLink(db: Db, staffUuid: string, origin: string): Promise<{ link: string; expiresAt: Date }> {
  const key = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + STAFF_PASSWORD_KEY_TTL_MS);
  await db.insert(staffPasswordKeys).values({ keyHash: hashKey(key), staffUuid, expiresAt });
  return { link: `${origin.replace(/\/+$/, '')}/studio/set-password?key=${key}`, expiresAt };
}

export async function purgeOldPasswordKeys(db: Db): Promise<void> {
  await db.delete(staffPasswordKeys).where(or(lt(staffPasswordKeys.expiresAt, new Date()), lt(staffPasswordKeys.usedAt, new Date(Date.now() - 24 * 3600_000))));
}

export function registerStaffPasswords(app: FastifyInstance): void {
  const { db } = app.shop;
  const live = (key: string) =>
    db
      .select({ staffUuid: staffPasswordKeys.staffUuid, email: staffMembers.email })
      .from(staffPasswordKeys)
      .innerJoin(staffMembers, eq(staffMembers.uuid, staffPasswordKeys.staffUuid))
      .where(and(eq(staffPasswordKeys.keyHash, hashKey(key)), isNull(staffPasswordKeys.usedAt), gt(staffPasswordKeys.expiresAt, new Date())));

  route(app, studioApi.staffPasswordKey, async ({ params }) => {
    const [row] = await live(params.key);
    return row ? { valid: true, email: row.email } : { valid: false };
  });

  route(app, studioApi.staffSetPassword, async ({ params, body }) => {
    const problem = passwordProblem(body.password, RESET_PASSWORD_MIN);
    if (problem)
      throw validationError([
        {
          field: 'body.password',
          message:
            problem === 'tooShort' ? `At least ${RESET_PASSWORD_MIN} characters` : problem === 'common' ? 'This password is too common' : 'This is required!',
          kind: problem === 'tooShort' ? 'min_length' : problem === 'common' ? 'common_password' : 'non_empty',
          values: { requirement: RESET_PASSWORD_MIN },
        },
      ]);
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(staffPasswordKeys)
        .set({ usedAt: new Date() })
        .where(and(eq(staffPasswordKeys.keyHash, hashKey(params.key)), isNull(staffPasswordKeys.usedAt), gt(staffPasswordKeys.expiresAt, new Date())))
        .returning({ staffUuid: staffPasswordKeys.staffUuid });
      if (!taken) throw new ApiError(410, 'gone', 'This link is used or expired: ask for a new one');
      await tx.update(staffMembers).set({ passwordHash }).where(eq(staffMembers.uuid, taken.staffUuid));
      // a new password signs the member out everywhere
      await tx.delete(staffSessions).where(eq(staffSessions.staffUuid, taken.staffUuid));
    });
    return { ok: true as const };
  });
}
