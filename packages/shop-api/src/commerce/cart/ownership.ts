/** What of the customer's a payload may name: pictures and picture sets in their account, on this portal, in the webshop. */
import { and, eq, inArray } from 'drizzle-orm';
import { ownedSet } from '../../account';
import type { Db } from '../../db/client';
import { jobs, pictures, subjects, userSubjects, type PictureRow, type UserRow } from '../../db/schema';

/** The pictures among `uuids` that are in the user's sets (job in the webshop). */
export async function ownedPictures(db: Db, user: UserRow, uuids: string[]): Promise<Map<string, PictureRow>> {
  if (!uuids.length) return new Map();
  const rows = await db
    .select({ picture: pictures })
    .from(pictures)
    .innerJoin(userSubjects, and(eq(userSubjects.subjectUuid, pictures.subject), eq(userSubjects.userUuid, user.uuid)))
    .innerJoin(subjects, eq(subjects.uuid, pictures.subject))
    .innerJoin(jobs, eq(jobs.uuid, subjects.job))
    .where(and(inArray(pictures.uuid, [...new Set(uuids)]), eq(pictures.portal, user.portal), eq(jobs.hasBeenInWebshop, true)));
  return new Map(rows.map((r) => [r.picture.uuid, r.picture]));
}

/** The subject when it is a set in the user's account on this portal, its job in the webshop and not archived. */
export async function ownedBuyableSubject(db: Db, user: UserRow, subjectUuid: string) {
  const row = await ownedSet(db, user, subjectUuid);
  if (!row?.job.hasBeenInWebshop || row.job.isArchived) return null;
  return row;
}
