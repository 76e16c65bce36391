/**
 * Builds the contract's PictureSet for the sets in a user's account. Pictures of a job that has not
 * been in the webshop yet are not listed (numImages 0); archived jobs are not editable and qualify
 * for nothing; the yearbook selection expires with the job's date.
 */
import type { PictureSet } from '@shop/contracts';
import { and, asc, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { namedStatement, perDatabase, type Db } from '../db/client';
import {
  jobs,
  jobYearbookPoses,
  sessions,
  subjects,
  users,
  userSubjects,
  userYearbookPoses,
  type JobRow,
  type PictureType,
  type Portal,
  type SubjectRow,
  type UserRow,
} from '../db/schema';
import { digitalInCartOf, type DigitalInCart, type DigitalLineRow } from '../commerce';
import { SETTINGS_ROW, sessionRead, sessionSelect } from '../sessions/session-query';
import { addPurchase, combinedIndividualAndFriends, isBought, type Purchases } from './bought';
import { derivativeUrl, photographerLogoUrl } from './urls';

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

export type YearbookChoice = { jobYearbookPoseUuid: string; pictureUuid: string };

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

/** A picture of a set as the listing reads it, with the user's favourite flag. */
export interface ListedPicture {
  uuid: string;
  webshopId: number;
  pictureType: PictureType;
  width: number;
  height: number;
  greenscreen: boolean;
  groupPicture: boolean;
  favorite: boolean;
}

/** What one set's answer is built from besides its subject and job (read in one query, see pictureSetsOf). */
export interface SetData {
  photographer: { uuid: string; name: string; logo: string | null } | null;
  poses: { uuid: string; name: string; instructions: string }[];
  /** Empty while the job has not been in the webshop. */
  pictures: ListedPicture[];
  purchases: Purchases;
  inCart: DigitalInCart;
  yearbookPoses: YearbookChoice[];
}

export function buildSet(portal: Portal, subject: SubjectRow, job: JobRow, data: SetData): PictureSet {
  const { photographer, poses, purchases, inCart } = data;
  const listed = job.hasBeenInWebshop ? data.pictures : [];
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
      isUserFavorite: p.favorite,
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
    yearbookPoses: data.yearbookPoses,
  };
}

/**
 * One set's row: the subject and job, and everything else as JSON built by the database in correlated
 * subqueries (the photographer, the job's poses, the listed pictures with the user's favourites, the
 * user's purchases, the set's digital lines in the user's cart, the user's yearbook choices). Orders
 * as the answer lists them. Works the same on PGlite and PostgreSQL (both parse json columns).
 * `user` and `portal` are parameters (pictureSetsQuery) or the session's columns (setsRead).
 */
function setFields(user: SQLWrapper, portal: SQLWrapper) {
  return {
    subject: subjects,
    job: jobs,
    photographer: sql<SetData['photographer']>`(
      SELECT json_build_object('uuid', ph.uuid, 'name', ph.name, 'logo', ph.logo) FROM photographers ph WHERE ph.uuid = ${jobs.photographer})`,
    poses: sql<SetData['poses']>`coalesce((
      SELECT json_agg(json_build_object('uuid', y.uuid, 'name', y.name, 'instructions', y.instructions) ORDER BY y.sort, y.name)
      FROM job_yearbook_poses y WHERE y.job = ${jobs.uuid}), '[]'::json)`,
    pictures: sql<ListedPicture[]>`coalesce((
      SELECT json_agg(json_build_object(
        'uuid', p.uuid, 'webshopId', p.webshop_id, 'pictureType', p.picture_type, 'width', p.width, 'height', p.height,
        'greenscreen', p.greenscreen, 'groupPicture', p.group_picture,
        'favorite', EXISTS (SELECT 1 FROM user_picture_favorites f WHERE f.user_uuid = ${user} AND f.picture_uuid = p.uuid)
      ) ORDER BY p.sort, p.webshop_id)
      FROM pictures p WHERE p.subject = ${subjects.uuid} AND ${jobs.hasBeenInWebshop}), '[]'::json)`,
    purchases: sql<{ picture: string | null; set: PictureType | null }[]>`coalesce((
      SELECT json_agg(json_build_object('picture', b.picture_uuid, 'set', b.digital_set_type))
      FROM purchased_items b WHERE b.user_uuid = ${user} AND b.subject_uuid = ${subjects.uuid}), '[]'::json)`,
    inCart: sql<DigitalLineRow[]>`coalesce((
      SELECT json_agg(json_build_object('kind', l.kind, 'type', l.picture_type, 'files', l.digital_files, 'items', o.items))
      FROM cart_lines l JOIN carts c ON c.uuid = l.cart LEFT JOIN package_offers o ON o.uuid = l.package_offer
      WHERE c.user_uuid = ${user} AND c.portal = ${portal} AND l.subject = ${subjects.uuid}
        AND l.kind IN ('digital_files', 'digital_set', 'package')), '[]'::json)`,
    yearbookPoses: sql<YearbookChoice[]>`coalesce((
      SELECT json_agg(json_build_object('jobYearbookPoseUuid', u.job_yearbook_pose, 'pictureUuid', u.picture_uuid) ORDER BY y.sort, y.name)
      FROM user_yearbook_poses u JOIN job_yearbook_poses y ON y.uuid = u.job_yearbook_pose
      WHERE u.user_uuid = ${user} AND u.subject_uuid = ${subjects.uuid}), '[]'::json)`,
  };
}

