/**
 * Staff sign-in, sign-out, the session, and the second factor. Sign-in keeps the customers' rules:
 * the same scrypt hashing and queue, the same per-address limits and per-account delays, and one
 * neutral answer for a wrong e-mail, password or code. With a second factor enrolled, the right
 * password alone answers 'second-factor' and signs nobody in; the code (TOTP, RFC 6238, or a
 * one-time recovery code) comes with the password in the next attempt.
 */
import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { studioApi, type StaffMember } from '@shop/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import {
  clearAttempts,
  countAttempts,
  hashPassword,
  hashQueue,
  needsRehash,
  recordAttempt,
  reserve,
  RULES,
  signInDelayMs,
  verifyPassword,
  type RuleCheck,
} from '../access';
import type { Db } from '../db/client';
import { portals, staffMembers, staffPortals, staffRecoveryCodes, type StaffRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { route } from '../http/route';
import { writeAudit } from './audit';
import { endStaffSession, portalKeysOf, refreshStaffCsrf, secondFactorRequired, startStaffSession, type SignedInStaff } from './session';

const WRONG = 'Wrong e-mail, password or code';
const ISSUER = 'Portrait shop studio';
const RECOVERY_CODES = 10;
// a code is accepted one step either side of now (clocks of phones drift)
authenticator.options = { window: 1 };

const hashCode = (code: string) => createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
const lower = (email: string) => email.trim().toLowerCase();

/** xxxxx-xxxxx of [a-z0-9]: 51 bits, shown once. */
function recoveryCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export async function staffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(sql`lower(${staffMembers.email}) = ${lower(email)}`)
    .limit(1);
  return row;
}

/** The member as the studio shows them. */
export async function staffAnswer(app: FastifyInstance, staff: SignedInStaff): Promise<StaffMember> {
  const { db } = app.shop;
  const keys = staff.portalKeys.length ? staff.portalKeys : await portalKeysOf(db, staff.member);
  const rows = keys.length
    ? await db.select({ key: portals.key, name: portals.name, hosts: portals.hosts }).from(portals).where(inArray(portals.key, keys)).orderBy(asc(portals.name))
    : [];
  return {
    uuid: staff.member.uuid,
    email: staff.member.email,
    name: staff.member.name,
    role: staff.member.role as StaffMember['role'],
    portals: rows,
    totpEnrolled: Boolean(staff.member.totpSecret),
    mustEnrol: secondFactorRequired(app) && !staff.member.totpSecret,
  };
}

/** A TOTP code or an unused recovery code of the member (the recovery code is used up). */
async function secondFactorOk(db: Db, member: StaffRow, code: string): Promise<boolean> {
  if (/^\d{6}$/.test(code)) return authenticator.check(code, member.totpSecret!);
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.staffUuid, member.uuid),
        eq(staffRecoveryCodes.codeHash, hashCode(code)),
        eq(staffRecoveryCodes.pending, false),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: staffRecoveryCodes.codeHash });
  return used.length === 1;
}

function signedIn(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new ApiError(401, 'not_signed_in', 'Sign in to the studio first');
  return request.staff;
}

