import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, subjectUuid, userUuid } from '../access/testing';
import { createTestApp, type TestApp } from '../testing/harness';
import { fields, PARENT, picturesOf, signedIn } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const setsUrl = '/api/webshop/user/picture-sets';
const favUrl = (s: string, p: string) => `${setsUrl}/${s}/pictures/${p}/favorite`;
const poseUrl = (s: string) => `${setsUrl}/${s}/yearbook-pose`;
const poses = async (job: string) => t.sql<{ uuid: string; name: string }>('SELECT uuid, name FROM job_yearbook_poses WHERE job = $1 ORDER BY sort', [job]);
const jobOf = async (subject: string) => (await t.sql<{ job: string }>('SELECT job FROM subjects WHERE uuid = $1', [subject]))[0]!.job;

describe('GET /api/webshop/user/picture-sets', () => {
  it("lists Noah's set for the parent, shaped by the contract: IP bought through the set, avatar, poses, photographer", async () => {
    const b = await signedIn(t, PARENT);
    const res = await b.get(setsUrl);
    expect(res.statusCode).toBe(200);
    const [noah, ...rest] = res.json().pictureSets;
    expect(rest).toEqual([]);
    const noahUuid = await subjectUuid(t, 'Noah Hansen');
    expect(noah).toMatchObject({
      uuid: noahUuid,
      subject: { uuid: noahUuid, name: 'Noah Hansen', group: '2A' },
      isEditable: true,
      year: 2026,
      photographer: { name: 'Fjord Portraits' },
      numImages: 7,
      job: { name: 'Fjordvik School 2026', hasBeenInWebShop: true, isArchived: false },
      digitalSet: { IP: { bought: true, inCart: false }, SFP: { bought: false, inCart: false }, GP: { bought: false, inCart: false } },
      qualifyForSelectOwnFavorites: false,
      qualifyForSelectYearbookPose: true,
      yearbookPoses: [],
    });
    expect(noah.job.yearbookPoseSelection.poses.map((p: { name: string }) => p.name)).toEqual(['Portrait', 'Casual']);
    expect(noah.job.yearbookPoseSelection.poses[0].instructions.length).toBeGreaterThan(20);
    expect(noah.job.yearbookPoseSelection.expired).toBe(false);
    expect(new Date(noah.job.yearbookPoseSelection.expiresAt).getTime()).toBeGreaterThan(Date.now());
    for (const p of noah.pictures) expect(p.bought).toBe(p.pictureType === 'IP');
    const firstIp = noah.pictures.find((p: { pictureType: string }) => p.pictureType === 'IP');
    expect(noah.avatar.url).toBe(`/api/webshop/pictures/${firstIp.uuid}/320`);
    expect(firstIp.images).toEqual({
      w320: `/api/webshop/pictures/${firstIp.uuid}/320`,
      w640: `/api/webshop/pictures/${firstIp.uuid}/640`,
      w800: `/api/webshop/pictures/${firstIp.uuid}/800`,
    });
    expect(noah.photographer.logo.url).toMatch(/^\/api\/webshop\/photographers\/[0-9a-f-]{36}\/logo$/);
    // the editor's subject-change rules: the job's type and the photographer's uuid (the logo's)
    expect(noah.job.type).toBe('school');
    expect(noah.photographer.uuid).toBe(noah.photographer.logo.url.split('/')[4]);
    const logo = await b.get(noah.photographer.logo.url);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\//);
  });

  it('lists newest job first; a job not yet in the webshop lists no pictures; an archived job is not editable and qualifies for nothing', async () => {
    const b = await signedIn(t, PARENT);
    const user = await userUuid(t, PARENT.email);
    // a user of its own would be cleaner, but the parent's account is what the UI uses: add and remove
    const olivia = await subjectUuid(t, 'Olivia Berg');
    const leo = await subjectUuid(t, 'Leo Berg');
    await t.sql('INSERT INTO user_subjects (user_uuid, subject_uuid) VALUES ($1, $2), ($1, $3)', [user, olivia, leo]);
    try {
      const sets = (await b.get(setsUrl)).json().pictureSets as {
        subject: { name: string };
        numImages: number;
        pictures: unknown[];
        isEditable: boolean;
        qualifyForSelectYearbookPose: boolean;
        qualifyForSelectOwnFavorites: boolean;
        job: { creationTime: number; isArchived: boolean; hasBeenInWebShop: boolean };
      }[];
      const times = sets.map((s) => s.job.creationTime);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const o = sets.find((s) => s.subject.name === 'Olivia Berg')!;
      expect(o).toMatchObject({ numImages: 0, pictures: [], job: { hasBeenInWebShop: false } });
      const l = sets.find((s) => s.subject.name === 'Leo Berg')!;
      expect(l).toMatchObject({ isEditable: false, qualifyForSelectOwnFavorites: false, qualifyForSelectYearbookPose: false, job: { isArchived: true } });
      expect(l.numImages).toBe(4);
    } finally {
      await t.sql('DELETE FROM user_subjects WHERE user_uuid = $1 AND subject_uuid IN ($2, $3)', [user, olivia, leo]);
    }
  });

  it('refuses a visitor with 401 in the standard format', async () => {
    const b = await browser(t);
    const res = await b.get(setsUrl);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'unauthorized' });
    expect((await b.get(`${setsUrl}/${await subjectUuid(t, 'Noah Hansen')}`)).statusCode).toBe(401);
  });
});

