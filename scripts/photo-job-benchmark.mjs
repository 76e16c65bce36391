// The photo-job import's size and memory (issue 32): a generated job of 300 subjects × 8 pictures (2000×3000
// JPEGs, each file distinct) zipped, uploaded to a shop of its own with tus as the studio does, checked
// (dry run), imported and its derivatives made in the background; prints the time of each step and the server's resident memory
// before and at its peak (sampled from /proc every 200 ms). Memory must not grow with the job: it exits 1
// when the peak is 300 MB or more above the server's memory before the upload.
//   node scripts/photo-job-benchmark.mjs [--subjects 300] [--pictures 8] [--database postgres://…] [--keep]
// The server runs from the source (tsx), on PGlite in a folder of its own (the embedded default, the
// database inside the measured process), or on PostgreSQL with --database (a database made and dropped).
// Heavy: minutes of CPU and a few GB of disk in the system's temporary folder. Not a test: run it by hand.
import { spawn } from 'node:child_process';
import { closeSync, createReadStream, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, ROOT } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    subjects: { type: 'string', default: '300' },
    pictures: { type: 'string', default: '8' },
    database: { type: 'string' },
    keep: { type: 'boolean' },
  },
});
const SUBJECTS = Number(args.subjects);
const PER_SUBJECT = Number(args.pictures);
const LIMIT_MB = 300;
const shopRequire = createRequire(path.join(ROOT, 'packages/shop-api/package.json'));
const studioRequire = createRequire(path.join(ROOT, 'mfe-studio/package.json'));
const sharp = shopRequire('sharp');
const { Zip, ZipPassThrough } = shopRequire('fflate');
const { Upload } = studioRequire('tus-js-client');

const work = mkdtempSync(path.join(os.tmpdir(), 'photo-job-benchmark-'));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;

// ---- 1. the job's zip: one photograph-like JPEG, made distinct per file by a comment segment after SOI
// (every file decodes like a real 2000×3000 picture and has its own hash, so nothing is shared)
async function makeZip() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="3000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8fb3c9"/><stop offset="1" stop-color="#33475b"/></linearGradient></defs>
    <rect width="2000" height="3000" fill="url(#g)"/><ellipse cx="1000" cy="1100" rx="520" ry="700" fill="#c99a7f"/>
    <rect x="300" y="1900" width="1400" height="1100" rx="300" fill="#2f3e57"/></svg>`;
  // grain, as a photograph has: about 1.3 MB at quality 85, like a portrait from the camera's JPEG
  const grain = await sharp({ create: { width: 2000, height: 3000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 14 } } })
    .png()
    .toBuffer();
  const base = await sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 85 })
    .toBuffer();
  const fd = openSync(path.join(work, 'job.zip'), 'w');
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    writeSync(fd, chunk);
  });
  const add = (name, bytes) => {
    const entry = new ZipPassThrough(name);
    zip.add(entry);
    entry.push(bytes, true);
  };
  add(
    'job.json',
    Buffer.from(
      JSON.stringify({
        key: 'benchmark-school',
        name: 'Benchmark School',
        year: 2026,
        photographer: { name: 'Fjord Portraits' },
        jobType: 'school',
        inWebshop: false,
      }),
    ),
  );
  const subjects = ['key,name,group'];
  const pictures = ['subject,file,type'];
  for (let s = 1; s <= SUBJECTS; s++) {
    subjects.push(`s${s},Subject ${s},${1 + (s % 10)}A`);
    for (let p = 1; p <= PER_SUBJECT; p++) {
      const name = `s${s}/${p}.jpg`;
      pictures.push(`s${s},${name},IP`);
      const comment = Buffer.from(`benchmark ${name}`);
      const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
      add(`pictures/${name}`, Buffer.concat([base.subarray(0, 2), segment, base.subarray(2)]));
    }
  }
  add('subjects.csv', Buffer.from(`${subjects.join('\n')}\n`));
  add('pictures.csv', Buffer.from(`${pictures.join('\n')}\n`));
  zip.end();
  closeSync(fd);
  return { file: path.join(work, 'job.zip'), picture: base.length };
}

// ---- 2. a shop of its own
async function startShop() {
  const port = await freePort();
  let databaseUrl = '';
  let drop = async () => {};
  if (args.database) {
    const postgres = shopRequire('postgres');
    const admin = postgres(args.database, { max: 1, onnotice: () => {} });
    const name = `photo_job_benchmark_${Date.now()}`;
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(args.database);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(ROOT, 'packages/shop-api'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'pglite'),
      FILES_DIR: path.join(work, 'files'),
      DATABASE_URL: databaseUrl,
      FILES_URL: '',
      LOG_LEVEL: 'warn',
      STAFF_2FA: 'optional',
      TMPDIR: work,
    },
  });
  const url = `http://localhost:${port}`;
  for (const until = Date.now() + 300_000; Date.now() < until; ) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child, drop };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the shop did not start within 5 minutes');
}

