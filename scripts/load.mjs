// API speed next to a bare Fastify (issue 8): autocannon against the shop, signed in as the demo parent,
// and against a bare Fastify in this process answering the same JSON, one after the other in the same run.
// Prints requests per second, p50 / p97.5 / p99 latency, errors and the shop's share of bare Fastify's
// requests per second for each endpoint, with the issue's targets (the median of --runs runs).
//   node scripts/load.mjs [--runs 3] [--connections 50] [--seconds 10]
//                         [--database postgres://postgres@127.0.0.1:5432/test] [--cpu-prof DIR]
//                         [--url http://localhost:8080] [--json FILE] [--only cart]
// Without --url it starts a shop of its own from the built folders: on PGlite (as `npm start` does), or with
// --database (or LOAD_DATABASE_URL) on a new PostgreSQL database made on that server and dropped afterwards.
// --cpu-prof writes the started shop's V8 profile into DIR when it stops.
// On Linux it also prints the CPU time per request of the started shop and of its database's PostgreSQL
// backends (from /proc): on a shared machine req/s swing with the neighbours, CPU per request much less.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cookieJar, freePort, ROOT, SERVER_MAIN } from './lib.mjs';
import { copyBuild, serverEnv } from '../e2e/support/shop-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const connections = Number(option('connections', 50));
const seconds = Number(option('seconds', 10));
const runs = Number(option('runs', 1));
const databaseUrl = option('database', process.env.LOAD_DATABASE_URL || '');
const cpuProf = option('cpu-prof');
const jsonFile = option('json');
const shopRequire = createRequire(path.join(ROOT, 'packages/shop-api/package.json'));
const autocannon = createRequire(path.join(ROOT, 'package.json'))('autocannon');
const Fastify = shopRequire('fastify');
const postgres = shopRequire('postgres');

/** The issue's targets: share of bare Fastify's req/s (PostgreSQL) and p99 (PostgreSQL 100 ms, PGlite 500 ms). */
const ENDPOINTS = [
  { path: '/api/webshop/user', share: 30 },
  { path: '/api/webshop/cart/summary', share: 30 },
  { path: '/api/webshop/user/picture-sets', share: 15 },
];
const P99_TARGET = databaseUrl ? 100 : 500;

let url = option('url');
let shop;
let databaseName = '';
let dropDatabase = async () => {};
if (!url) {
  const root = path.join(ROOT, 'e2e', '.static-load');
  copyBuild(root);
  const port = await freePort();
  let DATABASE_URL = '';
  if (databaseUrl) {
    // a database of its own: nobody else's data is touched, and every run starts from the demo seed
    const name = `shopload_${randomBytes(4).toString('hex')}`;
    databaseName = name;
    const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    DATABASE_URL = Object.assign(new URL(databaseUrl), { pathname: `/${name}` }).toString();
    dropDatabase = async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  // as `npm start` runs it (not production: answers are checked against the contract), logging warnings only
  const env = { ...serverEnv(root, port), NODE_ENV: '', LOG_LEVEL: process.env.LOAD_LOG_LEVEL || 'warn', DATABASE_URL };
  const node = cpuProf ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(cpuProf)] : [];
  shop = spawn(process.execPath, [...node, SERVER_MAIN], {
    cwd: path.join(ROOT, 'packages/shop-api'),
    env,
    stdio: 'inherit',
  });
  url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    if (i > 600 || shop.exitCode !== null) throw new Error('the shop did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Signs the demo parent in the way a browser does (CSRF cookie first) and returns the cookie header. */
async function signIn() {
  const jar = cookieJar();
  const { keep } = jar;
  const cookie = jar.header;
  keep(await fetch(`${url}/api/webshop/user`));
  const res = await fetch(`${url}/api/webshop/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookie(), 'x-csrf-token': jar.get('shop_csrf') ?? '' },
    body: JSON.stringify({ username: 'parent@example.com', password: 'parent-demo-1' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  keep(res);
  return cookie();
}

/** CPU clock ticks (1/100 s) so far of the started shop and of its database's backends; null without /proc or a shop of our own. */
function cpuTicks() {
  if (!shop || !existsSync('/proc/self/stat')) return null;
  const ticksOf = (pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  };
  let backends = 0;
  if (databaseName) {
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        // a backend's title: "postgres: … user database host(port) state"
        if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${databaseName} `)) backends += ticksOf(pid);
      } catch {} // gone meanwhile, or not ours to read
    }
  }
  return { shop: ticksOf(shop.pid), backends };
}

