/**
 * scrypt on threads of our own, each at a low CPU priority (nice 10 by default, Linux), instead of libuv's
 * pool. Two hashes at 128 MiB keep two cores busy for a good part of a second each; on the pool, at
 * normal priority, they took the CPU from the event loop just as much as from anything else, and
 * during a sign-in flood static files and every other answer waited for a core (issue 15). At a low
 * priority a hash takes only what the server's own thread leaves; it runs no slower on an idle
 * machine. The pool's threads also stay free for file reads. HashQueue (passwords.ts) bounds how many
 * run at once; this keeps one thread per running hash, started when first needed.
 *
 * PASSWORD_HASH_NICE (0-19) sets the priority. On a machine whose cores other programs keep busy at
 * normal priority, a niced hash gets almost no core (a few per cent at nice 10): the browser tests' shops
 * share two cores with their browsers, and a sign-in there waited over 10 s. They run hashes at 0.
 */
import { Worker } from 'node:worker_threads';

/** The default priority of a hash thread (nice). */
export const HASH_NICE = 10;
let nice = HASH_NICE;

/** PASSWORD_HASH_NICE: 0 (normal) to 19 (lowest); unset, HASH_NICE. */
export function hashNiceFromEnv(text: string | undefined): number {
  const value = text?.trim() ?? '';
  if (value === '') return HASH_NICE;
  if (!/^\d{1,2}$/.test(value) || Number(value) > 19) throw new Error(`PASSWORD_HASH_NICE: a nice value from 0 to 19, not ${JSON.stringify(text)}`);
  return Number(value);
}

/** The priority of the hash threads from now on (the server sets it once, at its start; an idle thread at another is let go). */
export function setHashThreadNice(value: number): void {
  nice = value;
}

const THREAD_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  // /proc/thread-self is this thread's task: its id takes a priority of its own
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (tid > 0 && workerData.nice > 0) require('node:os').setPriority(tid, workerData.nice);
} catch {}
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ id, key: scryptSync(password, salt, keyLength, options) });
  } catch (err) {
    parentPort.postMessage({ id, error: String((err && err.message) || err) });
  }
});
`;

interface Job {
  resolve(key: Buffer): void;
  reject(err: Error): void;
}

interface Thread {
  worker: Worker;
  jobs: Map<number, Job>;
  /** The priority it was started at. */
  nice: number;
}

const idle: Thread[] = [];
let nextId = 1;

/** An idle thread at today's priority; one started at another (set since) stops. */
function idleThread(): Thread | undefined {
  for (let thread = idle.pop(); thread; thread = idle.pop()) {
    if (thread.nice === nice) return thread;
    void thread.worker.terminate();
  }
  return undefined;
}

function startThread(): Thread {
  // none of the server's flags (a loader, --input-type=module): the source above is plain CommonJS
  const worker = new Worker(THREAD_SOURCE, { eval: true, execArgv: [], workerData: { nice } });
  const thread: Thread = { worker, jobs: new Map(), nice };
  const fail = (err: Error) => {
    for (const job of thread.jobs.values()) job.reject(err);
    thread.jobs.clear();
    const i = idle.indexOf(thread);
    if (i >= 0) idle.splice(i, 1);
  };
  worker.on('message', (msg: { id: number; key?: Uint8Array; error?: string }) => {
    const job = thread.jobs.get(msg.id);
    thread.jobs.delete(msg.id);
    if (thread.jobs.size === 0) thread.worker.unref();
    if (!idle.includes(thread)) idle.push(thread);
    if (!job) return;
    if (msg.error !== undefined) job.reject(new Error(msg.error));
    else job.resolve(Buffer.from(msg.key!.buffer, msg.key!.byteOffset, msg.key!.byteLength));
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`scrypt thread stopped (${code})`)));
  // an idle thread keeps the process from nothing (after the listeners: adding one refs it again)
  worker.unref();
  return thread;
}

/** crypto.scrypt on a low-priority thread of our own. */
export function scryptOnThread(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: { N: number; r: number; p: number; maxmem: number },
): Promise<Buffer> {
  const thread = idleThread() ?? startThread();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    thread.jobs.set(id, { resolve, reject });
    // a running hash keeps the process alive until it answers
    thread.worker.ref();
    thread.worker.postMessage({ id, password, salt, keyLength, options });
  });
}
