/**
 * Opens the database: embedded PGlite (a folder, or in memory) by default, PostgreSQL through
 * postgres-js when a URL is given. Both give the same Drizzle `Db` and the same small raw-SQL
 * interface, which the migration runner and tests use.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { PgliteStatements } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** What both drivers satisfy; a transaction (`tx`) is one too, so helpers take `Db` and work inside either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction of the database, where a helper must run inside the change's (the studio's audit entry). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface RawSql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements at once (simple query protocol), no parameters. */
  exec(script: string): Promise<void>;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  raw: RawSql & { transaction<T>(fn: (tx: RawSql) => Promise<T>): Promise<T> };
  /**
   * Runs `fn` while holding the advisory lock `id` for the whole installation: on PostgreSQL on a
   * connection of its own (outside the pool, so `fn` may use every pooled one), released when `fn` ends;
   * on PGlite `fn` just runs (one process owns the data folder: db/lock.ts).
   */
  withLock<T>(id: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseConfig {
  /** postgres://…; when set, PostgreSQL is used. */
  url?: string;
  /** PGlite folder, or ':memory:'. Ignored with url. */
  dataDir?: string;
  /** PostgreSQL only: the schema to work in (search_path); tests use one per file. */
  schema?: string;
  /** PostgreSQL only: pool size. */
  max?: number;
}

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.url ? openPostgres(config.url, config) : openPglite(config.dataDir ?? ':memory:');
}

async function openPglite(dataDir: string): Promise<Database> {
  const memory = dataDir === ':memory:' || dataDir.startsWith('memory://');
  if (!memory) mkdirSync(dataDir, { recursive: true });
  return wrapPglite(new PGlite(memory ? undefined : dataDir));
}

/**
 * PGlite runs in the server's own thread: while a statement runs, nothing else does. PGlite hands its
 * lock from one waiting statement to the next in microtasks, so a burst of queued statements (a
 * sign-in flood's limit transactions) ran back to back and held off file reads and every other
 * request for hundreds of milliseconds (issue 15). Here statements go through one queue of our own
 * and, after SLICE_MS of back-to-back work, the queue gives the event loop a turn (setImmediate)
 * before the next statement, inside transactions too: other work waits at most about a slice.
 */
export const PGLITE_SLICE_MS = 4;

type PgliteQueryable = Pick<PGlite, 'query' | 'exec'>;

class PgliteGate {
  #tail: Promise<unknown> = Promise.resolve();
  #sliceStart = 0;
  /** Set by the setImmediate of the current slice: the event loop has had a turn since it began. */
  #loopTurned = true;

  /** Runs `fn` when every statement queued before it is done. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(async () => {
      await this.beforeStatement();
      return fn();
    });
    this.#tail = result.catch(() => {});
    return result;
  }

  /** Called before each statement: a new slice when the loop has turned meanwhile, a turn when the slice is used up. */
  async beforeStatement(): Promise<void> {
    if (!this.#loopTurned && performance.now() - this.#sliceStart >= PGLITE_SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      this.#loopTurned = true;
    }
    if (this.#loopTurned) {
      this.#loopTurned = false;
      this.#sliceStart = performance.now();
      setImmediate(() => {
        this.#loopTurned = true;
      });
    }
  }

  /** A transaction's statements: each one may wait for a turn too (the queue stays held meanwhile). */
  inTransaction<C extends PgliteQueryable>(tx: C): C {
    // the transaction object's other members (rollback, closed) through the prototype
    return Object.assign(Object.create(tx) as C, {
      query: async (...args: Parameters<PGlite['query']>) => {
        await this.beforeStatement();
        return tx.query(...args);
      },
      exec: async (...args: Parameters<PGlite['exec']>) => {
        await this.beforeStatement();
        return tx.exec(...args);
      },
    });
  }
}

/** Per instance, not per Database: the harness hands an instance (and its named statements) from app to app. */
const pgliteStatements = new WeakMap<PGlite, PgliteStatements>();

