/** 'Go to checkout' (startCheckout): a checkout of the customer's cart, with everything the checkout page shows first. */
import type { CheckoutOptions } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { subjects, userSubjects, type Portal, type UserRow } from '../../db/schema';
import { currentUser, requestLanguage } from '../../platform';
import { addressProvider } from './address/register';
import type { CheckoutConfig } from './config';
import { catalogueDays, checkoutContext, refuseUnbuyable } from './context';
import { openCheckout } from './orders';
import { catalogueUpsells, digitalUpsell } from './upsells';
import { hasActiveVouchers } from './vouchers';

export async function startCheckout(db: Db, request: FastifyRequest) {
  const profile = await currentUser(request);
  const c = await checkoutContext(request, db);
  refuseUnbuyable(c.cart, c.texts);
  const checkout = await openCheckout(db, c.user);
  const jobsOfUser = new Set(c.offer.methods.length ? await userJobs(db, c.user) : []);
  const digital = await digitalUpsell(db, request.portal, c.catalog, c.user);
  return {
    cart: c.cart,
    checkoutUuid: checkout.uuid,
    deliveryMethods: c.offer.methods,
    user: profile,
    hasActiveRebateCampaigns: await hasActiveVouchers(db, request.portal.key),
    // per language when the studio set them (portals.policies), else the one text
    termsOfPurchase: request.portal.policies?.termsOfPurchase?.[requestLanguage(request)] ?? request.portal.termsOfPurchase,
    options: checkoutOptions(request.portal, c.config),
    // one at a time in this order: the digital offer first, then the catalogues
    upsaleList: [...(digital ? [digital] : []), ...catalogueUpsells(c.catalog, c.cart, jobsOfUser)],
    catalogueMaxDeliveryTime: catalogueDays(c.cart, c.catalog),
  };
}

function checkoutOptions(portal: Portal, config: CheckoutConfig): CheckoutOptions {
  return {
    gatherAddress2: portal.options.gatherAddress2,
    gatherState: portal.options.gatherState,
    states: config.options.states,
    hidePostalCode: portal.options.hidePostalCode,
    showDisabledDeliveryCountry: config.options.showDisabledDeliveryCountry,
    // only where the register knows the portal's country
    useAddressAutocompleteService: config.options.useAddressAutocompleteService && addressProvider().covers(portal.country),
    enableOrderComment: config.options.enableOrderComment,
    country: portal.country,
  };
}

/** The jobs of the customer's picture sets (the catalogue upsells are of those jobs). */
async function userJobs(db: Db, user: UserRow): Promise<string[]> {
  const rows = await db
    .select({ job: subjects.job })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.uuid, userSubjects.subjectUuid))
    .where(eq(userSubjects.userUuid, user.uuid));
  return rows.map((r) => r.job);
}
