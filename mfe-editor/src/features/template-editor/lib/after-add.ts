/**
 * Where the buy flow goes after Add to cart (spec 2 section 4; the package-create screen likewise): to the
 * retouch options (/shopping-cart/retouch, the checkout's page) when the shop sells retouch and an added
 * design uses a picture that can be retouched, else to the cart. A picture qualifies as the retouch
 * options page counts it: one of the picture set's own pictures (not an upload), not a group picture.
 * Updating a cart line always goes back to the cart.
 */
import type { PictureSet } from '@shop/contracts/account';
import type { UserResource } from '@shop/contracts/commerce';
import { href } from '@shop/contracts/core';

export function retouchable(resources: readonly Pick<UserResource, 'image'>[], pictureSet: Pick<PictureSet, 'pictures'> | null): boolean {
  const candidates = new Set((pictureSet?.pictures ?? []).filter((p) => !p.groupPicture && p.pictureType !== 'GP').map((p) => p.uuid));
  return resources.some((r) => Boolean(r.image?.uuid && candidates.has(r.image.uuid)));
}

export function afterAddPath(args: {
  update: boolean;
  retouchAvailable: boolean;
  resources: readonly Pick<UserResource, 'image'>[];
  pictureSet: Pick<PictureSet, 'pictures'> | null;
}): string {
  if (!args.update && args.retouchAvailable && retouchable(args.resources, args.pictureSet)) return href('cart.retouch');
  return href('cart');
}
