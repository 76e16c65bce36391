/** Set ownership: what every account call on a picture set checks (the signed-in user comes from sessions/signed-in.ts). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs, subjects, userSubjects, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';

export const setNotFound = () => new ApiError(404, 'not_found', 'Picture set not found');

/** The subject and its job when the set is in the user's account (same portal), else null. */
export async function ownedSet(db: Db, user: UserRow, subjectUuid: string) {
  const [row] = await db
    .select({ subject: subjects, job: jobs })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
    .innerJoin(jobs, eq(jobs.uuid, subjects.job))
    .where(and(eq(userSubjects.userUuid, user.uuid), eq(userSubjects.subjectUuid, subjectUuid), eq(subjects.portal, user.portal)));
  return row ?? null;
}