describe('GET /api/webshop/user/picture-sets/:subjectUuid', () => {
  it("answers the user's own set", async () => {
    const b = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const res = await b.get(`${setsUrl}/${noah}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().pictureSet.uuid).toBe(noah);
  });

  it("answers 404 'Picture set not found' for Maja's set (another account) and an unknown one, 400 for a malformed id", async () => {
    const b = await signedIn(t, PARENT);
    const maja = await b.get(`${setsUrl}/${await subjectUuid(t, 'Maja Lie')}`);
    expect(maja.statusCode).toBe(404);
    expect(maja.json()).toEqual({ error: 'not_found', message: 'Picture set not found' });
    expect((await b.get(`${setsUrl}/00000000-0000-4000-8000-000000000000`)).json()).toEqual(maja.json());
    const bad = await b.get(`${setsUrl}/not-a-uuid`);
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['params.subjectUuid']);
  });

  it('applies the combined individual-and-friends rule when the portal option says so: SFP bought through the IP set', async () => {
    const b = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    await t.sql(`UPDATE portals SET options = options || '{"combinedIndividualAndFriends": true}'::jsonb WHERE key = 'fjord'`);
    try {
      const set = (await b.get(`${setsUrl}/${noah}`)).json().pictureSet;
      for (const p of set.pictures) expect(p.bought).toBe(p.pictureType !== 'GP');
      expect(set.digitalSet.SFP.bought).toBe(true);
    } finally {
      await t.sql(`UPDATE portals SET options = options - 'combinedIndividualAndFriends' WHERE key = 'fjord'`);
    }
  });
});

describe('PUT …/pictures/:pictureUuid/favorite', () => {
  it('marks and unmarks a favourite, shown in the set', async () => {
    const b = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const [pic] = await picturesOf(t, 'Noah Hansen');
    const on = await b.request({ method: 'PUT', url: favUrl(noah, pic!.uuid), payload: { favorite: true } });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ isUserFavorite: true });
    let set = (await b.get(`${setsUrl}/${noah}`)).json().pictureSet;
    expect(set.pictures.find((p: { uuid: string }) => p.uuid === pic!.uuid).isUserFavorite).toBe(true);
    const off = await b.request({ method: 'PUT', url: favUrl(noah, pic!.uuid), payload: { favorite: false } });
    expect(off.json()).toEqual({ isUserFavorite: false });
    set = (await b.get(`${setsUrl}/${noah}`)).json().pictureSet;
    expect(set.pictures.every((p: { isUserFavorite: boolean }) => !p.isUserFavorite)).toBe(true);
  });

  it('answers 400 naming the field, 401 to a visitor, 404 for Maja (another account) and for a picture of another set', async () => {
    const b = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const maja = await subjectUuid(t, 'Maja Lie');
    const [noahPic] = await picturesOf(t, 'Noah Hansen');
    const [majaPic] = await picturesOf(t, 'Maja Lie');
    const bad = await b.request({ method: 'PUT', url: favUrl(noah, noahPic!.uuid), payload: { favorite: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['body.favorite']);
    const visitor = await browser(t);
    expect((await visitor.request({ method: 'PUT', url: favUrl(noah, noahPic!.uuid), payload: { favorite: true } })).statusCode).toBe(401);
    const other = await b.request({ method: 'PUT', url: favUrl(maja, majaPic!.uuid), payload: { favorite: true } });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Picture set not found');
    expect((await b.request({ method: 'PUT', url: favUrl(noah, majaPic!.uuid), payload: { favorite: true } })).statusCode).toBe(404);
    expect(await t.sql('SELECT 1 FROM user_picture_favorites WHERE picture_uuid = $1', [majaPic!.uuid])).toEqual([]);
  });
});

describe('POST …/yearbook-pose', () => {
  it('sets one pose per job yearbook pose (upsert) with IP pictures only', async () => {
    const b = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const [portrait, casual] = await poses(await jobOf(noah));
    const pics = await picturesOf(t, 'Noah Hansen');
    const ips = pics.filter((p) => p.picture_type === 'IP');
    const post = (picture: string, pose: string) => b.post(poseUrl(noah), { subject_uuid: noah, picture_uuid: picture, job_yearbook_pose_uuid: pose });
    expect((await post(ips[0]!.uuid, portrait!.uuid)).json()).toEqual({ yearbookPoses: [{ jobYearbookPoseUuid: portrait!.uuid, pictureUuid: ips[0]!.uuid }] });
    const again = await post(ips[1]!.uuid, portrait!.uuid);
    expect(again.json().yearbookPoses).toEqual([{ jobYearbookPoseUuid: portrait!.uuid, pictureUuid: ips[1]!.uuid }]);
    const both = await post(ips[2]!.uuid, casual!.uuid);
    expect(both.json().yearbookPoses).toEqual([
      { jobYearbookPoseUuid: portrait!.uuid, pictureUuid: ips[1]!.uuid },
      { jobYearbookPoseUuid: casual!.uuid, pictureUuid: ips[2]!.uuid },
    ]);
    expect((await b.get(`${setsUrl}/${noah}`)).json().pictureSet.yearbookPoses).toEqual(both.json().yearbookPoses);

    const sfp = pics.find((p) => p.picture_type === 'SFP')!;
    const notIp = await post(sfp.uuid, portrait!.uuid);
    expect(notIp.statusCode).toBe(400);
    expect(fields(notIp)).toEqual(['body.picture_uuid']);
  });

  it("refuses a pose of another job, malformed ids, a visitor, Maja's set, and an expired selection", async () => {
    const b = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const maja = await subjectUuid(t, 'Maja Lie');
    const job = await jobOf(noah);
    const [portrait] = await poses(job);
    const ip = (await picturesOf(t, 'Noah Hansen')).find((p) => p.picture_type === 'IP')!;
    const majaIp = (await picturesOf(t, 'Maja Lie')).find((p) => p.picture_type === 'IP')!;

    const wrongPose = await b.post(poseUrl(noah), {
      subject_uuid: noah,
      picture_uuid: ip.uuid,
      job_yearbook_pose_uuid: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrongPose.statusCode).toBe(400);
    expect(fields(wrongPose)).toEqual(['body.job_yearbook_pose_uuid']);
    const malformed = await b.post(poseUrl(noah), { subject_uuid: 'x', picture_uuid: ip.uuid });
    expect(malformed.statusCode).toBe(400);
    expect(fields(malformed)).toEqual(['body.job_yearbook_pose_uuid', 'body.subject_uuid']);
    const mismatch = await b.post(poseUrl(noah), { subject_uuid: maja, picture_uuid: ip.uuid, job_yearbook_pose_uuid: portrait!.uuid });
    expect(fields(mismatch)).toEqual(['body.subject_uuid']);

    const visitor = await browser(t);
    expect((await visitor.post(poseUrl(noah), { subject_uuid: noah, picture_uuid: ip.uuid, job_yearbook_pose_uuid: portrait!.uuid })).statusCode).toBe(401);
    const other = await b.post(poseUrl(maja), { subject_uuid: maja, picture_uuid: majaIp.uuid, job_yearbook_pose_uuid: portrait!.uuid });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Picture set not found');

    const [before] = await t.sql<{ e: Date }>('SELECT yearbook_selection_expires_at AS e FROM jobs WHERE uuid = $1', [job]);
    await t.sql("UPDATE jobs SET yearbook_selection_expires_at = now() - interval '1 minute' WHERE uuid = $1", [job]);
    try {
      const expired = await b.post(poseUrl(noah), { subject_uuid: noah, picture_uuid: ip.uuid, job_yearbook_pose_uuid: portrait!.uuid });
      expect(expired.statusCode).toBe(409);
      expect(expired.json()).toEqual({ error: 'selection_expired', message: 'Yearbook pose selection has expired' });
      const set = (await b.get(`${setsUrl}/${noah}`)).json().pictureSet;
      expect(set.job.yearbookPoseSelection.expired).toBe(true);
      expect(set.qualifyForSelectYearbookPose).toBe(false);
    } finally {
      await t.sql('UPDATE jobs SET yearbook_selection_expires_at = $2 WHERE uuid = $1', [job, before!.e]);
    }
  });

  it('refuses a set that does not qualify (409)', async () => {
    const b = await signedIn(t, PARENT);
    const noah = await subjectUuid(t, 'Noah Hansen');
    const [portrait] = await poses(await jobOf(noah));
    const ip = (await picturesOf(t, 'Noah Hansen')).find((p) => p.picture_type === 'IP')!;
    await t.sql('UPDATE subjects SET qualify_yearbook_pose = false WHERE uuid = $1', [noah]);
    try {
      const res = await b.post(poseUrl(noah), { subject_uuid: noah, picture_uuid: ip.uuid, job_yearbook_pose_uuid: portrait!.uuid });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Yearbook pose selection is not available for this picture set');
    } finally {
      await t.sql('UPDATE subjects SET qualify_yearbook_pose = true WHERE uuid = $1', [noah]);
    }
  });
});
