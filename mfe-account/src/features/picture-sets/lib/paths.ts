import { href } from '@shop/contracts/core';

/** The account module's picture-set URLs, under the route table's 'myaccount' and 'newpictureset' entries. */
const MY_ACCOUNT = href('myaccount');
const NEW_SET = href('newpictureset');

export const paths = {
  pictureSets: `${MY_ACCOUNT}/picture-sets`,
  pictureSet: (uuid: string) => `${MY_ACCOUNT}/picture-sets/${encodeURIComponent(uuid)}`,
  favorites: (uuid: string) => `${MY_ACCOUNT}/picture-sets/${encodeURIComponent(uuid)}/favorites`,
  yearbookPose: (uuid: string, poseUuid?: string) =>
    `${MY_ACCOUNT}/picture-sets/${encodeURIComponent(uuid)}/yearbook-pose${poseUuid ? `/${encodeURIComponent(poseUuid)}` : ''}`,
  newSetLegacy: href('myaccount.new-set'),
  newPictureSet: NEW_SET,
  newFavorites: `${NEW_SET}/favorites`,
  newYearbookPose: (poseUuid?: string) => `${NEW_SET}/yearbook-pose${poseUuid ? `/${encodeURIComponent(poseUuid)}` : ''}`,
  /** Other modules' routes. */
  addPictureSet: href('add-picture-set'),
  packages: href('products.packages'),
} as const;

/** react-router patterns of the pages above. */
export const patterns = {
  pictureSets: `${MY_ACCOUNT}/picture-sets`,
  pictureSet: `${MY_ACCOUNT}/picture-sets/:pictureSetUuid`,
  favorites: `${MY_ACCOUNT}/picture-sets/:pictureSetUuid/favorites`,
  yearbookPose: `${MY_ACCOUNT}/picture-sets/:pictureSetUuid/yearbook-pose/:jobPoseUuid?`,
  newSetLegacy: href('myaccount.new-set'),
  newPictureSet: NEW_SET,
  newFavorites: `${NEW_SET}/favorites`,
  newYearbookPose: `${NEW_SET}/yearbook-pose/:jobPoseUuid?`,
} as const;