/** Resident memory of a process now (VmRSS, bytes). */
const rss = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

// ---- 3. the studio's calls, as the browser makes them
function studioClient(url) {
  const cookies = new Map();
  const keep = (res) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const header = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const request = async (method, route, body) => {
    const res = await fetch(url + route, {
      method,
      headers: { cookie: header(), 'x-csrf-token': cookies.get('shop_staff_csrf') ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    keep(res);
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  return { request, headers: () => ({ cookie: header(), 'x-csrf-token': cookies.get('shop_staff_csrf') ?? '' }) };
}

const upload = (url, file, headers) =>
  new Promise((resolve, reject) => {
    const u = new Upload(createReadStream(file), {
      endpoint: `${url}/api/studio/photo-job-uploads`,
      uploadSize: statSync(file).size,
      chunkSize: 64 * 1024 * 1024,
      metadata: { portal: 'fjord', filename: 'benchmark-school.zip' },
      headers,
      onError: reject,
      onSuccess: () => resolve(u.url.split('/').pop()),
    });
    u.start();
  });

async function until(client, uuid, states) {
  for (;;) {
    const item = await client.request('GET', `/api/studio/portals/fjord/photo-job-imports/${uuid}`);
    if (states.includes(item.state)) return item;
    if (item.state === 'problems' || item.state === 'failed')
      throw new Error(`${item.state}: ${JSON.stringify(item.problems.slice(0, 5))} ${item.error ?? ''}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

let shop;
try {
  let t = Date.now();
  const { file, picture } = await makeZip();
  console.log(
    `Job: ${SUBJECTS} subjects × ${PER_SUBJECT} pictures (2000×3000 JPEG, ${mb(picture)} each), zip ${mb(statSync(file).size)}, made in ${seconds(Date.now() - t)}`,
  );
  shop = await startShop();
  const client = studioClient(shop.url);
  await client.request('GET', '/api/studio/session');
  await client.request('POST', '/api/studio/sign-in', { email: 'operator@example.com', password: 'operator-demo-1' });
  await new Promise((r) => setTimeout(r, 2000));
  const baseline = rss(shop.child.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rss(shop.child.pid));
    } catch {}
  }, 200);
  const started = Date.now();
  t = Date.now();
  const uploadId = await upload(shop.url, file, client.headers());
  const uploaded = Date.now() - t;
  t = Date.now();
  const created = await client.request('POST', '/api/studio/portals/fjord/photo-job-imports', { uploadId });
  const checked = await until(client, created.uuid, ['ready']);
  const checking = Date.now() - t;
  t = Date.now();
  await client.request('POST', `/api/studio/portals/fjord/photo-job-imports/${created.uuid}/start`);
  let done = await until(client, created.uuid, ['done']);
  const importing = Date.now() - t;
  // the derivatives are made by the job queue after the import (decision 0093): until the last one
  t = Date.now();
  while (done.progress.derivativesMade.total === 0 || done.progress.derivativesMade.done < done.progress.derivativesMade.total) {
    await new Promise((r) => setTimeout(r, 1000));
    done = await client.request('GET', `/api/studio/portals/fjord/photo-job-imports/${created.uuid}`);
  }
  const deriving = Date.now() - t;
  clearInterval(sampler);
  const growth = peak - baseline;
  console.log(`Upload (tus):        ${seconds(uploaded)}`);
  console.log(`Check (dry run):     ${seconds(checking)}  (${checked.progress.picturesRead.done} pictures read)`);
  console.log(
    `Import:              ${seconds(importing)}  (${done.outcome.subjects.created} subjects, ${done.outcome.pictures.created} pictures, ${done.outcome.codesGenerated} codes)`,
  );
  console.log(
    `Derivatives (queue): ${seconds(deriving)}  (${done.progress.derivativesMade.done} of ${done.progress.derivativesMade.total} made after the import)`,
  );
  console.log(`Total:               ${seconds(Date.now() - started)}`);
  console.log(`Server memory (RSS): ${mb(baseline)} before, ${mb(peak)} at its peak: growth ${mb(growth)} (limit ${LIMIT_MB} MB)`);
  process.exitCode = growth < LIMIT_MB * 1024 * 1024 ? 0 : 1;
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  if (shop) {
    shop.child.kill('SIGTERM');
    await new Promise((r) => shop.child.once('exit', r));
    await shop.drop();
  }
  if (!args.keep) rmSync(work, { recursive: true, force: true });
}
