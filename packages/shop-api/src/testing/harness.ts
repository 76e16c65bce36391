/**
 * Test harness: a real server (createServer) on its own database — PGlite in memory, or, with
 * DATABASE_URL, a fresh PostgreSQL database dropped afterwards — and a repository root of its own
 * (a temporary folder with a shell build), so test files run in parallel and leave nothing behind.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@shop/contracts';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, wrapPglite, type Database, type DatabaseConfig } from '../db/client';
import { migrate } from '../db/migrate';
import { installJobs, JOBS_SCHEMA, JobRunner, QUEUES } from '../jobs';
import { derivativeHandler } from '../photojobs';
import { seedDemo } from '../demo/seed';
import { createServer, type ServerOptions } from '../server';
import { type FileStorage, localStorage } from '../storage';
import { checkAnswersAgainstDocument } from './openapi-answers';

/** index.html of the test shell build: every token once. */
export const TEST_TEMPLATE = `<!doctype html>
<html lang="%%LANG%%">
<head>
<title>%%SHOP_NAME%%</title>
<meta name="viewport" content="%%VIEWPORT%%">
<meta name="description" content="%%DESCRIPTION%%">
<meta property="og:title" content="%%SHOP_NAME%%">
<meta property="og:description" content="%%DESCRIPTION%%">
<meta property="og:image" content="%%OG_IMAGE%%">
<meta property="og:url" content="%%OG_URL%%">
<meta property="og:locale" content="%%OG_LOCALE%%">
<style>:root{--primary:%%THEME_PRIMARY%%;--primary-contrast:%%THEME_PRIMARY_CONTRAST%%;--header-bg:%%THEME_HEADER_BG%%;--header-text:%%THEME_HEADER_TEXT%%;--page-bg:%%PAGE_BG%%;%%BRAND_VARS%%}</style>
<!--%%HEAD_EXTRA%%-->
</head>
<body data-promo="%%PROMO%%">
<img class="logo" src="%%LOGO_URL%%" alt="%%SHOP_NAME%%">
<div id="shop-frame" data-frame="%%FRAME%%"></div>
<script id="shop-boot-data" type="application/json">%%BOOT_DATA%%</script>
<script type="module" src="/assets/main.3f9a1c2b.js"></script>
</body>
</html>
`;

/** Demo images are generated once per machine, not per test file. */
const SHARED_FILES_DIR = join(tmpdir(), 'shop-api-test-files');

/**
 * Migrating and seeding once per worker, then starting each test file's database from that copy,
 * saves most of a file's start-up (workers share modules: isolate false). PGlite: a data-folder
 * snapshot, and instances a closed app gave back, reset to the seed (seededPglite). PostgreSQL: a template database (CREATE DATABASE … TEMPLATE); every database of a run
 * carries the run id, and the global teardown drops whatever of this run is left.
 */
let pgliteSnapshot: Promise<Blob> | null = null;
/** A fresh PGlite's data folder: loading it skips initdb (about half of opening an empty one). */
let pgliteEmpty: Promise<Blob> | null = null;

function emptySnapshot(): Promise<Blob> {
  pgliteEmpty ??= (async () => {
    const base = new PGlite();
    try {
      return await (base.dumpDataDir('none') as Promise<Blob>);
    } finally {
      await base.close();
    }
  })();
  return pgliteEmpty;
}
let pgTemplate: Promise<string> | null = null;

async function seed(database: Database): Promise<void> {
  await migrate(database);
  await installJobs(database);
  const storage = localStorage(SHARED_FILES_DIR);
  await seedDemo(database.db, { storage, workDir: SHARED_FILES_DIR });
  await runDerivativeJobs(database, storage);
}

const quiet = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => quiet, level: 'silent' } as unknown as FastifyBaseLogger;

/**
 * Runs the queued derivative jobs with a runner of its own over `storage` and waits for them: the seed's
 * (so every test starts from a database whose demo derivatives are made), or a test's own storage.
 */
export async function runDerivativeJobs(database: Database, storage: FileStorage): Promise<void> {
  const runner = new JobRunner(database, quiet, { pollingSeconds: 0.2 });
  runner.handle(QUEUES.derivatives, derivativeHandler(database.db, storage));
  await runner.start();
  try {
    await runner.settle([QUEUES.derivatives], 300_000);
  } finally {
    await runner.stop();
  }
}

/** The job queue's tables a reset puts back (the queues and their partitions stay as installed). */
const JOB_TABLES = ['job', 'archive', 'schedule', 'subscription', 'version'].map((t) => `${JOBS_SCHEMA}."${t}"`);

