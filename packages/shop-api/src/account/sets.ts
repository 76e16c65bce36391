/**
 * Builds the contract's PictureSet for the sets in a user's account. Pictures of a job that has not
 * been in the webshop yet are not listed (numImages 0); archived jobs are not editable and qualify
 * for nothing; the yearbook selection expires with the job's date.
 */
import type { PictureSet } from '@shop/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  jobs,
  jobYearbookPoses,
  photographers,
  pictures,
  subjects,
  userPictureFavorites,
  userSubjects,
  userYearbookPoses,
  type JobRow,
  type Portal,
  type SubjectRow,
  type UserRow,
} from '../db/schema';
import { digitalInCartBySubject } from '../commerce';
import { combinedIndividualAndFriends, isBought, purchasesBySubject } from './bought';

export const derivativeUrl = (pictureUuid: string, width: 320 | 640 | 800) => `/api/webshop/pictures/${pictureUuid}/${width}`;
export const photographerLogoUrl = (photographerUuid: string) => `/api/webshop/photographers/${photographerUuid}/logo`;
export const backgroundUrl = (backgroundUuid: string) => `/api/webshop/green-screen-backgrounds/files/${backgroundUuid}`;

export const selectionExpired = (job: JobRow, now = new Date()) =>
  job.yearbookSelectionExpiresAt !== null && job.yearbookSelectionExpiresAt.getTime() <= now.getTime();

/** The set's editing rules in one place (favourites, yearbook pose). */
export function setRules(subject: SubjectRow, job: JobRow) {
  const open = !job.isArchived && job.hasBeenInWebshop;
  return {
    isEditable: subject.isEditable && !job.isArchived,
    qualifyOwnFavorites: subject.qualifyOwnFavorites && open,
    qualifyYearbookPose: subject.qualifyYearbookPose && open && !selectionExpired(job),
  };
}

/** The choices of the user for one set. */
export async function yearbookChoices(db: Db, userUuid: string, subjectUuid: string) {
  return (await yearbookChoicesBySubject(db, userUuid, [subjectUuid])).get(subjectUuid)!;
}

type YearbookChoice = { jobYearbookPoseUuid: string; pictureUuid: string };

async function yearbookChoicesBySubject(db: Db, userUuid: string, subjectUuids: string[]): Promise<Map<string, YearbookChoice[]>> {
  const out = new Map<string, YearbookChoice[]>(subjectUuids.map((s) => [s, []]));
  if (!subjectUuids.length) return out;
  const rows = await db
    .select({ subject: userYearbookPoses.subjectUuid, jobYearbookPoseUuid: userYearbookPoses.jobYearbookPose, pictureUuid: userYearbookPoses.pictureUuid })
    .from(userYearbookPoses)
    .innerJoin(jobYearbookPoses, eq(jobYearbookPoses.uuid, userYearbookPoses.jobYearbookPose))
    .where(and(eq(userYearbookPoses.userUuid, userUuid), inArray(userYearbookPoses.subjectUuid, subjectUuids)))
    .orderBy(asc(jobYearbookPoses.sort), asc(jobYearbookPoses.name));
  for (const { subject, ...choice } of rows) out.get(subject)?.push(choice);
  return out;
}

const groupBy = <T, K>(list: T[], key: (item: T) => K) => {
  const out = new Map<K, T[]>();
  for (const item of list) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
};

/** Everything the listed sets need, read once for all of them (a fixed number of queries, whatever the number of sets). */
async function loadSetData(db: Db, portal: Portal, user: UserRow, rows: { subject: SubjectRow; job: JobRow }[]) {
  const subjectUuids = rows.map((r) => r.subject.uuid);
  const jobUuids = [...new Set(rows.map((r) => r.job.uuid))];
  const photographerUuids = [...new Set(rows.flatMap((r) => (r.job.photographer ? [r.job.photographer] : [])))];
  const inWebshop = rows.filter((r) => r.job.hasBeenInWebshop).map((r) => r.subject.uuid);
  // independent reads, sent together: on PostgreSQL they run on several connections at once (an
  // answer waits for the slowest, not the sum); PGlite runs them one after another as before
  const [listed, favourites, photographerRows, poseRows, purchases, inCart, yearbookPoses] = await Promise.all([
    inWebshop.length
      ? db.select().from(pictures).where(inArray(pictures.subject, inWebshop)).orderBy(asc(pictures.sort), asc(pictures.webshopId))
      : Promise.resolve([]),
    inWebshop.length
      ? db
          .select({ picture: userPictureFavorites.pictureUuid })
          .from(userPictureFavorites)
          .innerJoin(pictures, eq(pictures.uuid, userPictureFavorites.pictureUuid))
          .where(and(eq(userPictureFavorites.userUuid, user.uuid), inArray(pictures.subject, inWebshop)))
      : Promise.resolve([]),
    photographerUuids.length ? db.select().from(photographers).where(inArray(photographers.uuid, photographerUuids)) : Promise.resolve([]),
    db.select().from(jobYearbookPoses).where(inArray(jobYearbookPoses.job, jobUuids)).orderBy(asc(jobYearbookPoses.sort), asc(jobYearbookPoses.name)),
    purchasesBySubject(db, user.uuid, subjectUuids),
    digitalInCartBySubject(db, portal, user.uuid, subjectUuids),
    yearbookChoicesBySubject(db, user.uuid, subjectUuids),
  ]);
  return {
    photographers: new Map(photographerRows.map((p) => [p.uuid, p])),
    poses: groupBy(poseRows, (p) => p.job),
    pictures: groupBy(listed, (p) => p.subject),
    favourites: new Set(favourites.map((f) => f.picture)),
    purchases,
    inCart,
    yearbookPoses,
  };
}