/** A Database over a PGlite instance opened elsewhere (tests start one from a snapshot); closing it closes the instance. */
export async function wrapPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  // the instance itself is left as it is (the test harness hands instances from one app to the next)
  const gate = new PgliteGate();
  const statements = pgliteStatements.get(client) ?? new PgliteStatements(client);
  pgliteStatements.set(client, statements);
  const gated = {
    query: ((...args: Parameters<PGlite['query']>) => gate.run(() => client.query(...args))) as PGlite['query'],
    /** A read of fixed text as a named statement (namedStatement below). */
    queryNamed: ((...args: Parameters<PGlite['query']>) => gate.run(() => statements.query(...args))) as PGlite['query'],
    exec: ((...args: Parameters<PGlite['exec']>) => gate.run(() => client.exec(...args))) as PGlite['exec'],
    transaction: (<T>(fn: Parameters<PGlite['transaction']>[0]) =>
      gate.run(() => client.transaction((tx) => fn(gate.inTransaction(tx)) as Promise<T>))) as PGlite['transaction'],
  };
  const db = drizzlePglite({ client: gated as unknown as PGlite, schema }) as unknown as Db;
  // what the harness and its tests read: the instance, not the gate
  Object.assign(db, { $client: client });
  const wrap = (c: PgliteQueryable): RawSql => ({
    query: async <T>(text: string, params?: unknown[]) => (await c.query<T>(text, params)).rows,
    exec: async (script) => void (await c.exec(script)),
  });
  return {
    db,
    driver: 'pglite',
    raw: { ...wrap(gated), transaction: (fn) => gated.transaction((tx) => fn(wrap(tx))) },
    withLock: (_id, fn) => fn(),
    close: () => gate.run(() => client.close()),
  };
}

/**
 * A prepared query built once per database (Drizzle builds its SQL once; the harness opens several
 * databases in one process, so not once per module): `perDatabase((db) => db.select()….prepare('x'))`.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    const kept = built.get(db);
    if (kept !== undefined) return kept;
    const value = build(db);
    built.set(db, value);
    return value;
  };
}

/**
 * Both drivers send every query as an unnamed statement, a Drizzle `.prepare()`d one too: the database
 * parses and plans it on every run (PGlite does so in WebAssembly on the server's thread), and with
 * postgres-js the whole text travels each time (the picture-set query is 3 KB). This makes a prepared
 * query a named statement instead: on PostgreSQL postgres-js keeps it per pool connection (and prepares
 * it again after a reconnect or a schema change); on PGlite pglite-statements.ts keeps it. Afterwards
 * only the parameters travel and PostgreSQL keeps a generic plan after five runs. Only for reads of
 * fixed text (the hot reads): each text is kept for good, so a query whose text varies (an IN list of
 * any length) must not be named. Decision 0042.
 */
export function namedStatement<Q extends object>(query: Q): Q {
  const target = query as { client?: unknown };
  const client = target.client as (postgres.Sql & { queryNamed?: undefined }) | { queryNamed?: PGlite['query'] } | undefined;
  if (!client) return query;
  // PGlite through the statement queue above (Drizzle's PglitePreparedQuery calls client.query)
  if ('queryNamed' in client && typeof client.queryNamed === 'function') target.client = { query: client.queryNamed };
  // postgres-js (Drizzle's PostgresJsPreparedQuery calls client.unsafe): a function with `unsafe`
  else if (typeof client === 'function' && typeof client.unsafe === 'function') {
    const sql = client;
    target.client = {
      unsafe: (text: string, params?: postgres.ParameterOrJSON<never>[]) => sql.unsafe(text, params, { prepare: true }),
    };
  }
  return query;
}

async function openPostgres(url: string, config: DatabaseConfig): Promise<Database> {
  const options = { onnotice: () => {}, ...(config.schema ? { connection: { search_path: config.schema } } : {}) };
  const client = postgres(url, { ...options, max: config.max ?? 10 });
  const db = drizzlePostgres({ client, schema }) as unknown as Db;
  const wrap = (c: postgres.Sql): RawSql => ({
    query: async <T>(text: string, params?: unknown[]) =>
      (await c.unsafe(text, (params ?? []) as postgres.ParameterOrJSON<never>[], { prepare: false })) as unknown as T[],
    exec: async (script) => void (await c.unsafe(script).simple()),
  });
  return {
    db,
    driver: 'postgres',
    raw: {
      ...wrap(client),
      transaction: async <T>(fn: (tx: RawSql) => Promise<T>) => (await client.begin((tx) => fn(wrap(tx as unknown as postgres.Sql)))) as T,
    },
    withLock: async (id, fn) => {
      // a session-level lock dies with its connection: a crashed holder frees it at once
      const holder = postgres(url, { ...options, max: 1 });
      try {
        await holder`SELECT pg_advisory_lock(${id})`;
        return await fn();
      } finally {
        await holder.end({ timeout: 5 });
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}