/** The answer lists sets newest job first, then by subject name. */
const SET_ORDER = [desc(jobs.createdAt), desc(jobs.year), asc(subjects.name)];

function pictureSetsQuery(db: Db, one: boolean) {
  const user = sql.placeholder('user');
  const portal = sql.placeholder('portal');
  const filter = [eq(userSubjects.userUuid, user), eq(subjects.portal, portal)];
  if (one) filter.push(eq(userSubjects.subjectUuid, sql.placeholder('subject')));
  const query = db
    .select(setFields(user, portal))
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
    .innerJoin(jobs, eq(jobs.uuid, subjects.job))
    .where(and(...filter))
    .orderBy(...SET_ORDER)
    .prepare(one ? 'picture_set' : 'picture_sets');
  return namedStatement(query);
}

/** Prepared once per database (db/client.ts), the list and the one set. */
const listQuery = perDatabase((db) => pictureSetsQuery(db, false));
const oneQuery = perDatabase((db) => pictureSetsQuery(db, true));

type SetRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

/**
 * The list read with the session (GET picture-sets, sessions/session-query.ts): the session's row once
 * per set of its user in its portal, as listQuery reads them. The joins are left joins (a user without
 * sets still has the session's row), so a row without a subject or job is no set: an account's subject
 * of another portal, or none at all.
 */
export const setsRead = sessionRead(
  'picture_sets_with_session',
  (db) =>
    sessionSelect(db, setFields(users.uuid, sessions.portal))
      .leftJoin(userSubjects, eq(userSubjects.userUuid, users.uuid))
      .leftJoin(subjects, and(eq(subjects.uuid, userSubjects.subjectUuid), eq(subjects.portal, sessions.portal)))
      .leftJoin(jobs, eq(jobs.uuid, subjects.job))
      .where(SETTINGS_ROW)
      .orderBy(...SET_ORDER),
  (rows) => rows.flatMap(({ subject, job, ...data }): SetRow[] => (subject && job ? [{ ...data, subject, job }] : [])),
);

/**
 * The user's sets, newest job first (then by subject name); or just one with `subjectUuid`.
 * One query, however many sets the account holds (decision 0042; it was nine, and before that eight per set).
 */
export async function pictureSetsOf(
  db: Db,
  portal: Portal,
  user: UserRow,
  subjectUuid?: string,
  /** The list as read with the session (setsRead), when it was. */
  listRead?: SetRow[],
): Promise<PictureSet[]> {
  const rows = subjectUuid
    ? await oneQuery(db).execute({ user: user.uuid, portal: portal.key, subject: subjectUuid })
    : (listRead ?? (await listQuery(db).execute({ user: user.uuid, portal: portal.key })));
  return rows.map(({ subject, job, purchases, inCart, ...data }) => {
    const bought: Purchases = { pictures: new Set(), sets: new Set() };
    for (const item of purchases) addPurchase(bought, item);
    return buildSet(portal, subject, job, { ...data, purchases: bought, inCart: digitalInCartOf(portal, inCart) });
  });
}
