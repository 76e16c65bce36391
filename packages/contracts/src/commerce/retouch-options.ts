/**
 * The retouch options page (spec 2 'Retouch options', spec 3 /shopping-cart/retouch): the pictures of
 * the cart that can be retouched, each with the sub-products chosen so far and the retouch tasks the
 * customer gave the photographer (userRetouchTasks), and what the retouch costs now.
 */
import * as v from 'valibot';
import { defineCall } from '../call';
import { Money, Product } from './products';

export const RetouchPicture = v.object({
  uuid: v.string(),
  webshopId: v.number(),
  /** The picture, 320 wide. */
  image: v.string(),
  subject: v.object({ uuid: v.string(), name: v.string() }),
  /** The retouch product's sub-products chosen for this picture (empty: not retouched). */
  subProductUuids: v.array(v.string()),
  userRetouchTasks: v.array(v.object({ uuid: v.string(), name: v.string() })),
});
export type RetouchPicture = v.InferOutput<typeof RetouchPicture>;

export const RetouchOptions = v.object({
  /** null: the portal sells no retouch ('Retouch not available'). */
  retouchProduct: v.nullable(Product),
  pictures: v.array(RetouchPicture),
  /** Pictures with at least one sub-product chosen. */
  pictureCount: v.number(),
  /** The retouch lines' total as the cart charges it. */
  totalPrice: Money,
});
export type RetouchOptions = v.InferOutput<typeof RetouchOptions>;

export const retouchOptionsCall = defineCall({ method: 'GET', path: '/api/webshop/cart/retouch', signedIn: true, response: RetouchOptions });
