import { href, routerPath } from '@shop/contracts/core';

/** The account module's picture-set URLs, by name from the route table. */
export const paths = {
  pictureSets: href('myaccount.picture-sets'),
  pictureSet: (uuid: string) => href('myaccount.picture-set', { pictureSetUuid: uuid }),
  favorites: (uuid: string) => href('myaccount.favorites', { pictureSetUuid: uuid }),
  yearbookPose: (uuid: string, poseUuid?: string) => href('myaccount.yearbook-pose', { pictureSetUuid: uuid, jobPoseUuid: poseUuid }),
  newSetLegacy: href('myaccount.new-set'),
  newPictureSet: href('newpictureset'),
  newFavorites: href('newpictureset.favorites'),
  newYearbookPose: (poseUuid?: string) => href('newpictureset.yearbook-pose', { jobPoseUuid: poseUuid }),
  /** Other modules' routes. */
  addPictureSet: href('add-picture-set'),
  packages: href('products.packages'),
} as const;

/** react-router patterns of the pages above. */
export const patterns = {
  pictureSets: routerPath('myaccount.picture-sets'),
  pictureSet: routerPath('myaccount.picture-set'),
  favorites: routerPath('myaccount.favorites'),
  yearbookPose: routerPath('myaccount.yearbook-pose'),
  newSetLegacy: routerPath('myaccount.new-set'),
  newPictureSet: href('newpictureset'),
  newFavorites: routerPath('newpictureset.favorites'),
  newYearbookPose: routerPath('newpictureset.yearbook-pose'),
} as const;
