// What the cluster test runs on this machine, all on loopback: a database of its own on the PostgreSQL at
// 127.0.0.1:5432, an S3-compatible server (s3rver), an SMTP sink (smtp-server), and the compiled shop.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createDatabase, dropDatabase, postgres } from '../databases.mjs';
import { freePort, ROOT, SERVER_MAIN } from '../lib.mjs';

const requireRoot = createRequire(path.join(ROOT, 'package.json'));

/** A new database on the PostgreSQL server of `adminUrl`; drop() removes it. */
export async function freshDatabase(adminUrl) {
  const name = `cluster_${randomBytes(4).toString('hex')}`;
  const url = await createDatabase(adminUrl, name);
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  return {
    url,
    name,
    sql,
    async drop() {
      await sql.end({ timeout: 5 });
      await dropDatabase(adminUrl, name);
    },
  };
}

/** The SDK's variables for s3rver 3: no CRC32 checksums nor aws-chunked uploads (it knows neither). */
export const S3RVER_ENV = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'us-east-1',
  AWS_REQUEST_CHECKSUM_CALCULATION: 'WHEN_REQUIRED',
  AWS_RESPONSE_CHECKSUM_VALIDATION: 'WHEN_REQUIRED',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

/**
 * s3rver in `dir` with one bucket; keys() lists the bucket's keys (read from s3rver's folder). s3rver 3.7.1
 * lacks ListParts and AbortMultipartUpload, which tus's S3 store (the studio's job uploads) asks on every
 * request after the first: patches/s3rver@3.7.1.patch adds both, as S3, MinIO and Ceph answer them.
 */
export async function startS3(dir, bucket) {
  const S3rver = requireRoot('s3rver');
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const bucketDir = path.join(dir, bucket);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** Every key under `prefix` (s3rver keeps an object as <key>._S3rver_object). */
    keys(prefix = '') {
      const out = [];
      const walk = (d, rel) => {
        if (!existsSync(d)) return;
        for (const e of readdirSync(d, { withFileTypes: true })) {
          const r = rel ? `${rel}/${e.name}` : e.name;
          if (e.isDirectory()) walk(path.join(d, e.name), r);
          else if (e.name.endsWith('._S3rver_object')) out.push(r.slice(0, -'._S3rver_object'.length));
        }
      };
      walk(bucketDir, '');
      return out.filter((k) => k.startsWith(prefix)).sort();
    },
    close: () => server.close(),
  };
}

/** An SMTP server that keeps every message it is given: recipients, Message-ID, subject. */
export async function startSmtpSink() {
  const { SMTPServer } = requireRoot('smtp-server');
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const head = text.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
        const header = (name) => head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? '';
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          messageId: header('Message-ID'),
          subject: header('Subject'),
          at: Date.now(),
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.server.address().port, messages, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Starts `node packages/shop-api/dist/main.js` on a free port; its output goes to <logDir>/<name>.log. */
export async function startInstance(name, env, logDir) {
  const port = await freePort();
  mkdirSync(logDir, { recursive: true });
  const log = createWriteStream(path.join(logDir, `${name}.log`), { flags: 'a' });
  const child = spawn(process.execPath, [SERVER_MAIN], { cwd: ROOT, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { name, port, url: `http://127.0.0.1:${port}`, child, exited, startedAt: Date.now() };
}

/** Resolves when the instance answers GET /api/ready with 200; throws when it exits or `timeoutMs` passes. */
export async function waitReady(instance, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.name} exited with ${instance.child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${instance.url}/api/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return Date.now() - instance.startedAt;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${instance.name} not ready within ${timeoutMs} ms`);
}

/** scripts/cluster/queue-emails.mjs: `count` e-mails through the shop's outbox on `databaseUrl`. */
export function queueEmails(databaseUrl, count, label) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/cluster/queue-emails.mjs'), String(count), label], {
      cwd: path.join(ROOT, 'packages/shop-api'),
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`queue-emails exited ${code}: ${out.slice(-500)}`));
    });
  });
}