export function registerStaffAuth(app: FastifyInstance): void {
  const { db } = app.shop;

  route(app, studioApi.staffSession, async (_input, request, reply) => {
    refreshStaffCsrf(request, reply);
    return { staff: request.staff ? await staffAnswer(app, request.staff) : null };
  });

  route(app, studioApi.staffSignIn, async ({ body }, request, reply) => {
    const account: RuleCheck = [RULES.signInAccount, `staff\n${lower(body.email)}`];
    const accountHere: RuleCheck = [RULES.signInAccountIp, `staff\n${lower(body.email)}\n${request.ip}`];
    const address: RuleCheck = [RULES.signInIp, request.ip];
    let ticket = hashQueue.admit();
    let slot: Awaited<ReturnType<typeof reserve>>;
    try {
      slot = await reserve(request, reply, [address, accountHere]);
    } catch (err) {
      ticket.release();
      throw err;
    }
    let member: StaffRow | undefined;
    let ok: boolean;
    try {
      const delay = signInDelayMs(await countAttempts(db, ...account));
      if (delay > 0) {
        ticket.release();
        await sleep(delay);
        ticket = hashQueue.admit();
      }
      member = await staffByEmail(db, body.email);
      // an unknown address costs the same scrypt as a known one
      ok = await verifyPassword(body.password, member?.passwordHash ?? null, ticket);
    } catch (err) {
      ticket.release();
      await slot.release();
      throw err;
    }
    if (member && ok && member.totpSecret) {
      if (!body.code) {
        // the password was right: the slot is given back, the form asks for the code
        await slot.release();
        return { status: 'second-factor' as const };
      }
      ok = await secondFactorOk(db, member, body.code);
    }
    if (!member || !ok) {
      await recordAttempt(db, ...account);
      throw new ApiError(401, 'invalid_credentials', WRONG);
    }
    await slot.release();
    await clearAttempts(db, ...account);
    await clearAttempts(db, ...accountHere);
    if (needsRehash(member.passwordHash!)) {
      await db
        .update(staffMembers)
        .set({ passwordHash: await hashPassword(body.password) })
        .where(eq(staffMembers.uuid, member.uuid));
    }
    const staff = await startStaffSession(request, reply, member);
    request.log.info({ staff: member.uuid }, 'staff signed in');
    return { status: 'signed-in' as const, staff: await staffAnswer(app, staff) };
  });

  route(app, studioApi.staffSignOut, async (_input, request, reply) => {
    await endStaffSession(request, reply);
    return { ok: true as const };
  });

  route(app, studioApi.staffMe, async (_input, request) => ({ staff: await staffAnswer(app, signedIn(request)) }));

  route(app, studioApi.totpStart, async (_input, request) => {
    const { member } = signedIn(request);
    if (member.totpSecret) throw new ApiError(409, 'enrolled', 'A second factor is enrolled already');
    const secret = authenticator.generateSecret();
    const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
    await db.transaction(async (tx) => {
      await tx.update(staffMembers).set({ totpPendingSecret: secret }).where(eq(staffMembers.uuid, member.uuid));
      await tx.delete(staffRecoveryCodes).where(and(eq(staffRecoveryCodes.staffUuid, member.uuid), eq(staffRecoveryCodes.pending, true)));
      await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffUuid: member.uuid, codeHash: hashCode(code), pending: true })));
    });
    const otpauthUrl = authenticator.keyuri(member.email, ISSUER, secret);
    return { otpauthUrl, secret, qrSvg: await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 }), recoveryCodes: codes };
  });

  route(app, studioApi.totpConfirm, async ({ body }, request) => {
    const staff = signedIn(request);
    const [fresh] = await db.select().from(staffMembers).where(eq(staffMembers.uuid, staff.member.uuid));
    if (fresh!.totpSecret) throw new ApiError(409, 'enrolled', 'A second factor is enrolled already');
    if (!fresh!.totpPendingSecret) throw new ApiError(409, 'not_started', 'Start the enrolment first');
    if (!authenticator.check(body.code, fresh!.totpPendingSecret)) throw ApiErrorField('body.code', 'This code is not right: try the newest one');
    await db.transaction(async (tx) => {
      await tx.update(staffMembers).set({ totpSecret: fresh!.totpPendingSecret, totpPendingSecret: null }).where(eq(staffMembers.uuid, fresh!.uuid));
      // the codes of earlier enrolments go; those of this one become usable
      await tx.delete(staffRecoveryCodes).where(and(eq(staffRecoveryCodes.staffUuid, fresh!.uuid), eq(staffRecoveryCodes.pending, false)));
      await tx.update(staffRecoveryCodes).set({ pending: false }).where(eq(staffRecoveryCodes.staffUuid, fresh!.uuid));
      await writeAudit(tx, { staff: fresh!.uuid, portal: null, kind: 'staff.totp', before: { totpEnrolled: false }, after: { totpEnrolled: true } });
    });
    staff.member = { ...fresh!, totpSecret: fresh!.totpPendingSecret, totpPendingSecret: null };
    return { staff: await staffAnswer(app, staff) };
  });

  route(app, studioApi.staffList, async (_input, request) => {
    const staff = signedIn(request);
    const rows =
      staff.member.role === 'support'
        ? await db.select({ uuid: staffMembers.uuid, name: staffMembers.name, email: staffMembers.email, role: staffMembers.role }).from(staffMembers)
        : await db
            .selectDistinct({ uuid: staffMembers.uuid, name: staffMembers.name, email: staffMembers.email, role: staffMembers.role })
            .from(staffMembers)
            .innerJoin(staffPortals, eq(staffPortals.staffUuid, staffMembers.uuid))
            .where(inArray(staffPortals.portal, staff.portalKeys.length ? staff.portalKeys : ['']));
    rows.sort((a, b) => a.email.localeCompare(b.email));
    return { staff: rows.map((r) => ({ ...r, role: r.role as StaffMember['role'] })) };
  });
}

function ApiErrorField(field: string, message: string): ApiError {
  return new ApiError(400, 'validation', `Invalid request: ${field}: ${message}`, [{ field, message }]);
}
