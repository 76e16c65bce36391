/**
 * The picture-set listing is one query, whatever the number of sets, and answers exactly what the
 * former reader (one query per table, kept below as the oracle) answered, for every demo account and
 * for a parent whose sets have favourites, yearbook choices, purchases and every kind of digital line in the cart.
 */
import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE, type PictureSet } from '@shop/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digitalInCartBySubject } from '../commerce';
import type { Db } from '../db/client';
import {
  jobs,
  jobYearbookPoses,
  photographers,
  pictures,
  portals,
  subjects,
  userPictureFavorites,
  userSubjects,
  userYearbookPoses,
  users,
  type Portal,
  type UserRow,
} from '../db/schema';
import { createTestApp, sha256, type TestApp } from '../testing/harness';
import { purchasesBySubject } from './bought';
import { buildSet, pictureSetsOf, setsRead } from './sets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

/** The database with every query counted (each query of the listing starts with select()). */
function counting(db: Db) {
  const counter = { queries: 0 };
  const wrapped = new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        counter.queries++;
        return value.apply(target, args);
      };
    },
  });
  return { db: wrapped, counter };
}

const fjord = async () => (await t.app.shop.db.select().from(portals).where(eq(portals.key, 'fjord')))[0]!;
const userOf = async (email: string) => (await t.app.shop.db.select().from(users).where(eq(users.email, email)))[0]!;

async function listWithCount(email: string) {
  const db = t.app.shop.db;
  const { db: counted, counter } = counting(db);
  const sets = await pictureSetsOf(counted, await fjord(), await userOf(email));
  return { sets, queries: counter.queries };
}

/** The former reader (decision 0040): the sets, then seven reads by table, assembled in JavaScript. */
async function pictureSetsByTable(db: Db, portal: Portal, user: UserRow): Promise<PictureSet[]> {
  const rows = await db
    .select({ subject: subjects, job: jobs })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
    .innerJoin(jobs, eq(jobs.uuid, subjects.job))
    .where(and(eq(userSubjects.userUuid, user.uuid), eq(subjects.portal, portal.key)))
    .orderBy(desc(jobs.createdAt), desc(jobs.year), asc(subjects.name));
  if (!rows.length) return [];
  const subjectUuids = rows.map((r) => r.subject.uuid);
  const inWebshop = rows.filter((r) => r.job.hasBeenInWebshop).map((r) => r.subject.uuid);
  const listed = inWebshop.length
    ? await db.select().from(pictures).where(inArray(pictures.subject, inWebshop)).orderBy(asc(pictures.sort), asc(pictures.webshopId))
    : [];
  const favourites = new Set(
    (await db.select({ picture: userPictureFavorites.pictureUuid }).from(userPictureFavorites).where(eq(userPictureFavorites.userUuid, user.uuid))).map(
      (f) => f.picture,
    ),
  );
  const photographerRows = await db.select().from(photographers);
  const poseRows = await db.select().from(jobYearbookPoses).orderBy(asc(jobYearbookPoses.sort), asc(jobYearbookPoses.name));
  const purchases = await purchasesBySubject(db, user.uuid, subjectUuids);
  const inCart = await digitalInCartBySubject(db, portal, user.uuid, subjectUuids);
  const choices = await db
    .select({ subject: userYearbookPoses.subjectUuid, jobYearbookPoseUuid: userYearbookPoses.jobYearbookPose, pictureUuid: userYearbookPoses.pictureUuid })
    .from(userYearbookPoses)
    .innerJoin(jobYearbookPoses, eq(jobYearbookPoses.uuid, userYearbookPoses.jobYearbookPose))
    .where(and(eq(userYearbookPoses.userUuid, user.uuid), inArray(userYearbookPoses.subjectUuid, subjectUuids)))
    .orderBy(asc(jobYearbookPoses.sort), asc(jobYearbookPoses.name));
  return rows.map(({ subject, job }) => {
    const photographer = photographerRows.find((p) => p.uuid === job.photographer);
    return buildSet(portal, subject, job, {
      photographer: photographer ? { uuid: photographer.uuid, name: photographer.name, logo: photographer.logo } : null,
      poses: poseRows.filter((p) => p.job === job.uuid).map((p) => ({ uuid: p.uuid, name: p.name, instructions: p.instructions })),
      pictures: listed
        .filter((p) => p.subject === subject.uuid)
        .map((p) => ({
          uuid: p.uuid,
          webshopId: p.webshopId,
          pictureType: p.pictureType,
          width: p.width,
          height: p.height,
          greenscreen: p.greenscreen,
          groupPicture: p.groupPicture,
          favorite: favourites.has(p.uuid),
        })),
      purchases: purchases.get(subject.uuid)!,
      inCart: inCart.get(subject.uuid)!,
      yearbookPoses: choices.filter((c) => c.subject === subject.uuid).map(({ subject: _, ...choice }) => choice),
    });
  });
}

