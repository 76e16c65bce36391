/**
 * The session query: the one statement every request with a portal waits for (decisions 0040, 0063).
 * It reads the settings version (what the portal cache is checked against, portals/cache.ts) and the
 * cookie's session and user, if the session is live; a route may add a read of its own to it
 * (SessionRead). Sessions and users are never cached: every request reads them after it arrived, so
 * a session signed out, expired or revoked anywhere is refused by the next request.
 *
 * Requests that arrive together share the statement: the session ids of one turn of the event loop
 * go in one run (a JSON array of ids, one row set per id, told apart by its position `n`), sent when
 * the turn's I/O is handled (setImmediate, which is when postgres-js would write them anyway). Nothing
 * waits for a batch to fill. Each request still gets only the rows of its own id.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { namedStatement, perDatabase, type Db } from '../db/client';
import { sessions, settingsVersion, users, type SessionRow, type UserRow } from '../db/schema';

/** The ids of the batch: a JSON array sent as text (one parameter of fixed type, which both drivers pass as it is). */
const IDS = sql`json_array_elements_text(${sql.placeholder('ids')}::text::json) WITH ORDINALITY AS ids(id, n)`;

/**
 * The session query's select and joins, which a route's read extends with its own columns and left
 * joins (keyed on the session's `users` and `sessions` columns, never on a parameter) before ending
 * with SETTINGS_ROW. Rows of several ids may interleave in the read's order: they are grouped by `n`.
 */
export function sessionSelect<E extends SelectedFields>(db: Db, extra: E) {
  return db
    .select({ n: sql<number>`ids.n`.mapWith(Number), version: settingsVersion.value, session: sessions, user: users, ...extra })
    .from(settingsVersion)
    .crossJoin(IDS)
    .leftJoin(sessions, and(eq(sessions.id, sql`ids.id`), gt(sessions.expiresAt, sql`now()`)))
    .leftJoin(users, eq(users.uuid, sessions.userUuid))
    .$dynamic();
}

/** The one row of settings_version: the condition every session query ends with. */
export const SETTINGS_ROW = eq(settingsVersion.id, 1);

/** A row of the session query (a route's read adds columns of its own). */
export interface SessionQueryRow {
  n: number;
  version: number;
  session: SessionRow | null;
  user: UserRow | null;
}

interface SessionStatement<R> {
  execute(params: { ids: string }): Promise<R[]>;
}

/**
 * At most this many ids per run: more requests in one turn make further runs, sent at once, which
 * PostgreSQL works on side by side (pool connections) while the server reads the next requests.
 */
const MAX_BATCH = 16;

type Waiting<R> = { id: string; resolve(rows: R[]): void; reject(err: unknown): void };

/** The ids of one turn of the event loop, sent together; each caller gets its own id's rows, in order. */
export class Batch<R extends { n: number }> {
  #waiting: Waiting<R>[] = [];
  #scheduled = false;

  constructor(private readonly statement: SessionStatement<R>) {}

  rowsOf(id: string): Promise<R[]> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ id, resolve, reject });
      if (this.#waiting.length >= MAX_BATCH) this.#send();
      else if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => {
          this.#scheduled = false;
          this.#send();
        });
      }
    });
  }

  #send(): void {
    const batch = this.#waiting;
    if (!batch.length) return;
    this.#waiting = [];
    this.statement.execute({ ids: JSON.stringify(batch.map((w) => w.id)) }).then(
      (rows) => {
        const byPosition = batch.map((): R[] => []);
        for (const row of rows) byPosition[row.n - 1]?.push(row);
        for (const [i, w] of batch.entries()) w.resolve(byPosition[i]!);
      },
      (err) => {
        for (const w of batch) w.reject(err);
      },
    );
  }
}

/**
 * A route's own read, sent with the session query as one statement: one round trip instead of two.
 * `build` extends `sessionSelect`; the request's rows are the session's row repeated once per row of
 * the read, and `take` turns them into what the handler needs. The hook sets the result only when the
 * session counts for the request (live, this portal's, with a user), so the read sees exactly the
 * user the request is authorised as.
 */
export interface SessionRead<T> {
  rowsOf(db: Db, id: string): Promise<SessionQueryRow[]>;
  take(rows: SessionQueryRow[]): T;
}

export function sessionRead<R extends SessionQueryRow, T>(
  name: string,
  build: (db: Db) => { prepare(name: string): SessionStatement<R> },
  take: (rows: R[]) => T,
): SessionRead<T> {
  const batch = perDatabase((db) => new Batch(namedStatement(build(db).prepare(name))));
  return { rowsOf: (db, id) => batch(db).rowsOf(id), take: take as (rows: SessionQueryRow[]) => T };
}

/** The session query alone (every request with a portal whose route has no read of its own). */
export const sessionOnly = sessionRead(
  'session_and_settings_version',
  (db) => sessionSelect(db, {}).where(SETTINGS_ROW),
  () => undefined,
);

/** What the route's SessionRead read for this request, or undefined (a visitor, or another route's read). */
export function readWithSession<T>(request: FastifyRequest, read: SessionRead<T>): T | undefined {
  return request.sessionRead?.read === read ? (request.sessionRead.value as T) : undefined;
}
