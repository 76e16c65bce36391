/**
 * Benchmark (issue 15): a sign-in flood must slow sign-ins only. Starts the real server (production
 * scrypt cost, in-memory PGlite, the built shell), then sends 40 failed sign-ins at once, each from
 * its own loopback address (127.0.0.x, so the per-address limits do not refuse them first), while a
 * second client starts a static-file fetch every 20 ms. Prints the file's p50/p95/max and the
 * server's resident memory before and at its peak during the flood. Budget: p95 < 200 ms.
 *
 *   pnpm run build   (at the repo root, once)
 *   node packages/shop-api/bench/sign-in-flood.mjs
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../..', import.meta.url));
const FLOOD = Number(process.env.FLOOD ?? 40);
const P95_BUDGET_MS = 200;

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

function request(port, { method = 'GET', path: p, headers = {}, body, localAddress = '127.0.0.1' }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: '127.0.0.1', port, method, path: p, headers: { host: 'localhost', ...headers }, localAddress, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString(), ms: performance.now() - started }));
    });
    req.on('error', reject);
    if (body) req.end(body);
    else req.end();
  });
}

const port = await freePort();
// --cpu-prof DIR: the server's V8 profile, written when it stops
const profDir = process.argv.includes('--cpu-prof') ? path.resolve(process.argv[process.argv.indexOf('--cpu-prof') + 1]) : null;
const server = spawn(
  process.execPath,
  [...(profDir ? ['--cpu-prof', '--cpu-prof-dir', profDir] : []), '--import', 'tsx', path.join(REPO, 'packages/shop-api/src/main.ts')],
  {
    cwd: path.join(REPO, 'packages/shop-api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      FILES_DIR: mkdtempSync(path.join(tmpdir(), 'flood-files-')),
      LOG_LEVEL: 'error',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
try {
  for (let i = 0; ; i++) {
    try {
      if ((await request(port, { path: '/api/health' })).status < 500) break;
    } catch {}
    if (i > 900) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  const asset = `/assets/${readdirSync(path.join(REPO, 'shell/dist/assets')).find((f) => f.endsWith('.js'))}`;

  // sign-ins from their own addresses, each with its visitor CSRF token
  const visitors = await Promise.all(
    Array.from({ length: FLOOD }, async (_, i) => {
      const localAddress = `127.0.0.${i + 2}`;
      const res = await request(port, { path: '/api/webshop/user', localAddress });
      const csrf = /shop_csrf=([^;]+)/.exec([res.headers['set-cookie']].flat().join(';'))[1];
      return { localAddress, csrf };
    }),
  );

  // the file on a fixed schedule (not one after another: a stall must show in many samples), and
  // the server's resident memory sampled alongside
  const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const rssBefore = rss();
  let rssPeak = rssBefore;
  const fetches = [];
  const ticker = setInterval(() => {
    fetches.push(request(port, { path: asset }).then((r) => r.ms));
    rssPeak = Math.max(rssPeak, rss());
  }, 20);
  await new Promise((r) => setTimeout(r, 300));
  const started = performance.now();
  const answers = await Promise.all(
    visitors.map(({ localAddress, csrf }, i) =>
      request(port, {
        method: 'POST',
        path: '/api/webshop/auth/login',
        localAddress,
        headers: { 'content-type': 'application/json', cookie: `shop_csrf=${csrf}`, 'x-csrf-token': csrf },
        body: JSON.stringify({ username: `flood.${i}@example.com`, password: 'wrong-password-x' }),
      }),
    ),
  );
  const floodMs = performance.now() - started;
  await new Promise((r) => setTimeout(r, 300));
  clearInterval(ticker);
  const fileTimes = await Promise.all(fetches);

  const sorted = [...fileTimes].sort((a, b) => a - b);
  const pct = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const statuses = {};
  for (const r of answers) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  console.log(
    JSON.stringify({
      flood: FLOOD,
      statuses,
      floodMs: Math.round(floodMs),
      fileFetches: sorted.length,
      fileP50: Math.round(pct(0.5)),
      fileP95: Math.round(pct(0.95)),
      fileMax: Math.round(sorted.at(-1)),
      rssBeforeMiB: Math.round(rssBefore),
      rssPeakMiB: Math.round(rssPeak),
    }),
  );
  if (pct(0.95) >= P95_BUDGET_MS) {
    console.error(`static file p95 ${Math.round(pct(0.95))} ms is over the ${P95_BUDGET_MS} ms budget`);
    process.exitCode = 1;
  }
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
