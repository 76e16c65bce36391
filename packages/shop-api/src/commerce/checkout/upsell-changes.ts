/** The checkout's upsells that change the cart: the catalogues' 'Add to cart' and 'Buy digital sets'. */
import type { api } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { CartRow, UserRow } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { requestLanguage } from '../../platform';
import { requireUser } from '../../sessions/signed-in';
import { addCatalogues } from '../cart/catalogues';
import { lockCart, touch } from '../cart/store';
import { loadCatalog, type PortalCatalog } from '../catalog/load';
import { commerceTexts } from '../texts';
import { checkoutContext, type BodyOf } from './context';
import { ownCheckout } from './orders';
import { checkoutTexts } from './texts';
import { addDiscountedSets } from './upsells';

type Change = (tx: Db, user: UserRow, cart: CartRow, catalog: PortalCatalog) => Promise<void>;

/** A cart change from an upsell, in a transaction holding the cart's lock; 404 for a checkout that is not the customer's. Answers the checkout as it is after. */
async function upsellChange(db: Db, request: FastifyRequest, checkoutUuid: string, change: Change) {
  const user = requireUser(request);
  const lang = requestLanguage(request);
  await db.transaction(async (tx) => {
    const cartRow = await lockCart(tx, user);
    if (!(await ownCheckout(tx, user, checkoutUuid))) throw new ApiError(404, 'checkout_not_found', checkoutTexts(lang).checkoutNotFound);
    await change(tx, user, cartRow, await loadCatalog(tx, request.portal, lang));
    await touch(tx, cartRow);
  });
  return checkoutContext(request, db);
}

export function addUpsellCatalogues(db: Db, request: FastifyRequest, checkoutUuid: string, body: BodyOf<typeof api.addCheckoutCatalogues>) {
  const lang = requestLanguage(request);
  return upsellChange(db, request, checkoutUuid, async (tx, user, cart, catalog) => {
    await addCatalogues(tx, catalog, user, cart, body, commerceTexts(lang));
  });
}

/** The discounted digital sets of the named picture sets; 404 for a set not in the account, 409 when none has a digital offer. */
export function addUpsellDigitalSets(db: Db, request: FastifyRequest, checkoutUuid: string, body: BodyOf<typeof api.addCheckoutDigitalSets>) {
  const lang = requestLanguage(request);
  const texts = checkoutTexts(lang);
  return upsellChange(db, request, checkoutUuid, async (tx, user, cart, catalog) => {
    const subjectUuids = body.data.subjects.map((s) => s.uuid);
    const result = await addDiscountedSets(tx, request.portal, catalog, user, cart, subjectUuids, commerceTexts(lang));
    if (!result) throw new ApiError(404, 'picture_set_not_found', texts.pictureSetNotFound);
    if (result.added === 0) throw new ApiError(409, 'no_digital_offer', texts.noDigitalOffer);
  });
}
