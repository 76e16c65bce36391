/**
 * Registration (POST /ajax/create.php). A malformed request (no valid e-mail address, terms not
 * accepted, wrong types) is the standard 400; the spec's domain failures answer 200 with `error`
 * (the texts, in the visitor's language) and `data` (the failed field names), as the legacy back
 * end did. Success creates the user, signs them in (new session id) and adds the code verified
 * before, if any.
 */
import { api, type RegisterAnswer } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../db/schema';
import { route } from '../http/route';
import { findSubjectByCode } from '../photojobs';
import { currentUser, requestLanguage } from '../platform';
import { ensureSession, rotateSession } from '../sessions/sessions';
import { consume, keys, RULES, tryReserve, type RuleCheck } from './limits';
import { takeInvite, type InviteRefusal } from './invites';
import { hashPassword } from './passwords';
import { normaliseMobile, passwordProblem, REGISTER_PASSWORD_MIN } from './rules';
import { userByEmail } from './sign-in';
import { addPendingSubject, hasPendingSubject, pendingAnswer, setPendingSubject } from './subjects';
import { accessTexts, type AccessTexts } from './texts';

type Failure = { field: 'email' | 'mobile' | 'password' | 'confirm_password'; message: string };

/** Thrown inside the registration's transaction when its share invite cannot be taken: the account is not created either. */
class InviteRefused extends Error {
  constructor(readonly reason: InviteRefusal) {
    super(`invite ${reason}`);
  }
}

export function passwordMessage(texts: AccessTexts, problem: 'required' | 'tooShort' | 'common'): string {
  return problem === 'required' ? texts.required : problem === 'tooShort' ? texts.tooShort : texts.passwordCommon;
}

/**
 * The code sent with the registration when the session holds none (it expired, or the client
 * skipped verify): looked up like verify does, under the same rate limits; an unknown code or one
 * of another portal adds nothing, and the account is created all the same.
 */
async function subjectFromBody(request: FastifyRequest, code: string): Promise<string | null> {
  const db = request.server.shop.db;
  const limits: RuleCheck[] = [
    [RULES.codeDevice, keys.device(request)],
    [RULES.codeIp, keys.ip(request)],
  ];
  if (!code.trim()) return null;
  const slot = await tryReserve(db, limits);
  if ('wait' in slot) return null;
  const found = await findSubjectByCode(db, code);
  if (found) await slot.release();
  return found && found.portal.key === request.portal.key ? found.subject.uuid : null;
}

export function registerRegistration(app: FastifyInstance): void {
  const { db } = app.shop;

  route(app, api.register, async ({ body }, request, reply): Promise<RegisterAnswer> => {
    await consume(request, reply, [[RULES.registerIp, keys.ip(request)]]);
    const lang = requestLanguage(request);
    const texts = accessTexts(lang);
    const { portal } = request;

    const failures: Failure[] = [];
    const mobile = normaliseMobile(body.mobile);
    if (!mobile) failures.push({ field: 'mobile', message: body.mobile.trim() ? texts.mobileInvalid : texts.required });
    const problem = passwordProblem(body.password, REGISTER_PASSWORD_MIN);
    if (problem) failures.push({ field: 'password', message: passwordMessage(texts, problem) });
    if (body.confirm_password !== body.password) failures.push({ field: 'confirm_password', message: texts.passwordsDiffer });
    if (await userByEmail(db, portal.key, body.email)) failures.push({ field: 'email', message: texts.emailTaken });
    if (failures.length > 0) return { error: failures.map((f) => f.message).join(' '), data: failures.map((f) => f.field) };

    const passwordHash = await hashPassword(body.password);
    await ensureSession(request, reply);
    const sessionId = request.session!.id;
    // A code in the body counts only without a code verified earlier in this session; it is looked up
    // before the transaction (its failures count towards the code limits whatever happens next).
    const fromBody = body.code && !(await hasPendingSubject(db, sessionId)) ? await subjectFromBody(request, body.code) : null;
    // The account and its first picture sets (a code's, an invite's) are written together: all or nothing.
    const created = await db
      .transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            portal: portal.key,
            email: body.email,
            passwordHash,
            lang,
            mobile: mobile!,
            // the portal may switch the consent question off: then nobody answered it
            acceptMail: portal.options.disableAcceptMailOptionWhenRegisteringUser ? null : body.acceptmail,
          })
          // (portal, lower(email)) is unique: a registration a moment earlier wins
          .onConflictDoNothing()
          .returning({ uuid: users.uuid });
        if (!user) return null;
        // a code sent with the registration is handled like one verified before: pending, then added
        // unless another account holds the set (then the new customer confirms the subject first)
        if (fromBody) await setPendingSubject(tx, sessionId, fromBody);
        // an invite goes only to the address it was sent to, once (takeInvite); a refusal undoes the account
        const shared = body.invite ? await takeInvite(tx, { token: body.invite, portal: portal.key, userUuid: user.uuid, email: body.email }) : null;
        if (shared && 'refused' in shared) throw new InviteRefused(shared.refused);
        return { user, outcome: await addPendingSubject(tx, sessionId, user.uuid), shared };
      })
      .catch((error: unknown) => {
        if (error instanceof InviteRefused) return error;
        throw error;
      });
    if (created instanceof InviteRefused) return { error: texts.invite[created.reason], data: created.reason === 'wrong_recipient' ? ['email'] : [] };
    if (!created) return { error: texts.emailTaken, data: ['email'] };

    await rotateSession(request, reply, created.user.uuid);
    const shared = created.shared ? { sharedSubjectUuids: created.shared.subjectUuids } : {};
    return { success: true, user: await currentUser(request), ...pendingAnswer(created.outcome), ...shared };
  });
}
