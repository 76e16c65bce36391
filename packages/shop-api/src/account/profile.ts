/**
 * Profile calls of the account area: packages held for inspection, contact information, password,
 * reminders per picture set and the e-mail consent. Legacy .php paths answer domain failures as
 * `error` (with `data` naming the fields where the legacy did) with status 200. The handlers parse,
 * word and answer; profile-service.ts does the work in the handler's transaction.
 */
import { api, PASSWORD_RULES } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword, normaliseMobile, passwordProblem } from '../access';
import { route } from '../http/route';
import { currentUser, requestLanguage } from '../platform';
import { requireUser } from '../sessions/signed-in';
import { setNotFound } from './auth';
import { cancelPackages, changePassword, inspectionSubjects, reminderSubjects, setAcceptMail, setReminders, updateContact } from './profile-service';
import { accountTexts } from './texts';

export const CHANGE_PASSWORD_MIN = PASSWORD_RULES.changeMin;

export function registerProfile(app: FastifyInstance): void {
  const { db } = app.shop;
  const owner = (request: Parameters<typeof requireUser>[0]) => ({ userUuid: requireUser(request).uuid, portal: request.portal.key });

  route(app, api.accountData, async (_input, request) => ({ packageForInspectionSubjects: await inspectionSubjects(db, owner(request)) }));

  route(app, api.cancelPackages, async ({ body }, request) => {
    const who = owner(request);
    const texts = accountTexts(requestLanguage(request));
    const result = await db.transaction((tx) => cancelPackages(tx, who, body.subjects));
    if (!('failure' in result)) return result;
    return { error: result.failure === 'notFound' ? texts.packageNotFound : texts.packageAlreadyCancelled(result.name) };
  });

  route(app, api.updateUserInfo, async ({ body }, request) => {
    const user = requireUser(request);
    const texts = accountTexts(requestLanguage(request));
    const failures: { field: string; message: string }[] = [];
    const name = body.name.trim();
    if (!name) failures.push({ field: 'name', message: texts.nameRequired });
    const mobile = normaliseMobile(body.mobile);
    if (!mobile) failures.push({ field: 'mobile', message: body.mobile.trim() ? texts.mobileInvalid : texts.mobileRequired });
    if (failures.length) return { error: failures.map((f) => f.message).join(' '), data: failures.map((f) => f.field) };
    const contact = {
      name,
      mobile: mobile!,
      address: body.address.trim(),
      address2: body.address2.trim(),
      postalCode: body.postal_code.trim(),
      city: body.city.trim(),
    };
    request.user = await db.transaction((tx) => updateContact(tx, user.uuid, contact));
    return { user: await currentUser(request) };
  });

  route(app, api.updatePassword, async ({ body }, request) => {
    const user = requireUser(request);
    const texts = accountTexts(requestLanguage(request));
    const problem = passwordProblem(body.password, CHANGE_PASSWORD_MIN);
    if (problem === 'required' || problem === 'tooShort') return { error: texts.passwordTooShort };
    if (problem === 'common') return { error: texts.passwordCommon };
    if (body.reTypePassword !== body.password) return { error: texts.passwordsMustMatch };
    // hashed before the transaction: scrypt takes a while and holds no row
    const passwordHash = await hashPassword(body.password);
    // other browsers signed in with the old password are signed out; this one stays
    await db.transaction((tx) => changePassword(tx, user.uuid, passwordHash, request.session?.id ?? ''));
    return { status: 'OK' as const };
  });

  route(app, api.reminderSubjects, async (_input, request) => ({ subjects: await reminderSubjects(db, owner(request)) }));

  route(app, api.setReminders, async ({ body }, request) => {
    const who = owner(request);
    const subjects = await db.transaction((tx) => setReminders(tx, who, body.subjects));
    if (!subjects) throw setNotFound();
    return { subjects };
  });

  route(app, api.patchUser, async ({ body }, request) => {
    const user = requireUser(request);
    request.user = await db.transaction((tx) => setAcceptMail(tx, user.uuid, body.acceptMail));
    return { user: await currentUser(request) };
  });
}
