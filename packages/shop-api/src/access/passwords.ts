/**
 * Password hashing: scrypt from node:crypto at the OWASP recommendation (N=2^17, r=8, p=1), a
 * 64-byte key and a random 16-byte salt, stored as `scrypt$N$r$p$salt$hash` (salt and hash base64),
 * so the cost can be raised later: verifyPassword reads the parameters from the stored string and
 * needsRehash tells when a stored hash is weaker than today's setting.
 *
 * Tests only may lower the cost (setPasswordCostForTests, from src/testing/setup.ts): hundreds of
 * sign-ins at 128 MiB and ~0.4 s each were most of the API suite's time. The setter refuses outside
 * Vitest, so a server never runs below SCRYPT.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { HashQueue, type HashTicket } from './hash-queue';
import { scryptOnThread } from './scrypt-threads';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
  keyLength: number;
  saltLength: number;
}

/** Production parameters: what every server uses. */
export const SCRYPT: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 });
let cost: Readonly<ScryptCost> = SCRYPT;

/** The parameters hashPassword uses now (SCRYPT unless a test lowered them). */
export const passwordCost = (): Readonly<ScryptCost> => cost;

/** Tests only: hash with other parameters (a cheaper N). Throws outside Vitest. */
export function setPasswordCostForTests(next: Readonly<ScryptCost>): void {
  if (!process.env.VITEST) throw new Error('setPasswordCostForTests is for tests only');
  cost = next;
}
/** Refuse stored parameters beyond this (a tampered row must not exhaust memory). */
const MAX_N = 2 ** 20;

/**
 * scrypt costs 128 MiB and ~0.4 s of a core: at most HASH_CONCURRENCY hashes run at once (half the
 * cores, at most 2: a core stays for the event loop), each on a thread of its own at a low CPU
 * priority (scrypt-threads.ts), and HASH_QUEUE wait, so a sign-in flood slows sign-ins only and memory
 * stays at HASH_CONCURRENCY x 128 MiB. A full queue refuses at once (503 with Retry-After:
 * ServiceBusyError) instead of letting answers hang.
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(2, Math.floor(availableParallelism() / 2)));
export const HASH_QUEUE = 16;
export const hashQueue = new HashQueue(HASH_CONCURRENCY, HASH_QUEUE);

function derive(password: string, salt: Buffer, keyLength: number, opts: { N: number; r: number; p: number }, ticket?: HashTicket): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; node's default cap (32 MiB) is below that at N=2^17
  const options = { N: opts.N, r: opts.r, p: opts.p, maxmem: 256 * opts.N * opts.r + 1024 * 1024 };
  return (ticket ?? hashQueue).run(() => scryptOnThread(password.normalize('NFKC'), salt, keyLength, options));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(cost.saltLength);
  const key = await derive(password, salt, cost.keyLength, cost);
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface Parsed {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every(Number.isSafeInteger) || N < 2 || N > MAX_N || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

const DUMMY_SALT = randomBytes(SCRYPT.saltLength);

/**
 * True when `password` matches the stored hash; false for a wrong password, a missing hash (pass
 * null for an unknown user) or a malformed one. Those cases cost the same time as a real check, so
 * the answer time does not tell whether an account exists. With a `ticket` (hashQueue.admit) the hash
 * takes the place in the queue taken before.
 */
export async function verifyPassword(password: string, stored: string | null | undefined, ticket?: HashTicket): Promise<boolean> {
  const parsed = stored ? parse(stored) : null;
  if (!parsed) {
    await derive(password, DUMMY_SALT, cost.keyLength, cost, ticket);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.key.length, parsed, ticket);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** The stored hash uses weaker parameters than hashPassword does today. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < cost.N || parsed.r < cost.r || parsed.p < cost.p || parsed.key.length < cost.keyLength;
}
