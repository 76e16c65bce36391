// `node scripts/main-thread.mjs --url http://localhost:PORT [paths…]`: what the main thread runs while a page
// starts, from a Chromium trace (the same categories Lighthouse records), on a phone-sized screen with nothing
// cached. Lighthouse's total blocking time is noisy on a shared machine; this prints what it is made of, so an
// A/B of a change can compare counts and durations instead of one number:
//
//   - every top-level task of 10 ms or more after the first contentful paint, with what ran in it (scripts by
//     URL, style, layout, parse) and, with --profile, the functions that took its time (source-mapped);
//   - "tasks ≥ 12.5 ms": Lighthouse's simulated throttling multiplies each observed task by 4 (by 2 when it
//     lays out), so a task above 12.5 ms counts in its total blocking time; "blocking" sums 4 × d − 50 ms
//     (2 × d − 50 for layout tasks) over the tasks after FCP, Lighthouse's formula without its TTI cut-off;
//   - all tasks' total time after FCP.
//
// Durations are the main thread's CPU time per task (the trace's thread time): on a machine shared with other
// work, wall-clock durations grow with the load and an A/B comparison drowns in it; CPU time grows much less.
// The wall-clock blocking sum is printed too.
//
//   --runs N     visits per page (default 5); the figures are medians, and the listing is the median run's
//   --cpu R      also slow the CPU down R× (Emulation.setCPUThrottlingRate) while recording; default 1, as
//                Lighthouse records (it multiplies afterwards)
//   --profile    sample the JavaScript (100 µs) and name the functions of every listed task (--min)
//   --min MS     list tasks of at least MS ms (default 10)
//   --json FILE  write every run's tasks as JSON
//   --save DIR   keep each run's trace (open it in Chromium's DevTools performance panel)
//   --cookies 'shop_sid=…; shop_csrf=…'   visit with these cookies (a signed-in page: sign in through the API first)
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launchChromium } from './chromium.mjs';
import { ROOT } from './lib.mjs';

// puppeteer-core comes with lighthouse (a dev dependency of the root)
const fromLighthouse = createRequire(createRequire(path.join(ROOT, 'package.json')).resolve('lighthouse/package.json'));
const puppeteer = (await import(fromLighthouse.resolve('puppeteer-core'))).default;

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-lighthouse',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : 0;
};
const isTask = (e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur;

// ---- source maps (VLQ mappings, decoded on demand per script) ----
const B64 = Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
function decodeMappings(mappings) {
  const lines = [];
  let src = 0;
  let srcLine = 0;
  for (const line of mappings.split(';')) {
    const segs = [];
    let col = 0;
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const vals = [];
      let v = 0;
      let shift = 0;
      for (const ch of seg) {
        const d = B64[ch];
        v += (d & 31) << shift;
        if (d & 32) shift += 5;
        else {
          vals.push(v & 1 ? -(v >>> 1) : v >>> 1);
          v = 0;
          shift = 0;
        }
      }
      col += vals[0];
      if (vals.length >= 4) {
        src += vals[1];
        srcLine += vals[2];
        segs.push([col, src, srcLine]);
      }
    }
    lines.push(segs);
  }
  return lines;
}
const maps = new Map();
export async function sourceOf(url, line, col) {
  if (!url.startsWith('http')) return null;
  if (!maps.has(url)) {
    maps.set(
      url,
      fetch(`${url.split('?')[0]}.map`)
        .then((r) => (r.ok ? r.json() : null))
        .then((m) => m && { sources: m.sources, lines: decodeMappings(m.mappings) })
        .catch(() => null),
    );
  }
  const map = await maps.get(url);
  const segs = map?.lines[line];
  if (!segs?.length) return null;
  let best = segs[0];
  for (const s of segs) if (s[0] <= col) best = s;
  const file = map.sources[best[1]]
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
    .replace(/^\.\.\//, '');
  return `${file}:${best[2] + 1}`;
}

// ---- the trace ----
export function analyse(events, pageUrl) {
  // the renderer that committed the page (the first frame of a new context is about:blank in another process)
  const committed = events.filter((e) => e.name === 'FrameCommittedInBrowser' && e.args?.data?.url === pageUrl && e.args.data.processId);
  const pid = committed.at(-1)?.args.data.processId;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === pid);
  if (!main) throw new Error(`no renderer main thread for ${pageUrl} in the trace`);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts);
  const navStart = events.find((e) => e.name === 'navigationStart' && e.pid === main.pid && e.args?.data?.isLoadingMainFrame)?.ts ?? onMain[0].ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts;
  const lcp = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === main.pid).at(-1)?.ts;
  const tasks = [];
  let current = null;
  for (const e of onMain) {
    if (isTask(e) && !(current && e.ts < current.end)) {
      current = { ts: e.ts, end: e.ts + e.dur, wall: e.dur / 1000, dur: (e.tdur ?? e.dur) / 1000, children: [] };
      tasks.push(current);
    } else if (current && e.ts < current.end && e.ph === 'X') current.children.push(e);
  }
  for (const t of tasks) {
    const kinds = {};
    const scripts = new Map();
    for (const c of t.children) {
      const k =
        c.name === 'Layout'
          ? 'layout'
          : c.name === 'UpdateLayoutTree' || c.name === 'RecalculateStyles' || c.name === 'ParseAuthorStyleSheet'
            ? 'style'
            : c.name === 'ParseHTML'
              ? 'parse'
              : c.name === 'Paint' || c.name === 'PrePaint' || c.name === 'Layerize'
                ? 'paint'
                : null;
      if (k) kinds[k] = (kinds[k] ?? 0) + c.dur / 1000;
      const url = c.args?.data?.url;
      if (
        (c.name === 'EvaluateScript' || c.name === 'v8.evaluateModule' || c.name === 'FunctionCall' || c.name === 'TimerFire' || c.name === 'v8.run') &&
        url
      ) {
        const short = url.replace(/^https?:\/\/[^/]+/, '');
        scripts.set(short, (scripts.get(short) ?? 0) + c.dur / 1000);
      }
    }
    t.layout = t.children.some((c) => c.name === 'Layout');
    t.kinds = kinds;
    t.what = [
      ...t.children
        .map((c) => c.name)
        .filter((n) =>
          [
            'TimerFire',
            'FireIdleCallback',
            'FireAnimationFrame',
            'EventDispatch',
            'ParseHTML',
            'EvaluateScript',
            'v8.evaluateModule',
            'RunMicrotasks',
            'XHRReadyStateChange',
            'ResourceReceivedData',
            'ResourceFinish',
          ].includes(n),
        ),
    ].filter((n, i, a) => a.indexOf(n) === i);
    t.scripts = [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 3);
    t.at = (t.ts - navStart) / 1000;
    t.afterFcp = fcp ? t.ts >= fcp : true;
    t.blocking = t.afterFcp ? Math.max(0, t.dur * (t.layout ? 2 : 4) - 50) : 0;
  }
  const after = tasks.filter((t) => t.afterFcp);
  // the JavaScript samples (ProfileChunk) on the main thread
  const nodes = new Map();
  const samples = [];
  let time = null;
  for (const e of events.filter((e) => e.pid === main.pid && (e.name === 'Profile' || e.name === 'ProfileChunk')).sort((a, b) => a.ts - b.ts)) {
    if (e.name === 'Profile') time = e.args.data.startTime;
    const cp = e.args?.data?.cpuProfile;
    if (!cp) continue;
    for (const n of cp.nodes ?? []) nodes.set(n.id, n);
    const deltas = e.args.data.timeDeltas ?? [];
    (cp.samples ?? []).forEach((id, i) => {
      time += deltas[i] ?? 0;
      samples.push({ id, ts: time });
    });
  }
  return { url: pageUrl, fcp: fcp ? (fcp - navStart) / 1000 : null, lcp: lcp ? (lcp - navStart) / 1000 : null, tasks, after, nodes, samples };
}