const run = (target, headers) =>
  new Promise((resolve, reject) =>
    autocannon({ url: target, connections, duration: seconds, headers }, (err, result) => (err ? reject(err) : resolve(result))),
  );
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One endpoint: the shop, then a bare Fastify answering the shop's JSON, `runs` times; the median of each figure. */
async function measure({ path: endpoint, share: target }, cookie) {
  const sample = await fetch(url + endpoint, { headers: { cookie } });
  if (!sample.ok) throw new Error(`${endpoint} answered ${sample.status}`);
  const body = await sample.text();
  const bare = Fastify({ logger: false });
  bare.get(endpoint, async (_request, reply) => reply.type('application/json').send(body));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const samples = [];
  try {
    for (let i = 0; i < runs; i++) {
      const before = cpuTicks();
      const shopResult = await run(url + endpoint, { cookie });
      const after = cpuTicks();
      const bareResult = await run(bareUrl + endpoint, {});
      const perRequest = (key) => (before && after ? (1e4 * (after[key] - before[key])) / shopResult.requests.total : NaN);
      samples.push({
        shopCpu: perRequest('shop'),
        dbCpu: perRequest('backends'),
        shop: shopResult.requests.average,
        bare: bareResult.requests.average,
        share: (100 * shopResult.requests.average) / bareResult.requests.average,
        p50: shopResult.latency.p50,
        p975: shopResult.latency.p97_5,
        p99: shopResult.latency.p99,
        errors: shopResult.errors + shopResult.timeouts + shopResult.non2xx,
      });
    }
  } finally {
    await bare.close();
  }
  const pick = (key) => median(samples.map((s) => s[key]));
  const share = pick('share');
  const p99 = pick('p99');
  const errors = Math.max(...samples.map((s) => s.errors));
  // the share target is PostgreSQL's; on PGlite only errors and p99 count
  const ok = errors === 0 && p99 <= P99_TARGET && (!databaseUrl || share >= target);
  return {
    endpoint,
    'shop req/s': Math.round(pick('shop')),
    'bare req/s': Math.round(pick('bare')),
    share: `${Math.round(share)} %`,
    target: databaseUrl ? `≥ ${target} %` : '-',
    'p50 ms': pick('p50'),
    'p97.5 ms': pick('p975'),
    'p99 ms': p99,
    errors,
    ok: ok ? 'yes' : 'NO',
    ...(Number.isNaN(pick('shopCpu')) ? {} : { 'shop cpu µs/req': Math.round(pick('shopCpu')) }),
    ...(databaseName && !Number.isNaN(pick('dbCpu')) ? { 'db cpu µs/req': Math.round(pick('dbCpu')) } : {}),
  };
}

const rows = [];
try {
  const cookie = await signIn();
  const only = option('only');
  for (const endpoint of ENDPOINTS) if (!only || endpoint.path.includes(only)) rows.push(await measure(endpoint, cookie));
  const where = databaseUrl ? 'PostgreSQL' : option('url') ? 'the given shop' : 'PGlite';
  console.log(
    `\n${connections} connections, ${seconds} s each, ${where} (${url}); ${runs > 1 ? `median of ${runs} runs; ` : ''}target p99 ≤ ${P99_TARGET} ms, no errors`,
  );
  console.table(rows);
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify({ database: where, connections, seconds, runs, rows }, null, 2)}\n`);
} finally {
  if (shop) {
    // SIGINT: the shop closes itself (and writes its --cpu-prof profile) before the database is dropped
    const exited = new Promise((resolve) => shop.once('exit', resolve));
    shop.kill('SIGINT');
    await exited;
  }
  await dropDatabase();
}
