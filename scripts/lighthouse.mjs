// `node scripts/lighthouse.mjs [paths…]`: Lighthouse's mobile profile (simulated slow 4G: 150 ms round trip,
// 1.6 Mbps; 4× CPU slowdown) in Debian's Chromium against the built shop, median of N runs per page.
// Prints LCP, FCP, TBT, CLS, performance score and JS bytes (transferred) per page.
//
//   --runs N      runs per page (default 3; CI uses 1 to keep its run time small)
//   --url URL     measure a shop that is already running instead of starting the built one
//   --port P      port for the shop this script starts (default: one the kernel picks)
//   --data-from D start that shop from a copy of a seeded data folder D (its pglite/ and files/, as the browser
//                 tests' template shop leaves them in e2e/.static/template/.data): no seed of its own (CI). When
//                 the browser tests ran on PostgreSQL, D has files/ and a database-url file naming the seeded
//                 database: the shop runs on a copy of that (CREATE DATABASE … TEMPLATE), dropped afterwards
//   --check       exit 1 when a page's LCP, TBT or CLS is more than 25 % worse than its target (noise-proof:
//                 small swings never fail; CI uses this); a gated page beyond that is measured again and the
//                 median of three runs decides, so one run's outlier on a shared machine does not fail CI (0077)
//   --gate-metrics lcp,tbt,cls   with --check: which metrics fail the run (default all three; tbtcpu: the TBT
//                 from CPU time, with --cpu-time)
//   --gate-pages P1,P2       with --check: which pages fail the run (default all measured); the others are printed
//   --gate 'P1=lcp+cls;P2=lcp'   with --check: per page, the metrics that fail the run (instead of the two above):
//                 gate what meets its target with margin, so a regression fails CI; what still misses is printed
//   --json FILE   also write the figures as JSON
//   --details     also print, per page, the scripts that take the main thread (bootup-time) and the long tasks
//   --cpu-time    also print each page's TBT computed by Lighthouse from the same run with every main-thread task's
//                 CPU time in place of its wall-clock duration: on a machine shared with other work, a task that waits
//                 for a core counts as blocking; its CPU time is what it costs on an idle machine (decision 0064)
//
//   --consent C   for the signed-in pages: the cookie question already answered (allow|deny), as for a parent who
//                 signed in earlier in this browser and answered it there; default: not answered (the banner shows)
//
// Paths under /my-account are measured signed in as the demo parent: the session's cookies are put into the
// browser's cookie store before each run (decision 0066). Not as an extra request header: the page's first
// answer sets the CSRF cookie, and from then on Chromium sends its store's cookies in place of the extra header,
// so the pictures answered 401 (decision 0037's observation).
// Without --url the script starts the built shop (shell/dist, mfe-*/dist) on its own data folder in a
// temporary directory (the demo is seeded there on first start) and stops it at the end.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDatabase, databaseUrl, dropDatabase } from './databases.mjs';
import { launchChromium } from './chromium.mjs';
import lighthouse from 'lighthouse';
import { gatesFrom, runsToConfirm } from './lighthouse-gates.mjs';
import { freePort, ROOT, SERVER_MAIN } from './lib.mjs';

export const DEFAULT_PATHS = [
  '/',
  '/enter-code?code=EMMA2026',
  '/reset-password?resetcode=x',
  '/pages/about',
  '/products/packages',
  '/my-account/picture-sets',
];

/** The issue's targets (issue 8). Signed-in pages may take longer for their largest paint. */
export const TARGETS = { lcpMs: 2000, signedInLcpMs: 2500, tbtMs: 200, cls: 0.02, score: 90 };
/** Unmeasured visits to every measured page before the first measured one (see the warm-up below). */
const WARM_UP_ROUNDS = 10;
/** --check fails only beyond this much worse than the target. */
const TOLERANCE = 1.25;

const signedInPath = (p) => p.startsWith('/my-account');

/**
 * Waits until the seed's derivative jobs (decision 0093) have run: measured beside them, a page measures the
 * machine's sharp work, and its pictures may not exist yet.
 */
