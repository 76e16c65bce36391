import * as v from 'valibot';
import { Picture, PictureSet } from '@shop/contracts/account';

/** Test data checked against the contracts, so the mocks cannot drift from them. */
const hex = (n: number, len = 12) => n.toString(16).padStart(len, '0');
export const setUuid = (n: number) => `5e7a0000-0000-4000-8000-${hex(n)}`;
export const pictureUuid = (set: number, n: number) => `9c1d0000-${hex(set, 4)}-4000-8000-${hex(n)}`;
export const poseUuid = (n: number) => `70e50000-0000-4000-8000-${hex(n)}`;

export function pictureFixture(set: number, n: number, overrides: Partial<Picture> = {}): Picture {
  const uuid = pictureUuid(set, n);
  return v.parse(Picture, {
    uuid,
    webshopId: set * 1000 + n,
    pictureType: 'IP',
    width: 800,
    height: 1000,
    bought: false,
    isUserFavorite: false,
    greenscreen: false,
    groupPicture: false,
    userBoughtRetouch: false,
    inCart: false,
    images: { w320: `/api/webshop/pictures/${uuid}/320`, w640: `/api/webshop/pictures/${uuid}/640`, w800: `/api/webshop/pictures/${uuid}/800` },
    ...overrides,
  });
}

export function pictureSetFixture(n: number, overrides: Partial<PictureSet> = {}, pictureCount = 3): PictureSet {
  const pictures = overrides.pictures ?? Array.from({ length: pictureCount }, (_, i) => pictureFixture(n, i + 1));
  return v.parse(PictureSet, {
    uuid: setUuid(n),
    subject: { uuid: setUuid(n), name: `Emma Hansen ${n}`, group: '5B' },
    avatar: { url: `/avatars/${n}.jpg` },
    isEditable: true,
    year: 2026,
    photographer: { name: 'Fjord Foto', logo: { url: '/logos/fjord.png' } },
    numImages: pictures.length,
    job: {
      uuid: `10b00000-0000-4000-8000-${hex(n)}`,
      name: `Fjordvik school ${n}`,
      creationTime: 1_700_000_000 + n * 1000,
      hasBeenInWebShop: true,
      isArchived: false,
      requireFineTunedPictures: false,
      yearbookPoseSelection: { poses: [], expired: false, expiresAt: null },
    },
    digitalSet: { IP: { bought: false, inCart: false }, SFP: { bought: false, inCart: false }, GP: { bought: false, inCart: false } },
    qualifyForSelectOwnFavorites: true,
    qualifyForSelectYearbookPose: false,
    yearbookPoses: [],
    ...overrides,
    pictures,
  });
}

/** A set that qualifies for the yearbook pose, with `poses` job poses and both IP and group pictures. */
export function yearbookSetFixture(n: number, { poses = 1, expired = false, chosen }: { poses?: number; expired?: boolean; chosen?: number } = {}): PictureSet {
  const base = pictureSetFixture(n);
  const jobPoses = Array.from({ length: poses }, (_, i) => ({ uuid: poseUuid(i + 1), name: `Pose ${i + 1}`, instructions: `Look at the camera ${i + 1}` }));
  return pictureSetFixture(n, {
    qualifyForSelectYearbookPose: true,
    job: { ...base.job, yearbookPoseSelection: { poses: jobPoses, expired, expiresAt: null } },
    pictures: [
      pictureFixture(n, 1),
      pictureFixture(n, 2),
      pictureFixture(n, 3, { pictureType: 'GP', groupPicture: true }),
      pictureFixture(n, 4, { pictureType: 'SFP' }),
      pictureFixture(n, 5),
    ],
    yearbookPoses: chosen ? [{ jobYearbookPoseUuid: poseUuid(1), pictureUuid: pictureUuid(n, chosen) }] : [],
  });
}
