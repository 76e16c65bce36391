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
import * as schema from './schema';

export type Schema = typeof schema;
/** What both drivers satisfy; a transaction (`tx`) is one too, so helpers take `Db` and work inside either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface RawSql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements at once (simple query protocol), no parameters. */
  exec(script: string): Promise<void>;
}

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  raw: RawSql & { transaction<T>(fn: (tx: RawSql) => Promise<T>): Promise<T> };
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

/** A Database over a PGlite instance opened elsewhere (tests start one from a snapshot); closing it closes the instance. */
export async function wrapPglite(client: PGlite): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const wrap = (c: Pick<PGlite, 'query' | 'exec'>): RawSql => ({
    query: async <T>(text: string, params?: unknown[]) => (await c.query<T>(text, params)).rows,
    exec: async (script) => void (await c.exec(script)),
  });
  return {
    db,
    driver: 'pglite',
    raw: { ...wrap(client), transaction: (fn) => client.transaction((tx) => fn(wrap(tx))) },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, config: DatabaseConfig): Promise<Database> {
  const client = postgres(url, {
    max: config.max ?? 10,
    onnotice: () => {},
    ...(config.schema ? { connection: { search_path: config.schema } } : {}),
  });
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
    close: () => client.end({ timeout: 5 }),
  };
}
