/** What every account call starts with: the signed-in user (401 otherwise) and set ownership. */
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { accessTexts } from '../access';
import type { Db } from '../db/client';
import { jobs, subjects, userSubjects, type UserRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { requestLanguage } from '../platform';

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new ApiError(401, 'unauthorized', accessTexts(requestLanguage(request)).signInRequired);
  return request.user;
}

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
