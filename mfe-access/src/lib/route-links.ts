import { href, ownerOf } from '@shop/contracts/core';

/** Links to other modules' pages, built from the route table. */
export const links = {
  myPictureSets: () => href('myaccount.picture-sets'),
  newPictureSet: () => href('newpictureset'),
  packages: () => href('products.packages'),
  home: () => href('home'),
};

/** True when this module (access) renders the path itself, so react-router can move there. */
export function isAccessPath(path: string): boolean {
  return ownerOf(new URL(path, 'http://x').pathname) === 'access';
}
