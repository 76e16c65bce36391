/**
 * What a payment provider is to checkout (providers.ts has invoice and test, stripe.ts Stripe). Its own
 * file, below both, so the providers and the list of them import one way only (docs/decisions/0082).
 */
import type { PaymentProvider } from '@shop/contracts';
import type { TransactionStatus } from '../../db/schema';

export interface ProviderStart {
  status: TransactionStatus;
  /** Where the browser pays; null: nothing to pay there (invoice). */
  redirectUrl: string | null;
}

export interface PaymentProviderAdapter {
  name: PaymentProvider;
  /** Called inside the transaction that creates the order and its payment. */
  start(transaction: { uuid: string; amount: number; currency: string }): ProviderStart;
}
