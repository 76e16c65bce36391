// The cluster test (issue 33): two instances of the compiled shop (`npm run build` first) on one PostgreSQL
// database, one S3-compatible bucket (s3rver) and one SMTP sink, behind a round-robin balancer that retries
// nothing; every address on loopback, every wait bounded. It prints its figures and exits 1 on a failed check.
//
//   node scripts/cluster-test.mjs [--database postgres://postgres@127.0.0.1:5432/test] [--keep]
//
// A database of its own is created on that server (CLUSTER_DATABASE_URL or TEST_DATABASE_URL also name it)
// and dropped afterwards; --keep leaves the folders and the database for a look.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checks, NOT_YET } from './cluster/checks.mjs';
import { startProxy } from './cluster/proxy.mjs';
import { freshDatabase, S3RVER_ENV, startInstance, startS3, startSmtpSink, waitReady } from './cluster/services.mjs';
import { ROOT, SERVER_MAIN } from './lib.mjs';
import { existsSync } from 'node:fs';

const { values: args } = parseArgs({ options: { database: { type: 'string' }, keep: { type: 'boolean' }, only: { type: 'string' } } });
const adminUrl = args.database || process.env.CLUSTER_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
if (!existsSync(SERVER_MAIN)) {
  console.error(`No compiled server at ${path.relative(ROOT, SERVER_MAIN)}: run npm run build first.`);
  process.exit(1);
}
// the whole run, whatever hangs: CI must not wait for it
const TOTAL_MS = 480_000;
const deadline = setTimeout(() => {
  console.error(`\n✗ cluster test: not done within ${TOTAL_MS / 1000} s`);
  process.exit(1);
}, TOTAL_MS);
deadline.unref();

const started = Date.now();
const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-cluster-'));
const BUCKET = 'shop-files';
const cleanup = [];
const figures = [];
const note = (name, text) => figures.push({ name, text });
let failed = 0;

try {
  const db = await freshDatabase(adminUrl);
  cleanup.push(() => (args.keep ? console.log(`database kept: ${db.url}`) : db.drop()));
  const s3 = await startS3(path.join(dir, 's3'), BUCKET);
  cleanup.push(() => s3.close());
  const smtp = await startSmtpSink();
  cleanup.push(() => smtp.close());

  const baseEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    REPO_ROOT: ROOT,
    DATABASE_URL: db.url,
    DATABASE_POOL_MAX: '5',
    FILES_URL: `s3://${BUCKET}/shop`,
    ...S3RVER_ENV,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'shop@example.com',
    // the balancer is on this machine; it names the client in X-Forwarded-For
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_SCHEME: 'http',
    CODE_SECRET: 'cluster-test-code-secret-0123456789abcdef',
    // the balancer checks /api/ready every 200 ms: an instance told to stop keeps serving while it notices
    SHUTDOWN_DELAY_MS: '1500',
    LOG_LEVEL: 'warn',
  };
  const instanceEnv = (name) => ({ ...baseEnv, FILES_DIR: path.join(dir, `files-${name}`) });
  const logDir = path.join(dir, 'logs');

  // both at the same moment on the empty database: one seeds the demo, the other waits for it
  const t0 = Date.now();
  const instances = { a: await startInstance('a', instanceEnv('a'), logDir), b: await startInstance('b', instanceEnv('b'), logDir) };
  const readyMs = await Promise.all([waitReady(instances.a, 240_000), waitReady(instances.b, 240_000)]);
  note('start', `both instances ready ${readyMs[0]} / ${readyMs[1]} ms after their start on an empty database (${Date.now() - t0} ms in all)`);
  cleanup.push(async () => {
    for (const i of Object.values(instances)) if (i.child.exitCode === null && i.child.signalCode === null) i.child.kill('SIGKILL');
  });

  const proxy = await startProxy([
    { name: 'a', port: instances.a.port },
    { name: 'b', port: instances.b.port },
  ]);
  cleanup.push(() => proxy.close());
  await proxy.allReady(60_000);
  const lb = `http://127.0.0.1:${proxy.port}`;

  const cluster = {
    db,
    s3,
    smtp,
    proxy,
    lb,
    instances,
    dir,
    logDir,
    env: baseEnv,
    instanceEnv,
    note,
    /** Starts instance `name` again (after a kill) and tells the balancer its new port. */
    async restart(name) {
      instances[name] = await startInstance(name, instanceEnv(name), logDir);
      proxy.setPort(name, instances[name].port);
      const ms = await waitReady(instances[name], 60_000);
      await proxy.allReady(30_000);
      return ms;
    },
  };

  const only = args.only?.split(',');
  for (const check of checks.filter((c) => !only || only.includes(c.name))) {
    if (NOT_YET.has(check.name) && !only) {
      console.log(`  - ${check.title}: not run yet (its prerequisites are not on main)`);
      continue;
    }
    const t = Date.now();
    try {
      const text = await check.run(cluster);
      console.log(`  ✓ ${check.title} (${((Date.now() - t) / 1000).toFixed(1)} s)${text ? `\n      ${text}` : ''}`);
    } catch (err) {
      failed++;
      console.log(`  ✗ ${check.title} (${((Date.now() - t) / 1000).toFixed(1)} s)\n      ${err.stack ?? err}`);
    }
  }
  note(
    'balancer',
    `${proxy.stats.requests} requests, by instance ${JSON.stringify(proxy.stats.byBackend)}, statuses ${JSON.stringify(proxy.stats.status)}, taken out of rotation ${JSON.stringify(proxy.stats.takenOut)}`,
  );
} catch (err) {
  failed++;
  console.log(`  ✗ the cluster did not start: ${err.stack ?? err}`);
} finally {
  for (const f of cleanup.reverse()) await Promise.resolve(f()).catch((err) => console.log(`  (cleanup: ${err.message})`));
  console.log(`\nFigures:`);
  for (const f of figures) console.log(`  ${f.name}: ${f.text}`);
  if (failed > 0 || args.keep) console.log(`  logs: ${path.join(dir, 'logs')}`);
  else rmSync(dir, { recursive: true, force: true });
  console.log(
    `\n${failed === 0 ? '✓' : '✗'} cluster test: ${failed === 0 ? 'every check passed' : `${failed} failed`} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  process.exit(failed === 0 ? 0 : 1);
}
