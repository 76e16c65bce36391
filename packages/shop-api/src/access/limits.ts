/**
 * Rate limits of the access endpoints, counted in the database (rate_limit_events) so that every
 * instance behind a load balancer sees the same numbers. A rule is a sliding window: at most
 * `limit` counted attempts per key within the last `windowSeconds`; the next one is refused until
 * the oldest of them leaves the window (HTTP 429 with Retry-After, see `tooManyAttempts`).
 *
 * They slow an attacker down without letting anyone lock a customer out:
 * - hard limits are per client address, or per account *and* address: failures from elsewhere
 *   never refuse the customer's own sign-in;
 * - per account over all addresses only a progressive delay (signInDelayMs), capped at 2 seconds.
 * docs/decisions/0004-access-rate-limits.md explains the numbers, docs/security.md the threat model.
 *
 * Deciding and counting are one step (`reserve`): in one transaction that holds a lock per key
 * (pg_advisory_xact_lock), the rules are checked and, when every one has room, the attempt is
 * recorded. So parallel requests cannot all pass the last free slot. Calls that count only failures
 * (unknown codes, wrong passwords) reserve the slot before the work and give it back on success.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { rateLimitEvents } from '../db/schema';
import { ApiError } from '../http/errors';
import { requestLanguage } from '../platform';
import { visitorToken } from '../sessions/sessions';
import { accessTexts } from './texts';

export interface RateRule {
  /** Stored with each event; rules sharing a bucket count the same events. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

const MINUTES_15 = 15 * 60;
const HOUR = 60 * 60;

export const RULES = {
  /** Unknown picture codes (verify, add by code) from one device (its visitor key: see keys.device). */
  codeDevice: { bucket: 'code:device', limit: 10, windowSeconds: MINUTES_15 },
  /**
   * Unknown picture codes per client address: the ceiling of a crowded network (a school's Wi-Fi at a
   * parents' evening, a carrier's shared address), where each device has its own 10 first.
   */
  codeIp: { bucket: 'code:ip', limit: 100, windowSeconds: MINUTES_15 },
  /** Unknown picture codes tried by one signed-in account (add by code), from any address. */
  codeAccount: { bucket: 'code:account', limit: 10, windowSeconds: MINUTES_15 },
  /** Failed sign-ins per client address (any e-mail). */
  signInIp: { bucket: 'signin:ip', limit: 20, windowSeconds: MINUTES_15 },
  /** Failed sign-ins for one e-mail from one client address. */
  signInAccountIp: { bucket: 'signin:account-ip', limit: 10, windowSeconds: MINUTES_15 },
  /** Failed sign-ins for one e-mail from anywhere: never refused, only delayed (signInDelayMs). */
  signInAccount: { bucket: 'signin:account', limit: Number.POSITIVE_INFINITY, windowSeconds: MINUTES_15 },
  /** user_exists_by_email, every lookup, per client address. */
  lookupIp: { bucket: 'lookup:ip', limit: 30, windowSeconds: MINUTES_15 },
  /**
   * user_exists_by_email, every lookup of one e-mail address from anywhere: never refused (the
   * customer's own login-or-register flow needs the answer), only delayed like sign-in failures.
   */
  lookupEmail: { bucket: 'lookup:email', limit: Number.POSITIVE_INFINITY, windowSeconds: MINUTES_15 },
  /** 'Forgot your password?', every request, per client address. */
  resetIp: { bucket: 'reset:ip', limit: 10, windowSeconds: HOUR },
  /**
   * Reset e-mails to one address (existing or not): at most 3 an hour. A further request is not
   * refused: it sends nothing and keeps the newest link valid, so nobody can stop the customer's reset.
   */
  resetEmail: { bucket: 'reset:email', limit: 3, windowSeconds: HOUR },
  /** Registrations (each costs a password hash and tells whether an e-mail is taken), per client address. */
  registerIp: { bucket: 'register:ip', limit: 20, windowSeconds: MINUTES_15 },
} as const satisfies Record<string, RateRule>;

/** Failures of one account (all addresses) before sign-in answers are delayed. */
export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_DELAY_BASE_MS = 250;
export const SIGN_IN_DELAY_MAX_MS = 2000;

