// Shop servers for the browser tests. No test shares a server with a test running beside it:
// - each Playwright worker gets its own server (its own copy of the served folders and of the demo
//   database), so parallel workers never see each other's sign-ins, rate-limit windows, outbox or data;
// - a test that changes what a server serves or changes the demo data for good (a redeploy, a module
//   switch, a package cancelled) asks for a shop of its own (`ownShop` in fixtures.ts).
// The demo database is seeded once (global-setup.mjs) and copied, so a new server starts in seconds: a copy of
// the template's PGlite folder, or on PostgreSQL (E2E_DATABASE_URL, databases.mjs) a database made from it.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/lib.mjs';
import { ADMIN_URL, createShopDatabase, databaseOf, dropOrphans, dropShopDatabase } from './databases.mjs';
import { OPERATOR_MAIN, REPO, SERVER_MAIN, STATIC_ROOT } from './paths.mjs';

/** The seeded copy every test server starts from. */
export const TEMPLATE = path.join(STATIC_ROOT, 'template');

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop server exited with ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`shop server at ${url} not ready after ${timeoutMs} ms`);
}

export const serverEnv = (root, port) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  REPO_ROOT: root,
  DATA_DIR: path.join(root, '.data/pglite'),
  FILES_DIR: path.join(root, '.data/files'),
  DATABASE_URL: ADMIN_URL ? databaseOf(root).url : '',
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
  // the tests check what the server renders, not how fast: a busy CI machine must not make a render miss its budget
  FIRST_VIEW_BUDGET_MS: '3000',
  // the server refuses (503) the first two uploads of each customer whose e-mail has this in it: the
  // upload journey's failing server (read only under NODE_ENV=test; decision 0061)
  TEST_REFUSE_FIRST_UPLOADS: '2',
  TEST_REFUSE_UPLOADS_FOR: 'refuse-uploads',
  // the journeys make a new parent each through the API (apiRegister), as parents on their own networks
  // would: those requests name their address in X-Forwarded-For, which the server takes only from this
  // machine, so one worker's many registrations do not meet the per-address limit meant for one network
  TRUST_PROXY: '127.0.0.1',
  // the shops share two cores with the browsers, which run at normal priority: a hash at the production default
  // (nice 10) got a few per cent of a core and a sign-in waited over 10 s (CI, 2026-11-27)
  PASSWORD_HASH_NICE: '0',
});

/** Starts the real server on `root` (served folders and .data inside it) at a free port. */
async function startOn(root, { timeoutMs = 120_000 } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: path.join(REPO, 'packages/shop-api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: serverEnv(root, port),
  });
  const url = `http://localhost:${port}`;
  try {
    await waitForHealth(url, child, timeoutMs);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    url,
    port,
    root,
    /** The operator command, handed to this server (it holds the database). */
    operator(...args) {
      return execFileSync(process.execPath, [OPERATOR_MAIN, ...args], {
        cwd: path.join(REPO, 'packages/shop-api'),
        env: serverEnv(root, port),
        encoding: 'utf8',
      });
    },
    /** Stops the server (it closes the database cleanly) and waits for it to exit. */
    stop() {
      if (child.exitCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      });
    },
  };
}

/** Copies the built shell and remotes to `root`, laid out as the server expects a repository. */
export function copyBuild(root) {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, 'pnpm-workspace.yaml'), '# static root for e2e\n');
  for (const dir of ['shell', ...readdirSync(REPO).filter((d) => d.startsWith('mfe-'))]) {
    const dist = path.join(REPO, dir, 'dist');
    if (existsSync(dist)) cpSync(dist, path.join(root, dir, 'dist'), { recursive: true });
  }
}

/** Once per run: copies the build and seeds the demo database, then stops. */
export async function prepareTemplate() {
  rmSync(STATIC_ROOT, { recursive: true, force: true });
  copyBuild(TEMPLATE);
  if (ADMIN_URL) {
    await dropOrphans();
    await createShopDatabase(TEMPLATE);
    // for a copy made outside the tests (the Lighthouse run's shop, scripts/lighthouse.mjs --data-from)
    mkdirSync(path.join(TEMPLATE, '.data'), { recursive: true });
    writeFileSync(path.join(TEMPLATE, '.data', 'database-url'), `${databaseOf(TEMPLATE).url}\n`);
  }
  const server = await startOn(TEMPLATE, { timeoutMs: 180_000 }); // the first start seeds the demo
  // The seed queues the demo pictures' derivatives as jobs (decision 0093). Stopped before they ran, every copy
  // of the template (each worker's shop, each test's own) would make all of them again beside its test.
  await queueDrained(server, 'derivatives', 300_000);
  await server.stop();
}

/** Waits (bounded) until `queue` has no job waiting or running, as the operator command lists them. */
async function queueDrained(server, queue, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let line = '';
  while (Date.now() < deadline) {
    line =
      server
        .operator('jobs')
        .split('\n')
        .find((l) => l.trim().startsWith(`${queue}:`)) ?? '';
    if (!/\b(created|retry|active) \d+/.test(line)) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the template shop's ${queue} queue did not drain in ${timeoutMs} ms (${line.trim()})`);
}

/** A server of its own on a fresh copy of the template, under STATIC_ROOT/<name>. */
export async function startShop(name) {
  const root = path.join(STATIC_ROOT, name);
  rmSync(root, { recursive: true, force: true });
  cpSync(TEMPLATE, root, { recursive: true });
  if (ADMIN_URL) await createShopDatabase(root, TEMPLATE);
  const server = await startOn(root);
  return {
    ...server,
    async stop() {
      await server.stop();
      if (ADMIN_URL) await dropShopDatabase(root);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
