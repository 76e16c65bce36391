// Helpers for the top-level scripts: they must run on a fresh machine with only Node and npm.
import { spawn, spawnSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const PNPM_VERSION = '10.34.9';
/** The compiled server, as production runs it (`npm run build` makes it; decision 0080). */
export const SERVER_MAIN = path.join(ROOT, 'packages/shop-api/dist/main.js');

/** Debian's Chromium, headless as root, as the measuring scripts launch it (lighthouse.mjs, main-thread.mjs). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

function has(command) {
  try {
    execSync(`${command} --version`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** pnpm, installed on the fly through npx when the machine has none (corepack is not relied on). */
export function pnpmCommand() {
  return has('pnpm') ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** A step's time, so that a run that nears CI's limit shows where its minutes went. */
const took = (started, cmd, args) => `  (${((Date.now() - started) / 1000).toFixed(0)} s: ${[cmd, ...args].slice(0, 4).join(' ')})`;

export function run(cmd, args, options = {}) {
  console.log(`\n$ ${[cmd, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...options, env: { ...process.env, ...options.env } });
  console.log(took(started, cmd, args));
  if (result.status !== 0) {
    console.error(`\n✗ ${[cmd, ...args].join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** One command of `together`: [cmd, args, options]; a pnpm command is written ['pnpm', args, options]. */
function runBuffered([cmd, args, options = {}]) {
  const [bin, ...pre] = cmd === 'pnpm' ? pnpmCommand() : [cmd];
  const line = [cmd, ...args].join(' ');
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(bin, [...pre, ...args], { cwd: ROOT, ...options, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code, signal) => {
      const text = `\n$ ${line}\n${Buffer.concat(out).toString()}${took(started, cmd, args)}\n`;
      resolve({ line, text, status: code ?? signal });
    });
  });
}

/**
 * Runs lanes side by side, the commands of one lane one after another (a lane stops at its first failure).
 * A step that leaves a core idle (tsc is single-threaded) runs beside one that does not (the build); each
 * command's output is printed whole when it ends, so the log reads as if they had run in turn.
 */
export async function together(...lanes) {
  const started = Date.now();
  const failures = await Promise.all(
    lanes.map(async (lane) => {
      for (const command of lane) {
        const result = await runBuffered(command);
        process.stdout.write(result.text);
        if (result.status !== 0) return result;
      }
      return null;
    }),
  );
  console.log(`  (${((Date.now() - started) / 1000).toFixed(0)} s in all, side by side)`);
  const failed = failures.filter(Boolean);
  for (const f of failed) console.error(`\n✗ ${f.line} failed (exit ${f.status})`);
  if (failed.length > 0) process.exit(1);
}

export function pnpm(args, options) {
  const [cmd, ...pre] = pnpmCommand();
  run(cmd, [...pre, ...args], options);
}

export function install() {
  pnpm(['install', existsSync(path.join(ROOT, 'pnpm-lock.yaml')) && process.env.CI ? '--frozen-lockfile' : '--prefer-offline']);
}

/** A browser's cookies for a script's fetch calls: keep() what an answer sets, header() for the next request. */
export function cookieJar() {
  const jar = new Map();
  return {
    keep(res) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair.split('=');
        jar.set(name, value.join('='));
      }
    },
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    get: (name) => jar.get(name),
  };
}

/** A loopback port nobody listens on right now (the kernel picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
