/**
 * Taking a share invite (account/share.ts sends them): the one rule for both ways in, accepting it
 * signed in and registering through it. The invite's row is locked, so of two takers at once one
 * wins; the sets go only into the account whose address the invite was sent to, once. Lives in
 * access beside linkSubject because registration needs it and account already depends on access.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shareInvites, subjects } from '../db/schema';
import { linkSubject } from './subjects';

/** Only the token's sha256 is stored: a database copy does not hold working links. */
export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type InviteRefusal = 'not_found' | 'used' | 'wrong_recipient' | 'expired';

interface Taker {
  token: string;
  portal: string;
  userUuid: string;
  email: string;
}

/**
 * Marks the invite accepted by the user and links its sets (those still in the portal). Must run
 * inside the caller's transaction, so a refusal later in it undoes the acceptance too.
 */
export async function takeInvite(tx: Db, taker: Taker): Promise<{ subjectUuids: string[] } | { refused: InviteRefusal }> {
  const tokenHash = hashInviteToken(taker.token);
  const [invite] = await tx
    .select()
    .from(shareInvites)
    .where(and(eq(shareInvites.tokenHash, tokenHash), eq(shareInvites.portal, taker.portal)))
    .for('update');
  if (!invite) return { refused: 'not_found' };
  // used first: a second use is refused the same way whoever tries it
  if (invite.acceptedAt) return { refused: 'used' };
  if (invite.recipientEmail.trim().toLowerCase() !== taker.email.trim().toLowerCase()) return { refused: 'wrong_recipient' };
  if (invite.expiresAt.getTime() <= Date.now()) return { refused: 'expired' };
  const [taken] = await tx
    .update(shareInvites)
    .set({ acceptedAt: new Date(), acceptedBy: taker.userUuid })
    .where(and(eq(shareInvites.tokenHash, tokenHash), isNull(shareInvites.acceptedAt)))
    .returning({ subjectUuids: shareInvites.subjectUuids });
  if (!taken) return { refused: 'used' };
  const existing = taken.subjectUuids.length
    ? await tx
        .select({ uuid: subjects.uuid })
        .from(subjects)
        .where(and(inArray(subjects.uuid, taken.subjectUuids), eq(subjects.portal, taker.portal)))
    : [];
  for (const s of existing) await linkSubject(tx, taker.userUuid, s.uuid);
  return { subjectUuids: existing.map((s) => s.uuid) };
}
