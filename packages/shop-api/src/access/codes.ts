/**
 * Picture codes: verify (signed out; the set is added at the next sign-in or registration) and add
 * a set by code (signed in). Codes are bearer secrets: looked up by keyed hash only
 * (photojobs/codes.ts), never stored or logged; unknown codes count against the rate limits.
 * Both are GETs that change state, so their contracts ask for the CSRF header.
 */
import { api, type AddSetAnswer, type VerifyCodeAnswer } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { userSubjects } from '../db/schema';
import { route } from '../http/route';
import { findSubjectByCode, normaliseCode, type SubjectByCode } from '../photojobs';
import { requestLanguage } from '../platform';
import { ensureSession } from '../sessions/sessions';
import { signInRequired } from '../sessions/signed-in';
import { keys, reserve, RULES, type RuleCheck } from './limits';
import { enterCodeUrl, linkSubject, setPendingSubject, settlePendingSubject } from './subjects';
import { accessTexts } from './texts';

type Lookup = { kind: 'unknown' } | { kind: 'elsewhere'; redirect: string } | { kind: 'here'; found: SubjectByCode };

/**
 * Looks the code up in a slot reserved under the rate limits (429 when none is free): an unknown
 * code keeps its slot (a failure counted), a known one gives it back.
 */
async function lookUp(request: FastifyRequest, reply: FastifyReply, code: string, limits: RuleCheck[]): Promise<Lookup & { normalised: string }> {
  const slot = await reserve(request, reply, limits);
  const normalised = normaliseCode(code);
  const found = await findSubjectByCode(request.server.shop.db, normalised);
  if (!found) return { kind: 'unknown', normalised };
  await slot.release();
  if (found.portal.key !== request.portal.key) {
    const redirect = enterCodeUrl(request, found.portal, normalised);
    // a portal without a host name cannot be reached: as good as unknown here
    return redirect ? { kind: 'elsewhere', redirect, normalised } : { kind: 'unknown', normalised };
  }
  return { kind: 'here', found, normalised };
}

export function registerCodes(app: FastifyInstance): void {
  const { db } = app.shop;

  route(app, api.verifyCode, async ({ query }, request, reply): Promise<VerifyCodeAnswer> => {
    const texts = accessTexts(requestLanguage(request));
    const limits: RuleCheck[] = [
      [RULES.codeDevice, keys.device(request)],
      [RULES.codeIp, keys.ip(request)],
    ];
    const result = await lookUp(request, reply, query.code, limits);
    if (result.kind === 'unknown') return { valid: false, errorMessage: texts.codeInvalid };
    if (result.kind === 'elsewhere') return { valid: false, data: { redirect: result.redirect } };

    const { subject } = result.found;
    const session = await ensureSession(request, reply);
    await setPendingSubject(db, session.id, subject.uuid);
    const { portal } = request;
    return {
      valid: true,
      codeData: {
        accessCode: result.normalised,
        code: result.normalised,
        name: subject.name,
        options: {
          acceptMailDefaultOn: portal.options.acceptMailDefaultOn,
          disableAcceptMailWhenLoggingIn: portal.options.disableAcceptMailOptionWhenRegisteringUser,
        },
        contactInfo: { email: portal.contact.email },
      },
    };
  });

  route(app, api.addPictureSetByCode, async ({ query }, request, reply): Promise<AddSetAnswer> => {
    const texts = accessTexts(requestLanguage(request));
    const user = request.user;
    if (!user) throw signInRequired(request);
    const limits: RuleCheck[] = [
      [RULES.codeDevice, keys.device(request)],
      [RULES.codeIp, keys.ip(request)],
      [RULES.codeAccount, keys.user(user.uuid)],
    ];
    const result = await lookUp(request, reply, query.code, limits);
    if (result.kind === 'unknown') return { valid: false, error: texts.codeInvalid };
    if (result.kind === 'elsewhere') return { valid: false, redirect: result.redirect };

    const { subject } = result.found;
    const holders = await db.select({ userUuid: userSubjects.userUuid }).from(userSubjects).where(eq(userSubjects.subjectUuid, subject.uuid));
    if (holders.some((h) => h.userUuid === user.uuid)) return { valid: true, subjectUuid: subject.uuid };
    // the set is in another account already: the customer confirms that this is the right subject
    if (holders.length > 0 && query.confirm !== '1') return { valid: true, warning: { subject: { uuid: subject.uuid, name: subject.name } } };
    // the set and its reminder setting: both or neither
    await db.transaction((tx) => linkSubject(tx, user.uuid, subject.uuid));
    return { valid: true, subjectUuid: subject.uuid };
  });

  route(app, api.confirmPendingSet, async ({ body }, request) => {
    const user = request.user;
    if (!user || !request.session) throw signInRequired(request);
    const sessionId = request.session.id;
    // taking the pending code and linking its set: both or neither
    const subjectUuid = await db.transaction((tx) => settlePendingSubject(tx, sessionId, user.uuid, body.confirm));
    return subjectUuid ? { subjectUuid } : {};
  });
}