/** The delay before checking a password, after `failures` recent failures of the account: 0, then 250 ms doubling, at most 2 s. */
export function signInDelayMs(failures: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  return Math.min(SIGN_IN_DELAY_BASE_MS * 2 ** (failures - SIGN_IN_FREE_FAILURES), SIGN_IN_DELAY_MAX_MS);
}

/** Events older than this are of no rule any more. */
const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(RULES).map((r) => r.windowSeconds));

const keyHash = (bucket: string, key: string) => createHash('sha256').update(`${bucket}\n${key}`).digest('hex');

/** Keys: what a rule counts by. E-mail addresses are compared case-insensitively, per portal. */
export const keys = {
  ip: (request: FastifyRequest) => request.ip,
  /**
   * The device: its visitor key, the CSRF token it proved it holds (the session's, or a visitor's
   * random cookie token before any session exists). A device that drops its cookies is a new device, so
   * this limit only spares honest neighbours; the per-address ceiling stops an attacker.
   */
  device: (request: FastifyRequest) => `${request.portal.key}\n${request.session?.csrfToken ?? visitorToken(request) ?? request.ip}`,
  email: (request: FastifyRequest, email: string) => keys.portalEmail(request.portal.key, email),
  /** An address of a portal (the studio names the customer's portal, not the request's). */
  portalEmail: (portal: string, email: string) => `${portal}\n${email.trim().toLowerCase()}`,
  emailAndIp: (request: FastifyRequest, email: string) => `${request.portal.key}\n${email.trim().toLowerCase()}\n${request.ip}`,
  user: (uuid: string) => `user\n${uuid}`,
};

const windowStart = (rule: RateRule) => sql`clock_timestamp() - make_interval(secs => ${rule.windowSeconds})`;

/** Counted attempts of `key` inside the rule's window. */
export async function countAttempts(db: Db, rule: RateRule, key: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, rule.bucket), eq(rateLimitEvents.keyHash, keyHash(rule.bucket, key)), gt(rateLimitEvents.at, windowStart(rule))));
  return row?.n ?? 0;
}

/**
 * Seconds until `key` may try again under `rule`, or 0 when it may now. The limit-th newest event
 * in the window decides: once it has left the window, fewer than `limit` remain.
 */
export async function retryAfterSeconds(db: Db, rule: RateRule, key: string): Promise<number> {
  if (!Number.isFinite(rule.limit)) return 0;
  const [row] = await db
    .select({ wait: sql<number>`extract(epoch from (${rateLimitEvents.at} + make_interval(secs => ${rule.windowSeconds}) - clock_timestamp()))::float8` })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, rule.bucket), eq(rateLimitEvents.keyHash, keyHash(rule.bucket, key)), gt(rateLimitEvents.at, windowStart(rule))))
    .orderBy(sql`${rateLimitEvents.at} DESC`)
    .offset(rule.limit - 1)
    .limit(1);
  return row ? Math.max(1, Math.ceil(Number(row.wait))) : 0;
}

/** Counts one attempt of `key`. */
export async function recordAttempt(db: Db, rule: RateRule, key: string): Promise<void> {
  await db.insert(rateLimitEvents).values({ bucket: rule.bucket, keyHash: keyHash(rule.bucket, key) });
}

/** Forgets the attempts of `key` (a successful sign-in clears its failures). */
export async function clearAttempts(db: Db, rule: RateRule, key: string): Promise<void> {
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, rule.bucket), eq(rateLimitEvents.keyHash, keyHash(rule.bucket, key))));
}

export type RuleCheck = [rule: RateRule, key: string];

/** The 429 for a limited request: the standard error format, a Retry-After header, a text in the visitor's language. */
export function tooManyAttempts(request: FastifyRequest, reply: FastifyReply, seconds: number): ApiError {
  reply.header('retry-after', String(seconds));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new ApiError(429, 'rate_limited', accessTexts(requestLanguage(request)).rateLimited(minutes));
}

/** Counted attempts that a success gives back (release). */
export interface Reservation {
  release(): Promise<void>;
}