function buildSet(portal: Portal, subject: SubjectRow, job: JobRow, data: Awaited<ReturnType<typeof loadSetData>>): PictureSet {
  const photographer = job.photographer ? data.photographers.get(job.photographer) : undefined;
  const poses = data.poses.get(job.uuid) ?? [];
  const listed = job.hasBeenInWebshop ? (data.pictures.get(subject.uuid) ?? []) : [];
  const purchases = data.purchases.get(subject.uuid)!;
  const inCart = data.inCart.get(subject.uuid)!;
  const combined = combinedIndividualAndFriends(portal);
  const rules = setRules(subject, job);
  const firstIp = listed.find((p) => p.pictureType === 'IP');
  const setBought = (type: 'IP' | 'SFP' | 'GP') => purchases.sets.has(type);

  return {
    uuid: subject.uuid,
    subject: { uuid: subject.uuid, name: subject.name, group: subject.groupName },
    avatar: { url: firstIp ? derivativeUrl(firstIp.uuid, 320) : null },
    isEditable: rules.isEditable,
    year: job.year,
    photographer: {
      name: photographer?.name ?? '',
      uuid: photographer?.uuid ?? null,
      logo: { url: photographer?.logo ? photographerLogoUrl(photographer.uuid) : null },
    },
    numImages: listed.length,
    job: {
      uuid: job.uuid,
      name: job.name,
      type: job.jobType,
      creationTime: Math.floor(job.createdAt.getTime() / 1000),
      hasBeenInWebShop: job.hasBeenInWebshop,
      isArchived: job.isArchived,
      requireFineTunedPictures: job.requireFineTunedPictures,
      yearbookPoseSelection: {
        poses: poses.map((p) => ({ uuid: p.uuid, name: p.name, instructions: p.instructions })),
        expired: selectionExpired(job),
        expiresAt: job.yearbookSelectionExpiresAt?.toISOString() ?? null,
      },
    },
    pictures: listed.map((p) => ({
      uuid: p.uuid,
      webshopId: p.webshopId,
      pictureType: p.pictureType,
      width: p.width,
      height: p.height,
      bought: isBought(p, purchases, combined),
      isUserFavorite: data.favourites.has(p.uuid),
      greenscreen: p.greenscreen,
      groupPicture: p.groupPicture,
      // no retouch purchases exist yet (orders are the third document)
      userBoughtRetouch: false,
      // the picture's own digital file is in the cart (a set in the cart shows on digitalSet)
      inCart: inCart.files.has(p.uuid),
      images: { w320: derivativeUrl(p.uuid, 320), w640: derivativeUrl(p.uuid, 640), w800: derivativeUrl(p.uuid, 800) },
    })),
    digitalSet: {
      IP: { bought: setBought('IP'), inCart: inCart.sets.has('IP') },
      SFP: { bought: setBought('SFP') || (combined && setBought('IP')), inCart: inCart.sets.has('SFP') },
      GP: { bought: setBought('GP'), inCart: inCart.sets.has('GP') },
    },
    qualifyForSelectOwnFavorites: rules.qualifyOwnFavorites,
    qualifyForSelectYearbookPose: rules.qualifyYearbookPose,
    yearbookPoses: data.yearbookPoses.get(subject.uuid) ?? [],
  };
}

/**
 * The user's sets, newest job first (then by subject name); or just one with `subjectUuid`.
 * Eight queries, however many sets the account holds (it was one plus seven or eight per set).
 */
export async function pictureSetsOf(db: Db, portal: Portal, user: UserRow, subjectUuid?: string): Promise<PictureSet[]> {
  const filter = [eq(userSubjects.userUuid, user.uuid), eq(subjects.portal, portal.key)];
  if (subjectUuid) filter.push(eq(userSubjects.subjectUuid, subjectUuid));
  const rows = await db
    .select({ subject: subjects, job: jobs })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
    .innerJoin(jobs, eq(jobs.uuid, subjects.job))
    .where(and(...filter))
    .orderBy(desc(jobs.createdAt), desc(jobs.year), asc(subjects.name));
  if (!rows.length) return [];
  const data = await loadSetData(db, portal, user, rows);
  return rows.map((row) => buildSet(portal, row.subject, row.job, data));
}
