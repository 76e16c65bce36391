import { href } from '@shop/contracts/core';

/** The account area's own paths (under the 'myaccount' route of the route table). */
const base = href('myaccount');
export const profilePaths = {
  menu: base,
  contactInfo: `${base}/contact-info`,
  changePassword: `${base}/change-password`,
  communication: `${base}/communication`,
  cancelPackages: `${base}/cancel-picture-packages`,
  share: `${base}/share`,
  pictureSets: `${base}/picture-sets`,
};

/** Other modules' pages, from the route table. */
export const otherModulePaths = {
  orders: () => href('myaccount.orders'),
};
