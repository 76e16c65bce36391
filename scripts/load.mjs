// API speed next to a bare Fastify (issue 8): autocannon against the running shop, signed in as the demo
// parent, and against a bare Fastify in this process answering the same JSON, one after the other in the
// same run. Prints requests per second, p50 / p97.5 / p99 latency, errors and the shop's share of bare
// Fastify's requests per second for each endpoint.
//   node scripts/load.mjs [--url http://localhost:8080] [--connections 50] [--seconds 10]
// Without --url it starts a shop of its own from the built folders (PGlite; LOAD_DATABASE_URL for PostgreSQL).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib.mjs';
import { copyBuild, serverEnv } from '../e2e/support/shop-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const connections = Number(option('connections', 50));
const seconds = Number(option('seconds', 10));
const require = createRequire(path.join(ROOT, 'packages/shop-api/package.json'));
const autocannon = createRequire(path.join(ROOT, 'package.json'))('autocannon');
const Fastify = require('fastify');

const ENDPOINTS = ['/api/webshop/user', '/api/webshop/cart/summary', '/api/webshop/user/picture-sets'];

let url = option('url');
let shop;
if (!url) {
  const root = path.join(ROOT, 'e2e', '.static-load');
  copyBuild(root);
  const port = 8383;
  const env = { ...serverEnv(root, port), NODE_ENV: '', LOG_LEVEL: 'warn', DATABASE_URL: process.env.LOAD_DATABASE_URL ?? '' };
  shop = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'packages/shop-api/src/main.ts')], {
    cwd: path.join(ROOT, 'packages/shop-api'),
    env,
    stdio: 'inherit',
  });
  url = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Signs the demo parent in the way a browser does (CSRF cookie first) and returns the cookie header. */
async function signIn() {
  const jar = new Map();
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair.split('=');
      jar.set(name, value.join('='));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
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

const run = (target, headers) =>
  new Promise((resolve, reject) =>
    autocannon({ url: target, connections, duration: seconds, headers }, (err, result) => (err ? reject(err) : resolve(result))),
  );

const cookie = await signIn();
const rows = [];
try {
  for (const endpoint of ENDPOINTS) {
    const sample = await fetch(url + endpoint, { headers: { cookie } });
    const body = await sample.text();
    const bare = Fastify({ logger: false });
    bare.get(endpoint, async (_request, reply) => reply.type('application/json').send(body));
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const shopResult = await run(url + endpoint, { cookie });
    const bareResult = await run(bareUrl + endpoint, {});
    await bare.close();
    const errors = shopResult.errors + shopResult.timeouts + shopResult.non2xx;
    rows.push({
      endpoint,
      'shop req/s': Math.round(shopResult.requests.average),
      'bare req/s': Math.round(bareResult.requests.average),
      share: `${Math.round((100 * shopResult.requests.average) / bareResult.requests.average)} %`,
      'p50 ms': shopResult.latency.p50,
      'p97.5 ms': shopResult.latency.p97_5,
      'p99 ms': shopResult.latency.p99,
      errors,
    });
  }
  console.log(`\n${connections} connections, ${seconds} s each, ${process.env.LOAD_DATABASE_URL ? 'PostgreSQL' : 'PGlite'} (${url})`);
  console.table(rows);
} finally {
  shop?.kill();
}