/** The advisory-lock keys of the checks, sorted (one order for everyone: no deadlock). */
const lockKeys = (checks: RuleCheck[]) => [...new Set(checks.map(([rule, key]) => keyHash(rule.bucket, key)))].sort();

/** Rows of db.execute on either driver (PGlite answers { rows }, postgres-js the rows themselves). */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * One atomic step: under a lock per key, checks every rule and, when all have room, records the
 * attempt under each. Answers the reservation, or the seconds to wait (nothing is recorded then).
 * Two statements in the transaction (they were one per lock, check and insert: a sign-in flood on
 * PGlite queued them all in the server's thread, issue 15): the locks, then checking and recording in
 * one statement, whose snapshot is taken after the locks, so it sees every attempt committed before.
 * For each rule the limit-th newest event in the window decides the wait (as retryAfterSeconds).
 */
export async function tryReserve(db: Db, checks: RuleCheck[]): Promise<Reservation | { wait: number }> {
  type Row = { bucket: string; key_hash: string; at: string };
  const locks = lockKeys(checks);
  const rules = sql.join(
    checks.map(
      ([rule, key]) =>
        sql`(${rule.bucket}::text, ${keyHash(rule.bucket, key)}::text, ${Number.isFinite(rule.limit) ? rule.limit : null}::int, ${rule.windowSeconds}::int)`,
    ),
    sql`, `,
  );
  const taken = await db.transaction(async (tx): Promise<{ wait: number; added: Row[] }> => {
    // unnest gives the keys in the array's (sorted) order
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(k)) FROM unnest(ARRAY[${sql.join(locks, sql`, `)}]::text[]) AS k`);
    const [row] = rowsOf<{ wait: number; added: Row[] | string }>(
      await tx.execute(sql`
        WITH rules (bucket, key_hash, lim, secs) AS (VALUES ${rules}),
        waits AS (
          SELECT coalesce(max(greatest(1, ceil(extract(epoch from (e.at + make_interval(secs => r.secs) - clock_timestamp()))))), 0)::float8 AS wait
            FROM rules r
            CROSS JOIN LATERAL (
              SELECT ev.at FROM rate_limit_events ev
               WHERE ev.bucket = r.bucket AND ev.key_hash = r.key_hash AND ev.at > clock_timestamp() - make_interval(secs => r.secs)
               ORDER BY ev.at DESC OFFSET r.lim - 1 LIMIT 1
            ) e
           WHERE r.lim IS NOT NULL
        ),
        added AS (
          INSERT INTO rate_limit_events (bucket, key_hash)
          SELECT bucket, key_hash FROM rules WHERE (SELECT wait FROM waits) = 0
          RETURNING bucket, key_hash, at::text AS at
        )
        SELECT (SELECT wait FROM waits) AS wait, (SELECT coalesce(json_agg(added), '[]'::json) FROM added) AS added`),
    );
    // the time as text: a Date would lose the microseconds that tell a row from its neighbours
    return { wait: Number(row!.wait), added: typeof row!.added === 'string' ? (JSON.parse(row!.added) as Row[]) : row!.added };
  });
  if (taken.wait > 0) return { wait: taken.wait };
  return {
    async release() {
      for (const row of taken.added) {
        await db.execute(
          sql`DELETE FROM rate_limit_events WHERE ctid IN (SELECT ctid FROM rate_limit_events WHERE bucket = ${row.bucket} AND key_hash = ${row.key_hash} AND at = ${row.at}::timestamptz LIMIT 1)`,
        );
      }
    },
  };
}

/** tryReserve, or the 429 (the longest wait is announced). */
export async function reserve(request: FastifyRequest, reply: FastifyReply, checks: RuleCheck[]): Promise<Reservation> {
  const result = await tryReserve(request.server.shop.db, checks);
  if ('wait' in result) throw tooManyAttempts(request, reply, result.wait);
  return result;
}

/** For calls where every request counts: the attempt is recorded, or the 429 thrown. */
export async function consume(request: FastifyRequest, reply: FastifyReply, checks: RuleCheck[]): Promise<void> {
  await reserve(request, reply, checks);
}

export async function purgeOldAttempts(db: Db): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.at, sql`clock_timestamp() - make_interval(secs => ${LONGEST_WINDOW_SECONDS})`));
}
