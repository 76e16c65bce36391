/**
 * Sign-in and sign-out. Sign-in gives the session a new id and CSRF token (rotateSession: a token
 * known before is worthless after), adds a code verified before (pending code) to the account, and
 * upgrades a password hash made with weaker parameters. Sign-out deletes the caller's session row.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { api } from '@shop/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { users, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { route } from '../http/route';
import { currentUser, requestLanguage } from '../platform';
import { endSession, ensureSession, rotateSession } from '../sessions/sessions';
import { clearAttempts, countAttempts, keys, recordAttempt, reserve, RULES, signInDelayMs, type RuleCheck } from './limits';
import { hashPassword, hashQueue, needsRehash, verifyPassword } from './passwords';
import { addPendingSubject, pendingAnswer } from './subjects';
import { accessTexts } from './texts';

/** The user with this e-mail address in this portal (case-insensitive). */
export async function userByEmail(db: Db, portal: string, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.portal, portal), sql`lower(${users.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return user;
}

export function registerSignIn(app: FastifyInstance): void {
  const { db } = app.shop;

  route(app, api.login, async ({ body }, request, reply) => {
    const texts = accessTexts(requestLanguage(request));
    const email = body.username;
    const account: RuleCheck = [RULES.signInAccount, keys.email(request, email)];
    const accountHere: RuleCheck = [RULES.signInAccountIp, keys.emailAndIp(request, email)];
    const address: RuleCheck = [RULES.signInIp, keys.ip(request)];
    // a place in the password-hash queue first: when it is full (a flood) the answer is 503 before
    // any database work, so the surplus of a flood costs next to nothing (issue 15)
    let ticket = hashQueue.admit();
    let ok: boolean;
    let user: UserRow | undefined;
    let slot: Awaited<ReturnType<typeof reserve>>;
    try {
      // hard limits only per address: failures from elsewhere never refuse this customer. The slot is
      // reserved before the password is checked (parallel attempts cannot share the last one) and
      // given back when the password is right.
      slot = await reserve(request, reply, [address, accountHere]);
    } catch (err) {
      ticket.release();
      throw err;
    }
    try {
      // per account, from anywhere: a growing delay (at most 2 s), never a lock
      const delay = signInDelayMs(await countAttempts(db, ...account));
      if (delay > 0) {
        // the place is not held while waiting: a delayed account must not keep others from signing in
        ticket.release();
        await sleep(delay);
        ticket = hashQueue.admit();
      }
      user = await userByEmail(db, request.portal.key, email);
      // an unknown address costs the same scrypt as a known one
      ok = await verifyPassword(body.password, user?.passwordHash ?? null, ticket);
    } catch (err) {
      // not checked (the hash queue was full: 503, or the database failed): the attempt does not count against the customer
      ticket.release();
      await slot.release();
      throw err;
    }
    if (!user || !ok) {
      await recordAttempt(db, ...account);
      throw new ApiError(401, 'invalid_credentials', texts.wrongCredentials);
    }
    await slot.release();
    await clearAttempts(db, ...account);
    await clearAttempts(db, ...accountHere);
    if (needsRehash(user.passwordHash!)) {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.password) })
        .where(eq(users.uuid, user.uuid));
    }

    await ensureSession(request, reply);
    const session = await rotateSession(request, reply, user.uuid);
    // taking the pending code and linking its set: both or neither
    const outcome = await db.transaction((tx) => addPendingSubject(tx, session.id, user.uuid));
    return { user: await currentUser(request), ...pendingAnswer(outcome) };
  });

  route(app, api.logout, async (_input, request, reply) => {
    // only the caller's own session: other devices of the same user stay signed in
    await endSession(request, reply);
    return { ok: true as const };
  });
}
