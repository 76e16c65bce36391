/**
 * The work of the profile calls (profile.ts parses and answers): queries of the account's tables and
 * the changes, each taking the caller's transaction (docs/decisions/0011). No request, no texts:
 * failures come back as values the handler words.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { inspectionPackages, reminderSettings, sessions, subjects, userSubjects, users, type UserRow } from '../db/schema';

export interface Owner {
  userUuid: string;
  portal: string;
}

export async function inspectionSubjects(db: Db, { userUuid, portal }: Owner) {
  return db
    .select({ uuid: subjects.uuid, name: subjects.name, enabled: inspectionPackages.enabled })
    .from(inspectionPackages)
    .innerJoin(subjects, eq(subjects.uuid, inspectionPackages.subjectUuid))
    .where(and(eq(inspectionPackages.userUuid, userUuid), eq(subjects.portal, portal)))
    .orderBy(asc(subjects.name), asc(subjects.uuid));
}

export type CancelResult =
  | { subjects: Awaited<ReturnType<typeof inspectionSubjects>> }
  | { failure: 'notFound' }
  | { failure: 'alreadyCancelled'; name: string };

/** Cancels the packages switched off in `choices`; nothing when one is not the user's or asks to undo a cancel. */
export async function cancelPackages(tx: Db, owner: Owner, choices: { uuid: string; enabled: boolean }[]): Promise<CancelResult> {
  const current = new Map((await inspectionSubjects(tx, owner)).map((s) => [s.uuid, s]));
  for (const s of choices) {
    const held = current.get(s.uuid);
    if (!held) return { failure: 'notFound' };
    // cancelling cannot be undone: the package is released for delivery or discarded
    if (s.enabled && !held.enabled) return { failure: 'alreadyCancelled', name: held.name };
  }
  const cancel = choices.filter((s) => !s.enabled).map((s) => s.uuid);
  if (cancel.length) {
    await tx
      .update(inspectionPackages)
      .set({ enabled: false, updatedAt: new Date() })
      .where(and(eq(inspectionPackages.userUuid, owner.userUuid), inArray(inspectionPackages.subjectUuid, cancel)));
  }
  return { subjects: await inspectionSubjects(tx, owner) };
}

export async function updateContact(
  tx: Db,
  userUuid: string,
  contact: Pick<UserRow, 'name' | 'mobile' | 'address' | 'address2' | 'postalCode' | 'city'>,
): Promise<UserRow> {
  const [row] = await tx.update(users).set(contact).where(eq(users.uuid, userUuid)).returning();
  return row!;
}

/** Stores the new hash and signs out the user's other browsers (`keepSession` stays). */
export async function changePassword(tx: Db, userUuid: string, passwordHash: string, keepSession: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.uuid, userUuid));
  await tx.delete(sessions).where(and(eq(sessions.userUuid, userUuid), ne(sessions.id, keepSession)));
}

export async function reminderSubjects(db: Db, { userUuid, portal }: Owner) {
  const rows = await db
    .select({ uuid: subjects.uuid, name: subjects.name, enabled: reminderSettings.remindersEnabled })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
    .leftJoin(reminderSettings, and(eq(reminderSettings.userUuid, userSubjects.userUuid), eq(reminderSettings.subjectUuid, userSubjects.subjectUuid)))
    .where(and(eq(userSubjects.userUuid, userUuid), eq(subjects.portal, portal)))
    .orderBy(asc(subjects.name), asc(subjects.uuid));
  return rows.map((r) => ({ uuid: r.uuid, name: r.name, remindersEnabled: r.enabled ?? true }));
}

/** Sets the reminders of the user's sets; null (nothing changed) when one of them is not in the account. */
export async function setReminders(tx: Db, owner: Owner, choices: { uuid: string; remindersEnabled: boolean }[]) {
  const owned = new Set((await reminderSubjects(tx, owner)).map((s) => s.uuid));
  if (choices.some((s) => !owned.has(s.uuid))) return null;
  for (const s of choices) {
    await tx
      .insert(reminderSettings)
      .values({ userUuid: owner.userUuid, subjectUuid: s.uuid, remindersEnabled: s.remindersEnabled })
      .onConflictDoUpdate({
        target: [reminderSettings.userUuid, reminderSettings.subjectUuid],
        set: { remindersEnabled: s.remindersEnabled, updatedAt: new Date() },
      });
  }
  return reminderSubjects(tx, owner);
}

export async function setAcceptMail(tx: Db, userUuid: string, acceptMail: boolean): Promise<UserRow> {
  const [row] = await tx.update(users).set({ acceptMail }).where(eq(users.uuid, userUuid)).returning();
  return row!;
}