/** A table's copy in SEED_SCHEMA: `public."carts"` → `shop_seed."public.carts"`. */
const seedCopy = (table: string) => `${SEED_SCHEMA}."${table.replaceAll('"', '')}"`;

/** Where the seeded snapshot keeps a copy of every table, and what a reset puts back. */
const SEED_SCHEMA = 'shop_seed';
interface SeedState {
  tables: string[];
  sequences: { name: string; value: string; called: boolean }[];
}
let seedState: SeedState | null = null;

function seededSnapshot(): Promise<Blob> {
  pgliteSnapshot ??= (async () => {
    const base = await openDatabase({ dataDir: ':memory:' });
    try {
      await seed(base);
      const publicTables = (await base.raw.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).map(
        (r) => `public."${r.name}"`,
      );
      const tables = [...publicTables, ...JOB_TABLES];
      await base.raw.exec(`CREATE SCHEMA ${SEED_SCHEMA}; ${tables.map((t) => `CREATE TABLE ${seedCopy(t)} AS TABLE ${t};`).join(' ')}`);
      const sequences: SeedState['sequences'] = [];
      for (const { name } of await base.raw.query<{ name: string }>(`SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public'`)) {
        const [row] = await base.raw.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM public."${name}"`);
        sequences.push({ name, value: row!.last_value, called: row!.is_called });
      }
      seedState = { tables, sequences };
      return await ((base.db as unknown as { $client: PGlite }).$client.dumpDataDir('none') as Promise<Blob>);
    } finally {
      await base.close();
    }
  })();
  return pgliteSnapshot;
}

/**
 * PGlite instances of this worker that a closed test app gave back. Starting PGlite from the
 * snapshot (untar, then the backend's start) was a third of the PGlite run; a returned instance
 * is put back to the seed instead: every table emptied and refilled from its copy, sequences reset
 * (harness.test.ts checks it equals a fresh copy). Files of a worker run one after another; a file
 * with two apps at once gets two instances.
 */
const idlePglite: PGlite[] = [];

async function resetToSeed(client: PGlite): Promise<void> {
  const { tables, sequences } = seedState!;
  const list = tables.join(', ');
  await client.transaction(async (tx) => {
    // replica: no foreign-key triggers while the tables are refilled in any order
    await tx.exec(
      `SET LOCAL session_replication_role = replica; TRUNCATE ${list}; ${tables.map((t) => `INSERT INTO ${t} SELECT * FROM ${seedCopy(t)};`).join(' ')}`,
    );
    for (const seq of sequences) await tx.query(`SELECT setval($1, $2::bigint, $3)`, [`public."${seq.name}"`, seq.value, seq.called]);
  });
}

/** A PGlite holding the seeded database: a returned instance reset, else a new one from the snapshot. */
export async function seededPglite(): Promise<Database> {
  let client = idlePglite.pop();
  if (client) await resetToSeed(client);
  else {
    const snapshot = await seededSnapshot();
    client = new PGlite({ loadDataDir: snapshot });
  }
  const database = await wrapPglite(client);
  const own = client;
  let closed = false;
  // closing gives the instance back to this worker instead of ending it
  return {
    ...database,
    close: async () => {
      if (closed) return;
      closed = true;
      idlePglite.push(own);
    },
  };
}

const runId = () => (inject('shopTestRun') as string | undefined) ?? 'norun';
const databaseUrl = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

function seededTemplate(url: string, admin: postgres.Sql): Promise<string> {
  pgTemplate ??= (async () => {
    const name = `shoptpl_${runId()}_${process.pid}`;
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const base = await openDatabase({ url: databaseUrl(url, name), max: 1 });
    try {
      await seed(base);
    } finally {
      // no connection may stay open: a template in use cannot be copied
      await base.close();
    }
    return name;
  })();
  return pgTemplate;
}

interface TestDatabase {
  config: DatabaseConfig;
  handle?: Database;
  drop(): Promise<void>;
}

/** An empty database (createServer migrates and seeds it), or with `fromSeed` a copy of the seeded one. */
async function testDatabase(fromSeed: boolean): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (!fromSeed)
      return { config: { dataDir: ':memory:' }, handle: await wrapPglite(new PGlite({ loadDataDir: await emptySnapshot() })), drop: async () => {} };
    return { config: { dataDir: ':memory:' }, handle: await seededPglite(), drop: async () => {} };
  }
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const name = `shoptest_${runId()}_${randomBytes(6).toString('hex')}`;
  try {
    await admin.unsafe(fromSeed ? `CREATE DATABASE ${name} TEMPLATE ${await seededTemplate(url, admin)}` : `CREATE DATABASE ${name}`);
  } catch (err) {
    await admin.end();
    throw err;
  }
  return {
    config: { url: databaseUrl(url, name), max: 4 },
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** An empty database opened on the run's driver (PGlite in memory, or a new PostgreSQL database), for tests of migrations. */
export async function emptyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const db = await testDatabase(false);
  const database = db.handle ?? (await openDatabase(db.config));
  return {
    database,
    async drop() {
      await database.close();
      await db.drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  repoRoot: string;
  /** Raw SQL on the test's database. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  client(host?: string): TestClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Leave out shell/dist (the 503 case). */
  withoutShell?: boolean;
  /**
   * Start from this worker's copy of the migrated, seeded demo database instead of seeding anew
   * (much faster). Not for a test that changes process-wide settings the seed depends on first
   * (setCodeSecret): the copy was seeded without them.
   */
  sharedSeed?: boolean;
  overrides?: Partial<ServerOptions>;
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const repoRoot = mkdtempSync(join(tmpdir(), 'shop-api-repo-'));
  if (!opts.withoutShell) {
    mkdirSync(join(repoRoot, 'shell', 'dist', 'assets'), { recursive: true });
    writeFileSync(join(repoRoot, 'shell', 'dist', 'index.html'), TEST_TEMPLATE);
    writeFileSync(join(repoRoot, 'shell', 'dist', 'assets', 'main.3f9a1c2b.js'), 'console.log("shell");\n');
    writeFileSync(join(repoRoot, 'shell', 'dist', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }

  const db = await testDatabase(opts.overrides?.seedDemo !== false && opts.sharedSeed === true);
  let app: FastifyInstance;
  try {
    app = await createServer({
      databaseHandle: db.handle,
      repoRoot,
      database: db.config,
      filesDir: SHARED_FILES_DIR,
      production: false,
      trustProxy: false,
      seedDemo: true,
      responseCheck: 'throw',
      ...opts.overrides,
    });
  } catch (err) {
    await db.drop();
    throw err;
  }
  checkAnswersAgainstDocument(app);
  return {
    app,
    repoRoot,
    sql: (text, params) => app.shop.database.raw.query(text, params),
    client: (host) => new TestClient(app, host),
    async close() {
      await app.close();
      await db.drop();
      rmSync(repoRoot, { recursive: true, force: true });
    },
  };
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A browser: keeps cookies, sends the CSRF header on state-changing calls. */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly host = 'localhost',
  ) {}

  get csrf(): string | undefined {
    return this.cookies.get(CSRF_COOKIE);
  }

  get sessionToken(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  /** What every client does first: load the user, which starts the session. */
  async start(): Promise<this> {
    await this.request({ url: '/api/webshop/user' });
    return this;
  }

  async request(opts: InjectOptions & { csrf?: string | false }): Promise<Response> {
    const method = (opts.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = { host: this.host, ...(opts.headers as Record<string, string>) };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = opts.csrf === undefined ? (method === 'GET' ? undefined : this.csrf) : opts.csrf;
    if (csrf) headers[CSRF_HEADER] = csrf;
    const res = await this.app.inject({ ...opts, method: method as InjectOptions['method'], headers });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now());
      if (cleared) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ url, headers });
  }
}

/** Gives the client a session row if it has none (GET /user stores none for a visitor), as a remembered thing would. */
export async function ensureTestSession(t: TestApp, client: TestClient, portal = 'fjord'): Promise<string> {
  if (!client.sessionToken) {
    if (!client.csrf) await client.start();
    const token = randomBytes(32).toString('base64url');
    await t.sql(`INSERT INTO sessions (id, portal, csrf_token, expires_at) VALUES ($1, $2, $3, now() + interval '30 days')`, [
      sha256(token),
      portal,
      client.csrf,
    ]);
    client.cookies.set(SESSION_COOKIE, token);
  }
  return sha256(client.sessionToken!);
}

/** Makes the client's session signed in as a new user (the access work adds the real sign-in). */
export async function signIn(t: TestApp, client: TestClient, fields: { email?: string; lang?: string | null; portal?: string } = {}): Promise<string> {
  await ensureTestSession(t, client, fields.portal);
  const [user] = await t.sql<{ uuid: string }>(
    `INSERT INTO users (portal, email, name, lang, mobile, accept_mail, address, city, postal_code)
     VALUES ($1, $2, 'Kari Nordmann', $3, '+4791234567', true, 'Fjellveien 3', 'Bergen', '5003') RETURNING uuid`,
    [fields.portal ?? 'fjord', fields.email ?? `kari.${randomBytes(4).toString('hex')}@example.com`, fields.lang ?? null],
  );
  await t.sql('UPDATE sessions SET user_uuid = $1 WHERE id = $2', [user!.uuid, sha256(client.sessionToken!)]);
  return user!.uuid;
}
