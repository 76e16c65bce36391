/**
 * Profile calls of the account area: packages held for inspection, contact information, password,
 * reminders per picture set and the e-mail consent. Legacy .php paths answer domain failures as
 * `error` (with `data` naming the fields where the legacy did) with status 200.
 */
import { api, PASSWORD_RULES } from '@shop/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../access/passwords';
import { normaliseMobile, passwordProblem } from '../access/rules';
import type { Db } from '../db/client';
import { inspectionPackages, reminderSettings, sessions, subjects, userSubjects, users } from '../db/schema';
import { route } from '../http/route';
import { currentUser, requestLanguage } from '../platform/user';
import { requireUser, setNotFound } from './auth';
import { accountTexts } from './texts';

export const CHANGE_PASSWORD_MIN = PASSWORD_RULES.changeMin;

async function inspectionSubjects(db: Db, userUuid: string, portal: string) {
  return db
    .select({ uuid: subjects.uuid, name: subjects.name, enabled: inspectionPackages.enabled })
    .from(inspectionPackages)
    .innerJoin(subjects, eq(subjects.uuid, inspectionPackages.subjectUuid))
    .where(and(eq(inspectionPackages.userUuid, userUuid), eq(subjects.portal, portal)))
    .orderBy(asc(subjects.name), asc(subjects.uuid));
}

async function reminderSubjects(db: Db, userUuid: string, portal: string) {
  const rows = await db
    .select({ uuid: subjects.uuid, name: subjects.name, enabled: reminderSettings.remindersEnabled })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
    .leftJoin(reminderSettings, and(eq(reminderSettings.userUuid, userSubjects.userUuid), eq(reminderSettings.subjectUuid, userSubjects.subjectUuid)))
    .where(and(eq(userSubjects.userUuid, userUuid), eq(subjects.portal, portal)))
    .orderBy(asc(subjects.name), asc(subjects.uuid));
  return rows.map((r) => ({ uuid: r.uuid, name: r.name, remindersEnabled: r.enabled ?? true }));
}

export function registerProfile(app: FastifyInstance): void {
  const { db } = app.shop;

  route(app, api.accountData, async (_input, request) => {
    const user = requireUser(request);
    return { packageForInspectionSubjects: await inspectionSubjects(db, user.uuid, request.portal.key) };
  });

  route(app, api.cancelPackages, async ({ body }, request) => {
    const user = requireUser(request);
    const texts = accountTexts(requestLanguage(request));
    return db.transaction(async (tx) => {
      const current = new Map((await inspectionSubjects(tx, user.uuid, request.portal.key)).map((s) => [s.uuid, s]));
      for (const s of body.subjects) {
        const held = current.get(s.uuid);
        if (!held) return { error: texts.packageNotFound };
        // cancelling cannot be undone: the package is released for delivery or discarded
        if (s.enabled && !held.enabled) return { error: texts.packageAlreadyCancelled(held.name) };
      }
      const cancel = body.subjects.filter((s) => !s.enabled).map((s) => s.uuid);
      if (cancel.length) {
        await tx
          .update(inspectionPackages)
          .set({ enabled: false, updatedAt: new Date() })
          .where(and(eq(inspectionPackages.userUuid, user.uuid), inArray(inspectionPackages.subjectUuid, cancel)));
      }
      return { subjects: await inspectionSubjects(tx, user.uuid, request.portal.key) };
    });
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
    const [row] = await db
      .update(users)
      .set({ name, mobile: mobile!, address: body.address.trim(), address2: body.address2.trim(), postalCode: body.postal_code.trim(), city: body.city.trim() })
      .where(eq(users.uuid, user.uuid))
      .returning();
    request.user = row!;
    return { user: await currentUser(request) };
  });

  route(app, api.updatePassword, async ({ body }, request) => {
    const user = requireUser(request);
    const texts = accountTexts(requestLanguage(request));
    const problem = passwordProblem(body.password, CHANGE_PASSWORD_MIN);
    if (problem === 'required' || problem === 'tooShort') return { error: texts.passwordTooShort };
    if (problem === 'common') return { error: texts.passwordCommon };
    if (body.reTypePassword !== body.password) return { error: texts.passwordsMustMatch };
    const passwordHash = await hashPassword(body.password);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.uuid, user.uuid));
      // other browsers signed in with the old password are signed out; this one stays
      const keep = request.session?.id ?? '';
      await tx.delete(sessions).where(and(eq(sessions.userUuid, user.uuid), ne(sessions.id, keep)));
    });
    return { status: 'OK' as const };
  });

  route(app, api.reminderSubjects, async (_input, request) => {
    const user = requireUser(request);
    return { subjects: await reminderSubjects(db, user.uuid, request.portal.key) };
  });

  route(app, api.setReminders, async ({ body }, request) => {
    const user = requireUser(request);
    return db.transaction(async (tx) => {
      const owned = new Set((await reminderSubjects(tx, user.uuid, request.portal.key)).map((s) => s.uuid));
      if (body.subjects.some((s) => !owned.has(s.uuid))) throw setNotFound();
      for (const s of body.subjects) {
        await tx
          .insert(reminderSettings)
          .values({ userUuid: user.uuid, subjectUuid: s.uuid, remindersEnabled: s.remindersEnabled })
          .onConflictDoUpdate({ target: [reminderSettings.userUuid, reminderSettings.subjectUuid], set: { remindersEnabled: s.remindersEnabled, updatedAt: new Date() } });
      }
      return { subjects: await reminderSubjects(tx, user.uuid, request.portal.key) };
    });
  });

  route(app, api.patchUser, async ({ body }, request) => {
    const user = requireUser(request);
    const [row] = await db.update(users).set({ acceptMail: body.acceptMail }).where(eq(users.uuid, user.uuid)).returning();
    request.user = row!;
    return { user: await currentUser(request) };
  });
}
