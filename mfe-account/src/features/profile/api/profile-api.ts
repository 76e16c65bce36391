import type * as v from 'valibot';
import { accountApi, type InspectionSubject, type ReminderSubject } from '@shop/contracts/account';
import type { BodyOf } from '@shop/contracts/core';
import { call } from '@shop/api-client';
import { invalidateCall, setCallData } from '@shop/data';
import { useRead } from '../../../lib/use-read';

export type InspectionSubjectItem = v.InferOutput<typeof InspectionSubject>;
export type ReminderSubjectItem = v.InferOutput<typeof ReminderSubject>;
export type UserInfo = BodyOf<typeof accountApi.updateUserInfo>;

/** The subjects whose picture package is held for inspection (empty: no 'Cancel picture packages' entry). */
const inspectionSubjectsOf = (answer: { packageForInspectionSubjects: InspectionSubjectItem[] }) => answer.packageForInspectionSubjects;
export const useInspectionSubjects = () => useRead(accountApi.accountData, inspectionSubjectsOf);

export async function cancelPackages(subjects: InspectionSubjectItem[]) {
  const answer = await call(accountApi.cancelPackages, { body: { subjects } });
  // The account menu's 'Cancel picture packages' entry depends on what is still held.
  void invalidateCall(accountApi.accountData);
  return answer;
}

export function updateUserInfo(info: UserInfo) {
  return call(accountApi.updateUserInfo, { body: info });
}

export function updatePassword(password: string, reTypePassword: string) {
  return call(accountApi.updatePassword, { body: { password, reTypePassword } });
}

const reminderSubjectsOf = (answer: { subjects: ReminderSubjectItem[] }) => answer.subjects;
export const useReminderSubjects = () => useRead(accountApi.reminderSubjects, reminderSubjectsOf);

/** What the reminder switches show (before the server answered, and its answer). */
export const showReminders = (subjects: ReminderSubjectItem[]) => setCallData(accountApi.reminderSubjects, {}, { subjects });

export async function saveReminders(subjects: ReminderSubjectItem[]): Promise<ReminderSubjectItem[]> {
  const answer = await call(accountApi.setReminders, { body: { subjects } });
  return answer.subjects;
}

export async function setAcceptMail(acceptMail: boolean) {
  const { user } = await call(accountApi.patchUser, { body: { acceptMail } });
  return user;
}
