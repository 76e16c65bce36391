/**
 * pg-boss talks to the database through an adapter of ours ({ executeSql }), so the queue runs on both
 * of the shop's drivers — PGlite in the server's own thread and PostgreSQL through postgres-js — over
 * the connections the shop already has (one pool, DATABASE_POOL_MAX), and a job can be written inside
 * the caller's own transaction (decision 0083).
 */
import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';

/**
 * pg-boss hands objects for its json/jsonb parameters (a job's data, a queue's options) and leaves the
 * encoding to the `pg` driver; postgres-js does not encode them when it is not told the type. JSON text
 * is what both drivers send as it is and PostgreSQL reads as json; an unset option (undefined) is NULL.
 */
const encode = (values: unknown[] = []) =>
  values.map((v) => (v === undefined ? null : v !== null && typeof v === 'object' && !(v instanceof Date) && !Array.isArray(v) ? JSON.stringify(v) : v));

/** pg-boss's maintenance and schema scripts come as one text `BEGIN; …; COMMIT;` without parameters. */
const WRAPPED = /^\s*BEGIN;([\s\S]*);\s*COMMIT;?\s*$/;
/** A `;` followed by more text: several statements (the simple query protocol, no parameters). */
const SEVERAL = /;\s*\S/;

/**
 * The worker's adapter, over the server's Database. A script wrapped in BEGIN/COMMIT runs inside one
 * transaction of the driver's own (postgres-js refuses BEGIN on a pool connection; PGlite's statement
 * queue stays held for the whole of it), other statements as they come.
 */
export function databaseAdapter(database: Database): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (!values?.length) {
        const wrapped = WRAPPED.exec(text);
        if (wrapped) {
          await database.raw.transaction((tx) => tx.exec(wrapped[1]!));
          return { rows: [] };
        }
        if (SEVERAL.test(text.trim().replace(/;\s*$/, ''))) {
          await database.raw.exec(text);
          return { rows: [] };
        }
      }
      return { rows: await database.raw.query(text, encode(values)) };
    },
  };
}

/** pg-boss's `$1`, `$2`… as Drizzle parameters (each occurrence its own, so a repeated `$n` is sent twice). */
export function drizzleStatement(text: string, values: unknown[] = []): SQL {
  const statement = sql.empty();
  const parts = text.split(/\$(\d+)/);
  parts.forEach((part, i) => {
    if (i % 2 === 0) statement.append(sql.raw(part));
    // sql.param: an array stays one parameter (in a sql`` template Drizzle spreads it into a list)
    else statement.append(sql`${sql.param(values[Number(part) - 1] ?? null)}`);
  });
  return statement;
}

/**
 * An adapter over a Drizzle `Db` or transaction: what pg-boss writes through it is part of the
 * caller's transaction (it commits or rolls back with it). Single statements only.
 */
export function drizzleAdapter(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = (await db.execute(drizzleStatement(text, encode(values)))) as unknown as { rows?: unknown[] } | unknown[];
      return { rows: Array.isArray(result) ? [...result] : (result.rows ?? []) };
    },
  };
}
