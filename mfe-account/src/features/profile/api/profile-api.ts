import type * as v from 'valibot';
import { accountApi, type InspectionSubject, type ReminderSubject } from '@shop/contracts/account';
import type { BodyOf } from '@shop/contracts/core';
import { call } from '@shop/api-client';

export type InspectionSubjectItem = v.InferOutput<typeof InspectionSubject>;
export type ReminderSubjectItem = v.InferOutput<typeof ReminderSubject>;
export type UserInfo = BodyOf<typeof accountApi.updateUserInfo>;

/** The subjects whose picture package is held for inspection (empty: no 'Cancel picture packages' entry). */
export async function fetchInspectionSubjects(signal?: AbortSignal): Promise<InspectionSubjectItem[]> {
  const { packageForInspectionSubjects } = await call(accountApi.accountData, { signal });
  return packageForInspectionSubjects;
}

export function cancelPackages(subjects: InspectionSubjectItem[]) {
  return call(accountApi.cancelPackages, { body: { subjects } });
}

export function updateUserInfo(info: UserInfo) {
  return call(accountApi.updateUserInfo, { body: info });
}

export function updatePassword(password: string, reTypePassword: string) {
  return call(accountApi.updatePassword, { body: { password, reTypePassword } });
}

export async function fetchReminderSubjects(signal?: AbortSignal): Promise<ReminderSubjectItem[]> {
  const { subjects } = await call(accountApi.reminderSubjects, { signal });
  return subjects;
}

export async function saveReminders(subjects: ReminderSubjectItem[]): Promise<ReminderSubjectItem[]> {
  const answer = await call(accountApi.setReminders, { body: { subjects } });
  return answer.subjects;
}

export async function setAcceptMail(acceptMail: boolean) {
  const { user } = await call(accountApi.patchUser, { body: { acceptMail } });
  return user;
}
