import { call, wrapError } from '@shop/api-client';
import { checkoutApi, type TransactionBody } from '@shop/contracts/checkout';

/**
 * The checkout calls, each failure wrapped with the spec's text ('Failed to create checkout: …'),
 * so the screen shows what went wrong and the log says which call it was.
 */
async function wrapped<T>(prefix: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw wrapError(prefix, error);
  }
}

export const startCheckout = () => wrapped('Failed to create checkout', () => call(checkoutApi.startCheckout));

export const fetchPaymentOptions = (checkoutUuid: string, deliveryUuid: string) =>
  wrapped('Failed to fetch payment options', () => call(checkoutApi.paymentOptions, { params: { checkoutUuid, deliveryUuid } }));

export const selectPaymentOption = (checkoutUuid: string, deliveryUuid: string, paymentUuid: string) =>
  wrapped('Failed to set payment option', () => call(checkoutApi.selectPaymentOption, { params: { checkoutUuid, deliveryUuid, paymentUuid } }));

export const createTransaction = (checkoutUuid: string, body: TransactionBody) =>
  wrapped('Failed to create transaction', () => call(checkoutApi.createTransaction, { params: { checkoutUuid }, body }));

export const verifyRebateCode = (checkoutUuid: string, code: string, deliveryOptionUuid: string | null) =>
  wrapped('Failed to use voucher code', () => call(checkoutApi.verifyRebateCode, { params: { checkoutUuid }, body: { code, deliveryOptionUuid } }));

export const addCheckoutCatalogues = (checkoutUuid: string, catalogues: { uuid: string; subject: { uuid: string }; quantity: number }[]) =>
  wrapped('Failed to add catalogues to cart', () => call(checkoutApi.addCheckoutCatalogues, { params: { checkoutUuid }, body: { catalogues } }));

/** `failed`: the spec's 'Failed to buy digital sets' in the page's language. */
export const addCheckoutDigitalSets = (checkoutUuid: string, subjects: { uuid: string; name: string }[], failed = 'Failed to buy digital sets') =>
  wrapped(failed, () => call(checkoutApi.addCheckoutDigitalSets, { params: { checkoutUuid }, body: { data: { subjects } } }));
