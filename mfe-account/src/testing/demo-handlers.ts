import { http, HttpResponse, type RequestHandler } from 'msw';
import { accountApi, type PictureSet } from '@shop/contracts/account';
import { platformApi } from '@shop/contracts/core';
// Browser-safe entries (the package's index also holds msw's node server).
import { apiError, handler } from '@shop/testing/handlers';
import { users } from '@shop/testing/fixtures';
import { accountLegacyHandlers, type AccountLegacyState } from '@shop/testing/legacy';
import { pictureSetFixture, yearbookSetFixture } from '../features/picture-sets/testing/fixtures';

/** A portrait-like picture drawn as SVG, so the stand-alone page shows pictures without a server. */
function pictureSvg(seed: string): string {
  const hue = [...seed].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="400" viewBox="0 0 320 400"><rect width="320" height="400" fill="hsl(${hue} 35% 85%)"/><circle cx="160" cy="150" r="70" fill="#e9c2a0"/><path d="M40 400 Q160 220 280 400Z" fill="hsl(${(hue + 150) % 360} 45% 40%)"/></svg>`;
}

/**
 * A small pretend back end for the stand-alone dev page (src/standalone.tsx): a signed-in parent with two
 * picture sets (one with a yearbook pose to choose), favourites and yearbook choices kept in memory,
 * the profile screens' data. Every answer is checked against the contracts; the legacy calls with modes
 * (contact information, password, packages, sharing) are the shared pretend back end's.
 */
export function demoHandlers(): RequestHandler[] {
  let sets: PictureSet[] = [yearbookSetFixture(1, { poses: 2 }), pictureSetFixture(2, {}, 8)];
  let reminders = sets.map((s) => ({ uuid: s.subject.uuid, name: s.subject.name, remindersEnabled: true }));
  const legacy: AccountLegacyState = { inspection: [{ uuid: sets[1]!.subject.uuid, name: sets[1]!.subject.name, enabled: true }] };
  const setOf = (uuid: string) => sets.find((s) => s.subject.uuid === uuid);
  return [
    handler(platformApi.currentUser, () => ({ user: users.signedIn })),
    http.get(
      '*/api/webshop/pictures/:uuid/:width',
      ({ params }) => new HttpResponse(pictureSvg(String(params.uuid)), { headers: { 'content-type': 'image/svg+xml' } }),
    ),
    handler(accountApi.pictureSets, () => ({ pictureSets: sets })),
    handler(accountApi.pictureSet, ({ params }) => {
      const set = setOf(String(params.subjectUuid));
      return set ? { pictureSet: set } : apiError(404, 'Picture set not found');
    }),
    handler(accountApi.setFavorite, ({ params, body }) => {
      const favorite = Boolean(body?.favorite);
      sets = sets.map((s) => ({ ...s, pictures: s.pictures.map((p) => (p.uuid === params.pictureUuid ? { ...p, isUserFavorite: favorite } : p)) }));
      return { isUserFavorite: favorite };
    }),
    handler(accountApi.setYearbookPose, ({ body }) => ({
      yearbookPoses: [{ jobYearbookPoseUuid: body!.job_yearbook_pose_uuid, pictureUuid: body!.picture_uuid }],
    })),
    handler(accountApi.imageBackgrounds, () => []),
    handler(accountApi.accountData, () => ({ packageForInspectionSubjects: legacy.inspection })),
    handler(accountApi.reminderSubjects, () => ({ subjects: reminders })),
    handler(accountApi.setReminders, ({ body }) => ((reminders = body!.subjects.map((s) => ({ ...s }))), { subjects: reminders })),
    handler(accountApi.patchUser, ({ body }) => ({ user: { ...users.signedIn, acceptMail: Boolean(body?.acceptMail) } })),
    ...accountLegacyHandlers(legacy),
  ];
}
