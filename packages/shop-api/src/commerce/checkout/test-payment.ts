/**
 * The built-in test provider (decision 0031): its hosted page's card payment and second step, and its
 * signed callback to the shop. The page reports as a real provider would: a signed callback over HTTP
 * (here through Fastify's inject), which applyPaymentEvent handles like Stripe's webhook.
 */
import { api, TEST_CARDS, type PaymentTransaction } from '@shop/contracts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paymentTransactions } from '../../db/schema';
import { ApiError, notFound, validationError } from '../../http/errors';
import { requestLanguage } from '../../platform';
import { requireUser } from '../../sessions/signed-in';
import { field, type BodyOf, type CheckoutServer } from './context';
import { applyPaymentEvent, ownTransaction, transactionView } from './payments';
import { signTestEvent, TEST_SECOND_STEP_CODE, TEST_SIGNATURE_HEADER, testProviderSecret, verifyTestSignature, type TestCallbackEvent } from './providers';
import { checkoutTexts } from './texts';

/** The customer's test payment, or 404 (also for a test payment left from before TEST_PAYMENTS was switched off). */
async function testTransaction(s: CheckoutServer, request: FastifyRequest, uuid: string) {
  const user = requireUser(request);
  const texts = checkoutTexts(requestLanguage(request));
  const row = await ownTransaction(s.shop.db, user, uuid);
  if (row?.transaction.provider !== 'test' || !s.live.has('test')) throw new ApiError(404, 'transaction_not_found', texts.transactionNotFound);
  return { row, texts, user };
}

async function sendTestCallback(app: FastifyInstance, request: FastifyRequest, transactionUuid: string, status: 'paid' | 'declined', amount: number) {
  const event: TestCallbackEvent = { eventId: randomUUID(), transactionUuid, status, amount };
  const res = await app.inject({
    method: 'POST',
    url: api.testProviderCallback.path,
    headers: {
      host: request.headers.host ?? '',
      [TEST_SIGNATURE_HEADER]: signTestEvent(await testProviderSecret(app.shop.db), event),
      'content-type': 'application/json',
    },
    payload: event,
  });
  if (res.statusCode !== 200) throw new ApiError(502, 'provider_callback', `The payment provider's callback failed (${res.statusCode})`);
}

/** A test card: the success card pays, the second-step card asks for the code, any other is declined. */
export async function payWithTestCard(
  s: CheckoutServer,
  app: FastifyInstance,
  request: FastifyRequest,
  transactionUuid: string,
  body: BodyOf<typeof api.testProviderPay>,
): Promise<PaymentTransaction> {
  const { row, texts, user } = await testTransaction(s, request, transactionUuid);
  if (row.transaction.status !== 'pending') throw new ApiError(409, 'payment_finished', texts.paymentFinished);
  if (body.cardNumber === TEST_CARDS.secondStep) {
    await s.shop.db
      .update(paymentTransactions)
      .set({ status: 'action_required', challenge: TEST_SECOND_STEP_CODE, updatedAt: new Date() })
      .where(eq(paymentTransactions.uuid, row.transaction.uuid));
  } else {
    await sendTestCallback(app, request, row.transaction.uuid, body.cardNumber === TEST_CARDS.success ? 'paid' : 'declined', row.transaction.amount);
  }
  return transactionView((await ownTransaction(s.shop.db, user, transactionUuid))!.transaction);
}

/** The second step's code: the right one pays. */
export async function confirmTestChallenge(
  s: CheckoutServer,
  app: FastifyInstance,
  request: FastifyRequest,
  transactionUuid: string,
  body: BodyOf<typeof api.testProviderConfirm>,
): Promise<PaymentTransaction> {
  const { row, texts, user } = await testTransaction(s, request, transactionUuid);
  if (row.transaction.status !== 'action_required') throw new ApiError(409, 'payment_finished', texts.paymentFinished);
  if (body.code !== row.transaction.challenge) throw validationError([field('body.code', texts.wrongCode)]);
  await sendTestCallback(app, request, row.transaction.uuid, 'paid', row.transaction.amount);
  return transactionView((await ownTransaction(s.shop.db, user, transactionUuid))!.transaction);
}

/** The provider's signed callback: 401 for a wrong signature, 404 while the provider is off or for an unknown payment. */
export async function receiveTestCallback(s: CheckoutServer, request: FastifyRequest, body: BodyOf<typeof api.testProviderCallback>) {
  if (!s.live.has('test')) throw notFound('The test payment provider is off');
  if (!verifyTestSignature(await testProviderSecret(s.shop.db), request.headers[TEST_SIGNATURE_HEADER] as string | undefined, body))
    throw new ApiError(401, 'bad_signature', 'The signature does not match');
  const result = await applyPaymentEvent(s, 'test', body, 'body.amount');
  if (!result) throw notFound('Payment not found');
  return { received: true as const, status: result.status };
}
