import { href } from '@shop/contracts/core';

/** Every page this module links to, from the route table (no path is written by hand). */
export const paths = {
  cart: () => href('cart'),
  cartEdit: (uuid: string) => href('cart.edit', { uuid }),
  retouch: () => href('cart.retouch'),
  checkout: () => href('checkout'),
  productList: () => href('products.list'),
  catalogues: () => href('products.catalogues'),
  digitalPortraits: (subjectUuid: string) => href('products.digitalportraits', { subjectUuid }),
  /** The digital portraits of every picture set (the digital upsell's 'Check out offer'). */
  digitalPortraitsList: () => href('products.digitalportraits'),
  /** The editor opened on a line in the cart (it updates that line instead of adding one). */
  templateEditor: (type: 'cards' | 'calendars' | 'photogifts', productUuid: string, templateUuid: string, orderLine: string) =>
    href('products.create', { type, productUuid, templateUuid }, { orderLine }),
  packageEditor: (packageUuid: string, orderLine: string) => href('products.packages.create', { packageUuid }, { orderLine }),
};

/** A picture's derivative as the server serves it (only to the customer who may see the picture). */
export const pictureUrl = (pictureUuid: string, width: 320 | 640 | 800 = 320) => `/api/webshop/pictures/${pictureUuid}/${width}`;
