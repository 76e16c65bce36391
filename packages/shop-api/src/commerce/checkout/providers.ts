/**
 * Payment providers behind one interface. `invoice` has no external party: the order is confirmed
 * the moment it is created. `test` is the built-in test provider (the embedded default): its hosted
 * page is the shop's payment handover page, and it reports the result to the shop by a signed
 * callback, verified like a real provider's (HMAC-SHA256 over the timestamp and the event's fields,
 * a timestamp at most 5 minutes old). Stripe (stripe.ts) is there when the operator configured it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { href, type PaymentProvider } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { secrets } from '../../db/schema';
import type { PaymentProviderAdapter } from './adapter';
import { stripeProvider } from './stripe';

export const invoiceProvider: PaymentProviderAdapter = {
  name: 'invoice',
  start: () => ({ status: 'paid', redirectUrl: null }),
};

export const testProvider: PaymentProviderAdapter = {
  name: 'test',
  start: (t) => ({ status: 'pending', redirectUrl: href('payment', { transactionUuid: t.uuid }) }),
};

/** The adapter of a provider this server takes payments with (config.liveProviders), else null. */
export function providerFor(name: PaymentProvider, live: ReadonlySet<PaymentProvider>): PaymentProviderAdapter | null {
  if (!live.has(name)) return null;
  if (name === 'invoice') return invoiceProvider;
  if (name === 'test') return testProvider;
  return stripeProvider;
}

// ---- the test provider's signed callback ----

export const TEST_SIGNATURE_HEADER = 'x-test-provider-signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/** The second-step code of the test card that needs one (the test page shows it). */
export const TEST_SECOND_STEP_CODE = '123456';
const SECRET_NAME = 'test_payment_provider';

export interface TestCallbackEvent {
  eventId: string;
  transactionUuid: string;
  status: 'paid' | 'declined';
  amount: number;
}

const signedText = (timestamp: number, e: TestCallbackEvent) => `${timestamp}.${e.eventId}.${e.transactionUuid}.${e.status}.${e.amount}`;

/** TEST_PROVIDER_SECRET, else one generated on first use and kept in the `secrets` table (same for every instance). */
export async function testProviderSecret(db: Db): Promise<Buffer> {
  const fromEnv = process.env.TEST_PROVIDER_SECRET;
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  await db
    .insert(secrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, SECRET_NAME));
  return Buffer.from(row!.value, 'base64');
}

export function signTestEvent(secret: Buffer, event: TestCallbackEvent, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', secret).update(signedText(timestamp, event)).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export function verifyTestSignature(secret: Buffer, header: string | undefined, event: TestCallbackEvent, now = Date.now()): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1 || !/^[0-9a-f]{64}$/.test(parts.v1)) return false;
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(signedText(timestamp, event)).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}