/** A profile node's function, source-mapped (cached per node). */
export async function frameOf(node) {
  if (node.frame !== undefined) return node.frame;
  const f = node.callFrame;
  const where = f.url ? ((await sourceOf(f.url, f.lineNumber, f.columnNumber)) ?? f.url.replace(/^https?:\/\/[^/]+/, '')) : '';
  node.frame = `${f.functionName || (f.url ? '(anonymous)' : '(program)')} ${where}`.trim();
  node.file = where.replace(/:\d+$/, '');
  if (node.frame.length > 120) node.frame = `${node.frame.slice(0, 117)}...`;
  return node.frame;
}

// frameworks whose functions say little about which of our parts asked for the time
const PLUMBING = /^(react-dom|react|scheduler|webpack|single-spa|@module-federation)\//;

async function attribute(run, task, top = 8) {
  const inTask = run.samples.filter((s) => s.ts >= task.ts && s.ts < task.end);
  if (inTask.length < 2) return [];
  const step = task.dur / inTask.length; // CPU time, shared out by the samples
  const self = new Map();
  const inclusive = new Map();
  for (const s of inTask) {
    let n = run.nodes.get(s.id);
    if (!n) continue;
    const key = await frameOf(n);
    self.set(key, (self.get(key) ?? 0) + 1);
    // inclusive time per source file (not the plumbing): which of our modules or libraries asked for it
    const seen = new Set();
    while (n) {
      await frameOf(n);
      if (n.file && !PLUMBING.test(n.file) && !seen.has(n.file)) {
        seen.add(n.file);
        inclusive.set(n.file, (inclusive.get(n.file) ?? 0) + 1);
      }
      n = n.parent ? run.nodes.get(n.parent) : null;
    }
  }
  const ms = (c) => `${(c * step).toFixed(1).padStart(6)} ms`;
  return [
    ...[...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, c]) => `self ${ms(c)}  ${k}`),
    ...[...inclusive]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top + 4)
      .map(([k, c]) => `incl ${ms(c)}  ${k}`),
  ];
}

