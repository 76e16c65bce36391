/**
 * Simulated user: an administrator acts as a customer for support. `pnpm operator simulate` makes a
 * one-time link (32 random bytes, stored as sha256, 15 minutes); opening it signs that browser in as
 * the customer with sessions.simulated_by = the administrator, so the current user carries
 * isSimulated and simulatedBy and the shell shows the red banner. Only support staff (the studio's
 * support role) may simulate; that is checked again when the link is opened.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { href } from '@shop/contracts';
import type { Db } from '../db/client';
import { portals, simulationTokens, staffMembers, users, type Portal } from '../db/schema';
import { ApiError, validationError } from '../http/errors';
import { recordFileRoute } from '../http/registry';
import { requestLanguage } from '../platform';
import { ensureSession, rotateSession } from '../sessions/sessions';
import { accessTexts } from './texts';

export const SIMULATE_PATH = '/api/webshop/auth/simulate/:token';
export const SIMULATION_TTL_MS = 15 * 60 * 1000;
const Token = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid simulation token'));

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const lower = (email: string) => email.trim().toLowerCase();

export interface SimulationLink {
  link: string;
  portal: Portal;
  customer: { uuid: string; email: string; name: string };
  admin: { uuid: string; email: string };
  expiresAt: Date;
}

/**
 * A one-time link for `adminEmail` to act as `customerEmail` on `portalKey` (default: the default
 * portal). `origin` defaults to http://<the portal's first host>:<port>.
 */
export async function createSimulationLink(
  db: Db,
  opts: { adminEmail: string; customerEmail: string; portalKey?: string; origin?: string; port?: number },
): Promise<SimulationLink> {
  const [portal] = await db
    .select()
    .from(portals)
    .where(opts.portalKey ? eq(portals.key, opts.portalKey) : eq(portals.isDefault, true))
    .limit(1);
  if (!portal) throw new Error(opts.portalKey ? `No portal '${opts.portalKey}'` : 'No default portal: name one with --portal');
  const [customer] = await db
    .select({ uuid: users.uuid, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.portal, portal.key), sql`lower(${users.email}) = ${lower(opts.customerEmail)}`));
  if (!customer) throw new Error(`No customer ${opts.customerEmail} in portal ${portal.key}`);
  // the support role (the admin flag before the studio) is a staff member's, not a customer account's
  const [admin] = await db
    .select({ uuid: staffMembers.uuid, email: staffMembers.email, role: staffMembers.role })
    .from(staffMembers)
    .where(sql`lower(${staffMembers.email}) = ${lower(opts.adminEmail)}`)
    .limit(1);
  if (admin?.role !== 'support')
    throw new Error(`${opts.adminEmail} is not an administrator (a staff member with the support role): only support may simulate a user`);

  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SIMULATION_TTL_MS);
  await db.insert(simulationTokens).values({ tokenHash: hashToken(token), adminUuid: admin.uuid, userUuid: customer.uuid, portal: portal.key, expiresAt });
  const origin = (opts.origin ?? `http://${portal.hosts[0] ?? 'localhost'}:${opts.port ?? 8080}`).replace(/\/+$/, '');
  return { link: `${origin}${SIMULATE_PATH.replace(':token', token)}`, portal, customer, admin: { uuid: admin.uuid, email: admin.email }, expiresAt };
}

export async function purgeOldSimulationTokens(db: Db): Promise<void> {
  await db.delete(simulationTokens).where(or(lt(simulationTokens.expiresAt, new Date()), lt(simulationTokens.usedAt, new Date(Date.now() - 24 * 3600_000))));
}

export function registerSimulate(app: FastifyInstance): void {
  const { db } = app.shop;
  // a link opened in the browser, not a call of the front end: the token is the credential, so no CSRF header
  recordFileRoute(app, {
    method: 'GET',
    path: SIMULATE_PATH,
    summary: 'A support administrator’s one-time link: signs this browser in as the customer (pnpm operator simulate)',
    produces: [],
    status: 303,
    errors: [400, 404],
  });
  app.get<{ Params: { token: string } }>(SIMULATE_PATH, async (request, reply) => {
    const parsed = v.safeParse(Token, request.params.token);
    if (!parsed.success) throw validationError([{ field: 'params.token', message: parsed.issues[0].message }]);
    reply.header('cache-control', 'no-store');
    const [taken] = await db
      .update(simulationTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(simulationTokens.tokenHash, hashToken(parsed.output)),
          eq(simulationTokens.portal, request.portal.key),
          isNull(simulationTokens.usedAt),
          gt(simulationTokens.expiresAt, new Date()),
        ),
      )
      .returning({ adminUuid: simulationTokens.adminUuid, userUuid: simulationTokens.userUuid });
    const [admin] = taken ? await db.select({ role: staffMembers.role }).from(staffMembers).where(eq(staffMembers.uuid, taken.adminUuid)) : [];
    if (!taken || admin?.role !== 'support') throw new ApiError(404, 'not_found', accessTexts(requestLanguage(request)).simulationLinkInvalid);
    await ensureSession(request, reply);
    await rotateSession(request, reply, taken.userUuid, { simulatedBy: taken.adminUuid });
    request.log.info({ admin: taken.adminUuid, user: taken.userUuid }, 'simulated sign-in');
    return reply.redirect(href('home'), 303);
  });
}
