/**
 * Sharing picture sets by e-mail (spec 4 share flow). One invite per recipient: a 256-bit token in
 * the link, stored only as its sha256, valid 14 days, single use; accepting it adds the sets to the
 * account whose e-mail address is the invited one. At most 10 recipients per send and 30 per day
 * per sender (the invites of the last 24 hours count; the sender's row is locked while counting).
 * Mail goes through the outbox in the same transaction, in the portal's language.
 */
import { randomBytes } from 'node:crypto';
import { api, Email, href, SHARE_RULES } from '@shop/contracts';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { accessTexts, hashInviteToken as hashToken, takeInvite } from '../access';
import { configuredOrigin } from '../portals/origin';
import { jobs, shareInvites, subjects, userSubjects, users } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { route } from '../http/route';
import { sendEmail } from '../outbox/outbox';
import { requestLanguage } from '../platform';
import { escapeHtml } from '../web/html';
import { requireUser } from '../sessions/signed-in';
import { accountTexts } from './texts';

export const SHARE_PER_SEND = SHARE_RULES.recipientsPerSend;
export const SHARE_PER_DAY = SHARE_RULES.recipientsPerDay;
export const INVITE_TTL_MS = 14 * 24 * 3600_000;
/** The accept call's status per refusal (contract: 403 another address, 409 used, 410 expired). */
const REFUSAL_STATUS = { used: 409, wrong_recipient: 403, expired: 410 } as const;

/** Trimmed valid addresses, each once (case-insensitively), in the order given. */
export function validRecipients(raw: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const entry of raw) {
    const parsed = v.safeParse(Email, entry);
    if (!parsed.success) continue;
    const key = parsed.output.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(parsed.output);
  }
  return out;
}

const listNames = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`);

function inviteLink(request: FastifyRequest, token: string): string {
  // the portal's configured origin only: no part of it from the request's Host header
  const origin = configuredOrigin(request.server.shop.config, request.portal);
  if (!origin) throw new ApiError(409, 'portal_without_host', 'This shop has no host name configured, so no link can be sent');
  return origin + href('myaccount.picture-sets', {}, { invite: token });
}

export function registerShare(app: FastifyInstance): void {
  const { db } = app.shop;

  route(app, api.share, async ({ query }, request) => {
    const user = requireUser(request);
    const { portal } = request;
    const texts = accountTexts(requestLanguage(request));
    const recipients = validRecipients([query['email[]']].flat());
    const subjectUuids = [...new Set([query['subjects[]']].flat())];
    if (recipients.length === 0) return { error: texts.noRecipients };

    return db.transaction(async (tx) => {
      // one send at a time per sender: the daily count cannot be raced
      await tx.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, user.uuid)).for('update');
      const sets = await tx
        .select({ uuid: subjects.uuid, name: subjects.name })
        .from(userSubjects)
        .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
        .innerJoin(jobs, eq(jobs.uuid, subjects.job))
        .where(and(eq(userSubjects.userUuid, user.uuid), inArray(subjects.uuid, subjectUuids), eq(subjects.portal, portal.key), eq(jobs.isArchived, false)));
      if (sets.length !== subjectUuids.length) return { error: texts.shareSetsUnavailable };
      const [sent] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(shareInvites)
        .where(and(eq(shareInvites.senderUuid, user.uuid), gt(shareInvites.createdAt, sql`now() - interval '1 day'`)));
      const today = Number(sent?.n ?? 0);
      if (today + recipients.length > SHARE_PER_DAY) return { error: texts.shareDailyLimit(SHARE_PER_DAY, Math.max(0, SHARE_PER_DAY - today)) };

      const mail = accountTexts(portal.defaultLanguage).shareMail;
      const sender = user.name.trim() || user.email;
      const names = listNames(sets.map((s) => s.name).sort((a, b) => a.localeCompare(b)));
      for (const to of recipients) {
        const token = randomBytes(32).toString('base64url');
        const link = inviteLink(request, token);
        await tx.insert(shareInvites).values({
          tokenHash: hashToken(token),
          portal: portal.key,
          senderUuid: user.uuid,
          recipientEmail: to,
          subjectUuids: sets.map((s) => s.uuid),
          expiresAt: new Date(Date.now() + INVITE_TTL_MS),
        });
        await sendEmail(tx, {
          portal: portal.key,
          to,
          subject: mail.subject(sender, portal.name),
          text: mail.text(sender, names, portal.name, link),
          html: mail.html(escapeHtml(sender), escapeHtml(names), escapeHtml(portal.name), escapeHtml(link)),
        });
      }
      return { recipients };
    });
  });

  route(app, api.shareInvite, async ({ params }, request) => {
    const [row] = await db
      .select({ invite: shareInvites, senderName: users.name, senderEmail: users.email })
      .from(shareInvites)
      .innerJoin(users, eq(users.uuid, shareInvites.senderUuid))
      .where(and(eq(shareInvites.tokenHash, hashToken(params.token)), eq(shareInvites.portal, request.portal.key)));
    if (!row) throw notFound(accessTexts(requestLanguage(request)).invite.not_found);
    const names = row.invite.subjectUuids.length
      ? await db.select({ name: subjects.name }).from(subjects).where(inArray(subjects.uuid, row.invite.subjectUuids)).orderBy(subjects.name)
      : [];
    return {
      senderName: row.senderName.trim() || row.senderEmail,
      recipient: row.invite.recipientEmail,
      subjects: names,
      expired: row.invite.acceptedAt !== null || row.invite.expiresAt.getTime() <= Date.now(),
      used: row.invite.acceptedAt !== null,
    };
  });

  route(app, api.acceptShareInvite, async ({ params }, request) => {
    const user = requireUser(request);
    const texts = accessTexts(requestLanguage(request)).invite;
    return db.transaction(async (tx) => {
      const taken = await takeInvite(tx, { token: params.token, portal: request.portal.key, userUuid: user.uuid, email: user.email });
      if (!('refused' in taken)) return taken;
      const reason = taken.refused;
      if (reason === 'not_found') throw notFound(texts.not_found);
      throw new ApiError(REFUSAL_STATUS[reason], reason === 'used' ? 'invite_used' : reason === 'expired' ? 'invite_expired' : reason, texts[reason]);
    });
  });
}