async function visit(browser, pageUrl, { cpu, profile, save, cookies }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  if (cookies) {
    const domain = new URL(pageUrl).hostname;
    await page.setCookie(...Object.entries(cookies).map(([name, value]) => ({ name, value, domain, path: '/' })));
  }
  await page.emulate({ viewport: PHONE, userAgent: await browser.userAgent() });
  const cdp = await page.createCDPSession();
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const categories = profile ? CATEGORIES : CATEGORIES.filter((c) => !c.includes('cpu_profiler'));
  await page.tracing.start({ categories });
  await page.goto(pageUrl, { waitUntil: 'networkidle0', timeout: 60_000 });
  await new Promise((r) => setTimeout(r, 2500 * Math.max(1, cpu / 2)));
  const buffer = Buffer.from(await page.tracing.stop());
  await context.close();
  if (save) writeFileSync(path.join(save, `trace-${Date.now()}.json`), buffer);
  return analyse(JSON.parse(buffer.toString('utf8')).traceEvents, pageUrl);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      runs: { type: 'string', default: '5' },
      cpu: { type: 'string', default: '1' },
      profile: { type: 'boolean', default: false },
      min: { type: 'string', default: '10' },
      json: { type: 'string' },
      save: { type: 'string' },
      cookies: { type: 'string' },
    },
  });
  if (!values.url) throw new Error('--url of a running shop is required');
  const base = values.url.replace(/\/$/, '');
  const paths = positionals.length ? positionals : ['/'];
  const cpu = Number(values.cpu);
  // --cookies 'shop_sid=…; shop_csrf=…': a signed-in customer's session (sign in with the API first)
  const cookies = values.cookies
    ? Object.fromEntries(values.cookies.split(/;\s*/).map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]))
    : undefined;
  const chrome = await launchChromium();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  const out = [];
  try {
    await fetch(`${base}/`).catch(() => undefined);
    for (const p of paths) {
      const runs = [];
      for (let i = 0; i < Number(values.runs); i++)
        runs.push(await visit(browser, `${base}${p}`, { cpu, profile: values.profile, save: values.save, cookies }));
      const stats = runs.map((r) => ({
        over125: r.after.filter((t) => t.dur >= 12.5).length,
        wallBlocking: r.after.reduce((s, t) => s + (t.afterFcp ? Math.max(0, t.wall * (t.layout ? 2 : 4) - 50) : 0), 0),
        over50: r.after.filter((t) => t.dur >= 50).length,
        blocking: r.after.reduce((s, t) => s + t.blocking, 0),
        total: r.after.reduce((s, t) => s + t.dur, 0),
        longest: Math.max(0, ...r.after.map((t) => t.dur)),
        fcp: r.fcp,
        lcp: r.lcp,
      }));
      const m = Object.fromEntries(Object.keys(stats[0]).map((k) => [k, median(stats.map((s) => s[k]))]));
      console.log(`\n${p}  (${runs.length} runs, CPU ${cpu}×; medians)  FCP ${m.fcp?.toFixed(0)} ms, LCP ${m.lcp?.toFixed(0)} ms (observed, unthrottled)`);
      console.log(
        `  after FCP: tasks ≥ 12.5 ms ${m.over125} [${stats.map((s) => s.over125).join(' ')}], ≥ 50 ms ${m.over50}, longest ${m.longest.toFixed(1)} ms, ` +
          `blocking (4×d−50) ${m.blocking.toFixed(0)} ms [${stats.map((s) => s.blocking.toFixed(0)).join(' ')}], all tasks ${m.total.toFixed(0)} ms` +
          ` (wall clock: blocking ${m.wallBlocking.toFixed(0)} ms [${stats.map((s) => s.wallBlocking.toFixed(0)).join(' ')}])`,
      );
      const idx = stats.map((s, i) => [s.blocking, i]).sort((a, b) => a[0] - b[0])[Math.floor(stats.length / 2)][1];
      const run = runs[idx];
      for (const t of run.tasks.filter((t) => t.dur >= Number(values.min))) {
        const kinds = Object.entries(t.kinds)
          .filter(([, v]) => v >= 1)
          .map(([k, v]) => `${k} ${v.toFixed(0)}`)
          .join(', ');
        const scripts = t.scripts.map(([u, d]) => `${u} ${d.toFixed(0)}`).join(', ');
        console.log(
          `  ${t.afterFcp ? ' ' : '<'} ${t.at.toFixed(0).padStart(5)} ms  ${t.dur.toFixed(1).padStart(6)} ms (wall ${t.wall.toFixed(0).padStart(4)})${t.layout ? ' L' : '  '}  ${t.what.join('+')}  [${scripts}] ${kinds}`,
        );
        if (values.profile && t.dur >= Number(values.min)) for (const line of await attribute(run, t)) console.log(`            ${line}`);
      }
      out.push({ path: p, stats, tasks: runs.map((r) => r.tasks.map(({ children, ...t }) => t)) });
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
  if (values.json) writeFileSync(values.json, `${JSON.stringify(out, null, 2)}\n`);
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