describe('pictureSetsOf', () => {
  it('answers as the former reader for every demo account', async () => {
    const portal = await fjord();
    const accounts = await t.app.shop.db.select().from(users).where(eq(users.portal, portal.key));
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    for (const user of accounts) expect(await pictureSetsOf(t.app.shop.db, portal, user)).toEqual(await pictureSetsByTable(t.app.shop.db, portal, user));
  });

  it('answers as the former reader with favourites, yearbook choices, purchases and digital lines in the cart; one set alone as in the list', async () => {
    // The demo parent gets four more sets (Emma, Olivia, Leo, Maja); Per Lie keeps his one.
    await t.sql(
      `INSERT INTO user_subjects (user_uuid, subject_uuid)
       SELECT u.uuid, s.uuid FROM users u, subjects s
       WHERE u.email = 'parent@example.com' AND s.name IN ('Emma Hansen', 'Olivia Berg', 'Leo Berg', 'Maja Lie') ON CONFLICT DO NOTHING`,
    );
    const parent = await userOf('parent@example.com');
    const portal = await fjord();
    const named = async (name: string) => (await t.sql<{ uuid: string; job: string }>('SELECT uuid, job FROM subjects WHERE name = $1', [name]))[0]!;
    const picturesOfSubject = async (subject: string) =>
      t.sql<{ uuid: string; picture_type: string }>('SELECT uuid, picture_type FROM pictures WHERE subject = $1 ORDER BY sort, webshop_id', [subject]);
    const emma = await named('Emma Hansen');
    const noah = await named('Noah Hansen');
    const emmaPictures = await picturesOfSubject(emma.uuid);
    const noahPictures = await picturesOfSubject(noah.uuid);
    expect(emmaPictures.length).toBeGreaterThanOrEqual(3);
    // favourites on two of Emma's pictures, a yearbook choice for Noah, a bought picture of Emma's
    await t.sql('INSERT INTO user_picture_favorites (user_uuid, picture_uuid) VALUES ($1, $2), ($1, $3)', [
      parent.uuid,
      emmaPictures[0]!.uuid,
      emmaPictures[2]!.uuid,
    ]);
    const [pose] = await t.sql<{ uuid: string }>('SELECT uuid FROM job_yearbook_poses WHERE job = $1 ORDER BY sort DESC LIMIT 1', [noah.job]);
    const noahIp = noahPictures.find((p) => p.picture_type === 'IP')!;
    await t.sql('INSERT INTO user_yearbook_poses (user_uuid, subject_uuid, job_yearbook_pose, picture_uuid) VALUES ($1, $2, $3, $4)', [
      parent.uuid,
      noah.uuid,
      pose!.uuid,
      noahIp.uuid,
    ]);
    await t.sql('INSERT INTO purchased_items (user_uuid, subject_uuid, picture_uuid) VALUES ($1, $2, $3)', [parent.uuid, emma.uuid, emmaPictures[1]!.uuid]);
    // the cart: one file of Emma's, Emma's GP set, and a package with a digital IP set for Noah
    const [offer] = await t.sql<{ uuid: string }>(
      `SELECT uuid FROM package_offers WHERE portal = 'fjord' AND items @> '[{"type": "DIGITAL_SET", "pictureType": "IP"}]'::jsonb LIMIT 1`,
    );
    expect(offer).toBeDefined();
    const [cart] = await t.sql<{ uuid: string }>(
      `INSERT INTO carts (user_uuid, portal) VALUES ($1, 'fjord') ON CONFLICT (user_uuid, portal) DO UPDATE SET updated_at = now() RETURNING uuid`,
      [parent.uuid],
    );
    await t.sql(
      `INSERT INTO cart_lines (cart, kind, subject, picture_type, digital_files) VALUES
         ($1, 'digital_files', $2, $3, ARRAY[$4]::uuid[]), ($1, 'digital_set', $2, 'GP', '{}')`,
      [cart!.uuid, emma.uuid, emmaPictures[0]!.picture_type, emmaPictures[0]!.uuid],
    );
    await t.sql(`INSERT INTO cart_lines (cart, kind, subject, package_offer) VALUES ($1, 'package', $2, $3)`, [cart!.uuid, noah.uuid, offer!.uuid]);

    const sets = await pictureSetsOf(t.app.shop.db, portal, parent);
    expect(sets).toHaveLength(5);
    expect(sets).toEqual(await pictureSetsByTable(t.app.shop.db, portal, parent));
    // what the state above must show, so the comparison is not between two empty answers
    const emmaSet = sets.find((s) => s.uuid === emma.uuid)!;
    const noahSet = sets.find((s) => s.uuid === noah.uuid)!;
    expect(emmaSet.pictures.filter((p) => p.isUserFavorite).map((p) => p.uuid)).toEqual([emmaPictures[0]!.uuid, emmaPictures[2]!.uuid]);
    expect(emmaSet.pictures.find((p) => p.uuid === emmaPictures[1]!.uuid)!.bought).toBe(true);
    expect(emmaSet.pictures.find((p) => p.uuid === emmaPictures[0]!.uuid)!.inCart).toBe(true);
    expect(emmaSet.digitalSet.GP.inCart).toBe(true);
    expect(noahSet.digitalSet.IP.inCart).toBe(true);
    expect(noahSet.yearbookPoses).toEqual([{ jobYearbookPoseUuid: pose!.uuid, pictureUuid: noahIp.uuid }]);
    // one set asked for alone is the listed one
    for (const set of sets) expect(await pictureSetsOf(t.app.shop.db, portal, parent, set.uuid)).toEqual([set]);

    // the list as read with the session (setsRead, decision 0063): the same sets, directly and over HTTP
    const browser = t.client();
    const token = randomBytes(32).toString('base64url');
    await t.sql(`INSERT INTO sessions (id, portal, user_uuid, csrf_token, expires_at) VALUES ($1, 'fjord', $2, 'x', now() + interval '1 day')`, [
      sha256(token),
      parent.uuid,
    ]);
    browser.cookies.set(SESSION_COOKIE, token);
    const read = setsRead.take(await setsRead.rowsOf(t.app.shop.db, sha256(token)));
    expect(await pictureSetsOf(t.app.shop.db, portal, parent, undefined, read)).toEqual(sets);
    const res = await browser.get('/api/webshop/user/picture-sets');
    expect(res.statusCode).toBe(200);
    expect(res.json().pictureSets).toEqual(JSON.parse(JSON.stringify(sets)));
  });

  it('reads with the session only the sets of its user in its portal, and nothing once the session no longer counts', async () => {
    const other = await userOf('other@example.com');
    const token = randomBytes(32).toString('base64url');
    const id = sha256(token);
    await t.sql(`INSERT INTO sessions (id, portal, user_uuid, csrf_token, expires_at) VALUES ($1, 'fjord', $2, 'x', now() + interval '1 day')`, [
      id,
      other.uuid,
    ]);
    // a subject of the other portal in the account is no set of this one
    await t.sql(`INSERT INTO user_subjects (user_uuid, subject_uuid) SELECT $1, uuid FROM subjects WHERE portal = 'club' LIMIT 1`, [other.uuid]);
    const read = setsRead.take(await setsRead.rowsOf(t.app.shop.db, id));
    expect(read.map((r) => r.subject.uuid)).toEqual((await pictureSetsOf(t.app.shop.db, await fjord(), other)).map((s) => s.uuid));
    expect(read).toHaveLength(1);

    const at = (host?: string) => {
      const browser = t.client(host);
      browser.cookies.set(SESSION_COOKIE, token);
      return browser.get('/api/webshop/user/picture-sets');
    };
    expect((await at()).statusCode).toBe(200);
    expect((await at('club.localhost')).statusCode).toBe(401);
    await t.sql(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    expect((await at()).statusCode).toBe(401);
    expect(setsRead.take(await setsRead.rowsOf(t.app.shop.db, id))).toEqual([]);
    await t.sql(`UPDATE sessions SET expires_at = now() + interval '1 day' WHERE id = $1`, [id]);
    expect((await at()).statusCode).toBe(200);
    await t.sql('DELETE FROM sessions WHERE id = $1', [id]);
    expect((await at()).statusCode).toBe(401);
  });

  it('reads one query for one set and for five', async () => {
    const many = await listWithCount('parent@example.com');
    const single = await listWithCount('other@example.com');
    expect(many.sets).toHaveLength(5);
    expect(single.sets).toHaveLength(1);
    expect(many.queries).toBe(1);
    expect(single.queries).toBe(1);
  });
});
