import { call } from '@shop/api-client';
import { checkoutApi } from '@shop/contracts/checkout';

/** The payment handover's calls: the transaction, and the built-in test provider's page. */
export const readTransaction = (transactionUuid: string) => call(checkoutApi.transaction, { params: { transactionUuid } });
export const payWithTestCard = (transactionUuid: string, cardNumber: string) =>
  call(checkoutApi.testProviderPay, { params: { transactionUuid }, body: { cardNumber } });
export const confirmTestCode = (transactionUuid: string, code: string) =>
  call(checkoutApi.testProviderConfirm, { params: { transactionUuid }, body: { code } });