async function derivativesMade(env, deadline) {
  const operator = path.join(ROOT, 'packages/shop-api/dist/operator.js');
  for (;;) {
    const jobs = execFileSync(process.execPath, [operator, 'jobs'], { cwd: path.join(ROOT, 'packages/shop-api'), env, encoding: 'utf8' });
    const line = jobs.split('\n').find((l) => l.trim().startsWith('derivatives:')) ?? '';
    if (!/\b(created|retry|active) \d+/.test(line)) return;
    if (Date.now() > deadline) throw new Error(`the demo's derivatives were not made in time (${line.trim()})`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Starts the built shop on its own temporary data folder; resolves when /api/health answers. */
async function startShop(port, dataFrom) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
  const template =
    dataFrom && existsSync(path.join(dataFrom, 'database-url')) ? new URL(readFileSync(path.join(dataFrom, 'database-url'), 'utf8').trim()) : null;
  if (dataFrom) {
    if (!template && !existsSync(path.join(dataFrom, 'pglite'))) throw new Error(`--data-from ${dataFrom}: neither a pglite/ folder nor a database-url there`);
    cpSync(dataFrom, dir, { recursive: true });
  }
  // a copy of the seeded database, on the same server (its name says it is the Lighthouse run's; made through
  // another database: the template must have no connection while it is copied)
  const source = template?.pathname.slice(1);
  const copy = template ? { name: `${source}_lh_${port}`, adminUrl: databaseUrl(template, 'postgres') } : null;
  const copyUrl = copy ? await createDatabase(copy.adminUrl, copy.name, { template: source, comment: dir }) : '';
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    REPO_ROOT: ROOT,
    DATA_DIR: path.join(dir, 'pglite'),
    FILES_DIR: path.join(dir, 'files'),
    DATABASE_URL: copyUrl,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, [SERVER_MAIN], { cwd: path.join(ROOT, 'packages/shop-api'), stdio: ['ignore', 'ignore', 'inherit'], env });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000; // the first start seeds the demo
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode} before it was ready`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the shop did not start within 180 s');
    }
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await derivativesMade(env, deadline);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          child.kill('SIGTERM');
        });
      }
      if (copy) await dropDatabase(copy.adminUrl, copy.name);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The demo parent's session cookies ({ shop_sid, shop_csrf }), signed in through the API as the browser does. */
async function signIn(url) {
  const first = await fetch(`${url}/api/webshop/user`);
  const jar = new Map(
    first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0].split('='))
      .map(([k, ...v]) => [k, v.join('=')]),
  );
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${url}/api/webshop/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': jar.get('shop_csrf') ?? '', cookie: cookie() },
    body: JSON.stringify({ username: 'parent@example.com', password: 'parent-demo-1' }),
  });
  if (!res.ok) throw new Error(`signing in the demo parent failed: ${res.status} ${await res.text()}`);
  for (const c of res.headers.getSetCookie()) {
    const [k, ...v] = c.split(';')[0].split('=');
    jar.set(k, v.join('='));
  }
  return Object.fromEntries(jar);
}

// puppeteer-core as Lighthouse itself uses it (its dependency, so the same version that drives the runs)
const puppeteer = () => import(createRequire(fileURLToPath(import.meta.resolve('lighthouse'))).resolve('puppeteer-core')).then((m) => m.default);

/**
 * The browser's cookie store for the page's origin: the session's cookies (and the consent answer, if any), or
 * none. Lighthouse clears caches and storage between runs, never cookies, so what is set here is what the page sends.
 */
async function setBrowserCookies(chrome, pageUrl, cookies) {
  const browser = await (await puppeteer()).connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const domain = new URL(pageUrl).hostname;
    // a run's own cookies (the CSRF cookie, a new session) never carry into the next
    const left = await browser.cookies();
    if (left.length) await browser.deleteCookie(...left);
    const wanted = Object.entries(cookies ?? {}).map(([name, value]) => ({ name, value, domain, path: '/', httpOnly: name === 'shop_sid', sameSite: 'Lax' }));
    if (wanted.length) await browser.setCookie(...wanted);
  } finally {
    await browser.disconnect();
  }
}

/**
 * Lighthouse's TBT of a gathered run (gatherMode folder) with each top-level main-thread task lasting its CPU time
 * (the trace's thread duration) instead of its wall-clock time: the same simulation, without the other work's waits.
 */
async function tbtFromCpuTime(pageUrl, flags, dir) {
  const file = path.join(
    dir,
    readdirSync(dir).find((f) => f.endsWith('.trace.json')),
  );
  const trace = JSON.parse(readFileSync(file, 'utf8'));
  for (const e of trace.traceEvents) {
    const topLevel = e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
    if (topLevel && e.ph === 'X' && e.dur && e.tdur !== undefined && e.tdur < e.dur) e.dur = Math.max(1, e.tdur);
  }
  writeFileSync(file, JSON.stringify(trace));
  const result = await lighthouse(pageUrl, { ...flags, auditMode: dir });
  return result.lhr.audits['total-blocking-time'].numericValue;
}

async function measureOnce(chrome, pageUrl, cookies, cpuTime) {
  await setBrowserCookies(chrome, pageUrl, cookies);
  // the default config is the mobile profile with simulated throttling (slow 4G, 4× CPU)
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  let result;
  let tbtCpu;
  if (cpuTime) {
    // gathered to a folder and audited from it, so that the same trace can be audited once more
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-run-'));
    try {
      await lighthouse(pageUrl, { ...flags, gatherMode: dir });
      result = await lighthouse(pageUrl, { ...flags, auditMode: dir });
      tbtCpu = await tbtFromCpuTime(pageUrl, flags, dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } else {
    result = await lighthouse(pageUrl, flags);
  }
  const { audits, categories } = result.lhr;
  const scripts = audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  return {
    lcp: audits['largest-contentful-paint'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    tbtCpu,
    cls: audits['cumulative-layout-shift'].numericValue,
    score: Math.round((categories.performance.score ?? 0) * 100),
    jsBytes: scripts?.transferSize ?? 0,
    error: result.lhr.runtimeError?.message,
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    // Lighthouse's LCP phases: time to first byte, resource load delay and time, element render delay
    lcpDebug: process.env.LH_DEBUG ? JSON.stringify(audits['largest-contentful-paint-element']?.details).slice(0, 3000) : '',
    lcpPhases: (audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []).map((i) => `${i.phase} ${Math.round(i.timing)} ms`),
    bootup: (audits['bootup-time']?.details?.items ?? []).slice(0, 6).map((i) => `${Math.round(i.total)} ms (script ${Math.round(i.scripting)}) ${i.url}`),
    longTasks: (audits['long-tasks']?.details?.items ?? []).slice(0, 8).map((i) => `${Math.round(i.duration)} ms at ${Math.round(i.startTime)} ${i.url}`),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function verdict(p, m) {
  const lcpTarget = signedInPath(p) ? TARGETS.signedInLcpMs : TARGETS.lcpMs;
  const misses = [];
  if (m.lcp > lcpTarget) misses.push(`LCP > ${lcpTarget} ms`);
  if (m.tbt > TARGETS.tbtMs) misses.push(`TBT > ${TARGETS.tbtMs} ms`);
  if (m.cls > TARGETS.cls) misses.push(`CLS > ${TARGETS.cls}`);
  if (m.score < TARGETS.score) misses.push(`score < ${TARGETS.score}`);
  const fails = [];
  if (m.lcp > lcpTarget * TOLERANCE) fails.push({ metric: 'lcp', text: `LCP ${Math.round(m.lcp)} ms is > 25 % over ${lcpTarget} ms` });
  if (m.tbt > TARGETS.tbtMs * TOLERANCE) fails.push({ metric: 'tbt', text: `TBT ${Math.round(m.tbt)} ms is > 25 % over ${TARGETS.tbtMs} ms` });
  if (m.cls > TARGETS.cls * TOLERANCE) fails.push({ metric: 'cls', text: `CLS ${m.cls.toFixed(3)} is > 25 % over ${TARGETS.cls}` });
  // TBT with each task's CPU time (--cpu-time): what the page's code costs, not what the machine's other work adds
  if (m.tbtCpu !== undefined && m.tbtCpu > TARGETS.tbtMs * TOLERANCE)
    fails.push({ metric: 'tbtcpu', text: `TBT from CPU time ${Math.round(m.tbtCpu)} ms is > 25 % over ${TARGETS.tbtMs} ms` });
  return { misses, fails };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      runs: { type: 'string', default: '3' },
      'data-from': { type: 'string' },
      url: { type: 'string' },
      port: { type: 'string' },
      check: { type: 'boolean', default: false },
      'gate-metrics': { type: 'string', default: 'lcp,tbt,cls' },
      gate: { type: 'string' },
      'gate-pages': { type: 'string' },
      json: { type: 'string' },
      details: { type: 'boolean', default: false },
      consent: { type: 'string' },
      'cpu-time': { type: 'boolean', default: false },
    },
  });
  if (values.consent && !['allow', 'deny'].includes(values.consent)) throw new Error('--consent is allow or deny');
  const paths = positionals.length ? positionals : DEFAULT_PATHS;
  const runs = Math.max(1, Number(values.runs));
  // which page's figures fail --check: known before the first run (a --gate naming a page not measured stops here,
  // before a shop or a browser is started)
  const gates = gatesFrom(
    values,
    paths.map((path) => ({ path })),
  );
  const shop = values.url ? null : await startShop(values.port ? Number(values.port) : await freePort(), values['data-from']);
  const base = (values.url ?? shop.url).replace(/\/$/, '');
  const chrome = await launchChromium();
  const results = [];
  try {
    const session = paths.some(signedInPath) ? await signIn(base) : null;
    const cookie = session && (values.consent ? { ...session, shop_consent: values.consent } : session);
    const cookieHeader = cookie
      ? Object.entries(cookie)
          .map(([k, v]) => `${k}=${v}`)
          .join('; ')
      : '';
    // Unmeasured visits warm the server, not the browser: the front page, then each measured page (its owner's
    // server entry renders it and reads its data the first time). Ten rounds, not one: a server that has served
    // a page once still compiles its hot paths (V8's optimising compiler, on a thread of its own) while the next
    // visits come, and on this machine that thread takes a core from the measured page. A shop in use is warm.
    await fetch(`${base}/`).catch(() => undefined);
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      for (const p of paths) await fetch(`${base}${p}`, { headers: signedInPath(p) && cookie ? { cookie: cookieHeader } : {} }).catch(() => undefined);
    }
    for (const p of paths) {
      const samples = [];
      const measure = () => measureOnce(chrome, `${base}${p}`, signedInPath(p) ? cookie : null, values['cpu-time']);
      for (let i = 0; i < runs; i++) samples.push(await measure());
      // a run Lighthouse itself could not record (NO_NAVSTART and the like) is run again once, then left out
      if (samples.every((s) => s.error)) samples.push(await measure());
      const keys = ['lcp', 'fcp', 'tbt', 'cls', 'score', 'jsBytes', ...(values['cpu-time'] ? ['tbtCpu'] : [])];
      const medians = () => {
        const good = samples.filter((s) => !s.error);
        return Object.fromEntries(keys.map((k) => [k, median((good.length ? good : samples).map((s) => s[k]))]));
      };
      let m = medians();
      // --check: a gated figure beyond its margin is measured again before it fails the run, and the median of
      // the runs decides (the issue's own measure is a median of 3): one run's outlier on a shared machine is
      // not a regression, a real one fails every run (decision 0077)
      const { fails } = verdict(p, m);
      const again = values.check ? runsToConfirm(fails, gates.get(p) ?? [], samples.length) : 0;
      if (again > 0) {
        console.log(`  ${p}: ${fails.map((f) => f.text).join('; ')}: ${again} more run(s), the median decides`);
        for (let i = 0; i < again; i++) samples.push(await measure());
        m = medians();
      }
      const good = samples.filter((s) => !s.error);
      const error = good.length ? undefined : samples[0].error;
      results.push({
        path: p,
        runs: good.length,
        ...m,
        error,
        ...verdict(p, m),
        lcpElement: (good[0] ?? samples[0]).lcpElement,
        lcpPhases: (good[0] ?? samples[0]).lcpPhases,
        lcpDebug: (good[0] ?? samples[0]).lcpDebug,
        bootup: (good[0] ?? samples[0]).bootup,
        longTasks: (good[0] ?? samples[0]).longTasks,
      });
    }
  } finally {
    await chrome.kill();
    await shop?.stop();
  }

  console.log(`\nLighthouse mobile profile (slow 4G, 4× CPU), median of ${runs} run(s) per page`);
  console.log(
    `${'page'.padEnd(34)} ${'LCP'.padStart(7)} ${'FCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'score'.padStart(5)} ${'JS KB'.padStart(6)}  targets`,
  );
  for (const r of results) {
    const cells = [
      r.path.padEnd(34),
      `${(r.lcp / 1000).toFixed(2)} s`.padStart(7),
      `${(r.fcp / 1000).toFixed(2)} s`.padStart(7),
      `${Math.round(r.tbt)} ms`.padStart(7),
      r.cls.toFixed(3).padStart(6),
      String(r.score).padStart(5),
      (r.jsBytes / 1024).toFixed(1).padStart(6),
    ];
    const note = `${r.error ? `error: ${r.error}` : r.misses.length ? `missed: ${r.misses.join(', ')}` : 'met'}${r.runs > runs ? ` (median of ${r.runs} runs)` : ''}`;
    console.log(`${cells.join(' ')}  ${note}`);
    if (r.tbtCpu !== undefined) console.log(`    TBT from the tasks' CPU time ${Math.round(r.tbtCpu)} ms`);
    if (values.details) {
      if (r.lcpElement) console.log(`    LCP element ${r.lcpElement}`);
      if (r.lcpDebug) console.log(r.lcpDebug);
      if (r.lcpPhases?.length) console.log(`    LCP phases ${r.lcpPhases.join(', ')}`);
      for (const line of r.bootup ?? []) console.log(`    bootup ${line}`);
      for (const line of r.longTasks ?? []) console.log(`    long task ${line}`);
    }
  }
  if (values.json) writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
  const failed = results
    .filter((r) => gates.has(r.path))
    .map((r) => ({ ...r, fails: r.fails.filter((f) => gates.get(r.path).includes(f.metric)) }))
    .filter((r) => r.fails.length || r.error);
  const failedPaths = new Set(failed.map((r) => r.path));
  for (const r of results.filter((r) => !failedPaths.has(r.path))) {
    const over = r.fails.map((f) => f.text);
    if (values.check && over.length) console.log(`  (not gated) ${r.path}: ${over.join('; ')}`);
  }
  if (values.check && failed.length) {
    for (const r of failed) console.error(`✗ ${r.path}: ${r.error ?? r.fails.map((f) => f.text).join('; ')}`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
