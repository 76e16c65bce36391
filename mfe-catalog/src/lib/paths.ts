import { href, routerPath } from '@shop/contracts/core';

export type ListType = 'cards' | 'calendars' | 'photogifts';

/** Every page this module links to, from the route table (no path is written by hand). */
export const paths = {
  packages: () => href('products.packages'),
  categories: () => href('products.list'),
  list: (type: ListType, category?: string) => href('products.type', { type, category }),
  digitalPortraits: (subjectUuid?: string) => href('products.digitalportraits', { subjectUuid }),
  catalogues: () => href('products.catalogues'),
  create: (type: ListType, productUuid: string, templateUuid: string, category?: string) =>
    category ? href('products.category.create', { type, category, productUuid, templateUuid }) : href('products.create', { type, productUuid, templateUuid }),
  packageCreate: (packageUuid: string) => href('products.packages.create', { packageUuid }),
  cart: () => href('cart'),
  newPictureSet: () => href('newpictureset'),
  login: () => href('login'),
  enterCode: () => href('enter-code'),
};

/** react-router patterns of the module's routes. */
export const patterns = {
  root: routerPath('products.root'),
  list: routerPath('products.list'),
  packages: routerPath('products.packages'),
  digital: routerPath('products.digitalportraits'),
  digitalOld: routerPath('products.digitalportraits.old'),
  catalogues: routerPath('products.catalogues'),
  categories: routerPath('products.categories.category'),
  type: routerPath('products.type'),
};

/** Template artwork and previews (spec 2: /templates/all/{preview.large}). */
export const templateFile = (path: string) => `/templates/all/${path}`;
