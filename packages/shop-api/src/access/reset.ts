/**
 * 'Forgot your password?' and the reset page. The reminder answers the same message whether or not
 * the address has an account (no enumeration through this call) and, when it has, writes the e-mail
 * to the outbox in the same transaction as the key. Keys: 32 random bytes (base64url), stored as
 * sha256, single use, one hour. A reset signs the user out everywhere.
 */
import { createHash, randomBytes } from 'node:crypto';
import { api, href } from '@shop/contracts';
import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db, Tx } from '../db/client';
import { passwordResets, sessions, users, type Portal, type UserRow } from '../db/schema';
import { route } from '../http/route';
import { sendEmail } from '../outbox/outbox';
import { requestLanguage } from '../platform';
import { languageFor } from '../portals/settings';
import { escapeHtml } from '../web/escape';
import { clearAttempts, consume, keys, RULES, tryReserve } from './limits';
import { hashPassword } from './passwords';
import { passwordMessage } from './register';
import { passwordProblem, RESET_PASSWORD_MIN } from './rules';
import { userByEmail } from './sign-in';
import { configuredOrigin } from '../portals/origin';
import { accessTexts } from './texts';

export const RESET_KEY_TTL_MS = 60 * 60 * 1000;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The live (unused, unexpired) key of this portal, or null. */
async function liveKey(db: Db, portal: string, key: string) {
  const [row] = await db
    .select({ userUuid: passwordResets.userUuid })
    .from(passwordResets)
    .innerJoin(users, eq(users.uuid, passwordResets.userUuid))
    .where(
      and(eq(passwordResets.keyHash, hashKey(key)), eq(passwordResets.portal, portal), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())),
    );
  return row ?? null;
}

/** The newest live key of the user stays valid for another RESET_KEY_TTL_MS from now. */
async function extendNewestKey(db: Db, userUuid: string, portal: string): Promise<void> {
  const [newest] = await db
    .select({ keyHash: passwordResets.keyHash })
    .from(passwordResets)
    .where(
      and(eq(passwordResets.userUuid, userUuid), eq(passwordResets.portal, portal), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())),
    )
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  if (newest)
    await db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() + RESET_KEY_TTL_MS) })
      .where(eq(passwordResets.keyHash, newest.keyHash));
}

export async function purgeOldResetKeys(db: Db): Promise<void> {
  await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.expiresAt, new Date(Date.now() - 24 * 3600_000)), lt(passwordResets.usedAt, new Date(Date.now() - 24 * 3600_000))));
}

/** What sendResetLink did; the customer's answer is the same whatever it was. */
export type ResetLinkOutcome = 'sent' | 'recently-sent' | 'no-link';

/**
 * The 'Forgot your password?' e-mail to `email` of `portal`, with its per-address limit: over the limit
 * nothing is sent and the newest live key lives another hour ('recently-sent'); without an account
 * (`user` null) only the limit is counted. The key and the e-mail are written in one transaction, and
 * `alongside` (the studio's audit entry) in that transaction too. Used by the reminder call and the studio.
 */
export async function sendResetLink(
  db: Db,
  config: AppConfig,
  portal: Portal,
  email: string,
  user: Pick<UserRow, 'uuid' | 'email' | 'lang'> | null,
  sessionLang?: string | null,
  alongside?: (tx: Tx) => Promise<void>,
): Promise<ResetLinkOutcome> {
  // per e-mail address: the e-mails are limited, never the customer
  const mailSlot = await tryReserve(db, [[RULES.resetEmail, keys.portalEmail(portal.key, email)]]);
  if ('wait' in mailSlot) {
    if (user) await extendNewestKey(db, user.uuid, portal.key);
    return 'recently-sent';
  }
  if (!user) return 'sent';
  const key = randomBytes(32).toString('base64url');
  // the portal's configured origin (never the request's Host header or port); without a host name, no link
  const origin = configuredOrigin(config, portal);
  if (!origin) return 'no-link';
  const link = origin + href('reset-password', {}, { resetcode: key });
  const mail = accessTexts(languageFor(portal, user.lang, sessionLang)).resetMail;
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ keyHash: hashKey(key), userUuid: user.uuid, portal: portal.key, expiresAt: new Date(Date.now() + RESET_KEY_TTL_MS) });
    await sendEmail(tx, {
      portal: portal.key,
      to: user.email,
      subject: mail.subject(portal.name),
      text: mail.text(portal.name, link),
      html: mail.html(escapeHtml(portal.name), escapeHtml(link)),
    });
    await alongside?.(tx);
  });
  return 'sent';
}

export function registerReset(app: FastifyInstance): void {
  const { db } = app.shop;

  route(app, api.sendPasswordReminder, async ({ query }, request, reply) => {
    // per client address: a refusal (429); counted whether or not the address exists
    await consume(request, reply, [[RULES.resetIp, keys.ip(request)]]);
    const { portal } = request;
    const texts = accessTexts(requestLanguage(request));
    const user = await userByEmail(db, portal.key, query.email);
    const outcome = await sendResetLink(db, request.server.shop.config, portal, query.email, user ?? null, request.session?.lang);
    if (outcome === 'no-link') request.log.error({ portal: portal.key }, 'password reset: the portal has no host name for the link');
    // the same answer with or without an account
    return { message: outcome === 'recently-sent' ? texts.reminderRecentlySent : texts.reminderSent };
  });

  route(app, api.checkResetCode, async ({ params }, request) => {
    return { valid: Boolean(await liveKey(db, request.portal.key, params.code)) };
  });

  route(app, api.resetPassword, async ({ params, body }, request) => {
    const texts = accessTexts(requestLanguage(request));
    const { portal } = request;
    // the key first: no password hash is computed for a key that cannot be used
    if (!(await liveKey(db, portal.key, params.code))) return { error: texts.resetKeyInvalid };
    const problem = passwordProblem(body.password, RESET_PASSWORD_MIN);
    if (problem) return { error: passwordMessage(texts, problem) };

    const passwordHash = await hashPassword(body.password);
    const email = await db.transaction(async (tx) => {
      // single use: only one request can take the key, even two at the same moment
      const [taken] = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(passwordResets.keyHash, hashKey(params.code)),
            eq(passwordResets.portal, portal.key),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        )
        .returning({ userUuid: passwordResets.userUuid });
      if (!taken) return null;
      const [user] = await tx.update(users).set({ passwordHash }).where(eq(users.uuid, taken.userUuid)).returning({ email: users.email });
      // the other keys of the user die with this one; every session of the user ends
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userUuid, taken.userUuid), isNull(passwordResets.usedAt)));
      await tx.delete(sessions).where(eq(sessions.userUuid, taken.userUuid));
      return user?.email ?? null;
    });
    if (email === null) return { error: texts.resetKeyInvalid };
    // the owner proved control of the address: earlier failed sign-ins no longer delay them
    await clearAttempts(db, RULES.signInAccount, keys.email(request, email));
    return {};
  });
}
