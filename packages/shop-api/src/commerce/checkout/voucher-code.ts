/** A voucher code given to the cart in the checkout (verifyRebateCode), and the words of a refused code. */
import { type api, formatMoneyText } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { carts } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { requestLanguage } from '../../platform';
import { requireUser } from '../../sessions/signed-in';
import { lockCart } from '../cart/store';
import { checkoutContext, productsTotal, type BodyOf } from './context';
import { ownCheckout } from './orders';
import { checkoutTexts, type CheckoutTexts } from './texts';
import { findVoucher, voucherProblem, type VoucherProblem } from './vouchers';

export function voucherRefusal(problem: VoucherProblem, texts: CheckoutTexts, minTotal: number, currency: string, lang: string): ApiError {
  const message = problem === 'min-total' ? texts.voucher['min-total'](formatMoneyText(minTotal, currency, lang)) : texts.voucher[problem];
  return new ApiError(409, `voucher_${problem.replace(/-/g, '_')}`, message);
}

/** The cart with the code's rebate, priced with the delivery when one is named; in one transaction holding the cart's lock. */
export async function applyVoucherCode(db: Db, request: FastifyRequest, checkoutUuid: string, body: BodyOf<typeof api.verifyRebateCode>) {
  const user = requireUser(request);
  const lang = requestLanguage(request);
  const texts = checkoutTexts(lang);
  return db.transaction(async (tx) => {
    const cartRow = await lockCart(tx, user);
    if (!(await ownCheckout(tx, user, checkoutUuid))) throw new ApiError(404, 'checkout_not_found', texts.checkoutNotFound);
    const before = await checkoutContext(request, tx);
    const voucher = await findVoucher(tx, request.portal.key, body.code);
    if (!voucher) throw voucherRefusal('not-found', texts, 0, request.portal.currency, lang);
    const problem = await voucherProblem(tx, voucher, user.uuid, productsTotal(before.cart));
    if (problem) throw voucherRefusal(problem, texts, voucher.minTotal, request.portal.currency, lang);
    await tx.update(carts).set({ rebateCode: voucher.code, updatedAt: new Date() }).where(eq(carts.uuid, cartRow.uuid));
    const c = await checkoutContext(request, tx);
    const delivery = body.deliveryOptionUuid ? (c.offer.byUuid.get(body.deliveryOptionUuid) ?? null) : null;
    return { cart: c.charged(delivery) };
  });
}
