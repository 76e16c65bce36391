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
import { digitalInCart } from '../commerce/cart/digital';
import { combinedIndividualAndFriends, isBought, purchasesOf } from './bought';

export const derivativeUrl = (pictureUuid: string, width: 320 | 640 | 800) => `/api/webshop/pictures/${pictureUuid}/${width}`;
export const photographerLogoUrl = (photographerUuid: string) => `/api/webshop/photographers/${photographerUuid}/logo`;
export const backgroundUrl = (backgroundUuid: string) => `/api/webshop/green-screen-backgrounds/files/${backgroundUuid}`;

export const selectionExpired = (job: JobRow, now = new Date()) => job.yearbookSelectionExpiresAt !== null && job.yearbookSelectionExpiresAt.getTime() <= now.getTime();

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
  const rows = await db
    .select({ jobYearbookPoseUuid: userYearbookPoses.jobYearbookPose, pictureUuid: userYearbookPoses.pictureUuid })
    .from(userYearbookPoses)
    .innerJoin(jobYearbookPoses, eq(jobYearbookPoses.uuid, userYearbookPoses.jobYearbookPose))
    .where(and(eq(userYearbookPoses.userUuid, userUuid), eq(userYearbookPoses.subjectUuid, subjectUuid)))
    .orderBy(asc(jobYearbookPoses.sort), asc(jobYearbookPoses.name));
  return rows;
}

async function buildSet(db: Db, portal: Portal, user: UserRow, subject: SubjectRow, job: JobRow): Promise<PictureSet> {
  const [photographer] = job.photographer ? await db.select().from(photographers).where(eq(photographers.uuid, job.photographer)) : [];
  const poses = await db.select().from(jobYearbookPoses).where(eq(jobYearbookPoses.job, job.uuid)).orderBy(asc(jobYearbookPoses.sort), asc(jobYearbookPoses.name));
  const listed = job.hasBeenInWebshop
    ? await db.select().from(pictures).where(eq(pictures.subject, subject.uuid)).orderBy(asc(pictures.sort), asc(pictures.webshopId))
    : [];
  const favourites = listed.length
    ? new Set(
        (
          await db
            .select({ picture: userPictureFavorites.pictureUuid })
            .from(userPictureFavorites)
            .where(and(eq(userPictureFavorites.userUuid, user.uuid), inArray(userPictureFavorites.pictureUuid, listed.map((p) => p.uuid))))
        ).map((r) => r.picture),
      )
    : new Set<string>();
  const purchases = await purchasesOf(db, user.uuid, subject.uuid);
  const inCart = await digitalInCart(db, portal, user.uuid, subject.uuid);
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
    photographer: { name: photographer?.name ?? '', logo: { url: photographer?.logo ? photographerLogoUrl(photographer.uuid) : null } },
    numImages: listed.length,
    job: {
      uuid: job.uuid,
      name: job.name,
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
      isUserFavorite: favourites.has(p.uuid),
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
    yearbookPoses: await yearbookChoices(db, user.uuid, subject.uuid),
  };
}

/** The user's sets, newest job first (then by subject name); or just one with `subjectUuid`. */
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
  const sets: PictureSet[] = [];
  // one at a time: PGlite runs one query at a time anyway
  for (const row of rows) sets.push(await buildSet(db, portal, user, row.subject, row.job));
  return sets;
}
