import { href } from '@shop/contracts/core';

/** The account area's own pages, by name from the route table. */
export const profilePaths = {
  menu: href('myaccount'),
  contactInfo: href('myaccount.contact-info'),
  changePassword: href('myaccount.change-password'),
  communication: href('myaccount.communication'),
  cancelPackages: href('myaccount.cancel-packages'),
  share: href('myaccount.share'),
  pictureSets: href('myaccount.picture-sets'),
};

/** Other modules' pages, from the route table. */
export const otherModulePaths = {
  orders: () => href('myaccount.orders'),
};
