/**
 * scrypt on threads of our own, each at the lowest CPU priority (nice 19, Linux), instead of libuv's
 * pool. Two hashes at 128 MiB keep two cores busy for a good part of a second each; on the pool, at
 * normal priority, they took the CPU from the event loop just as much as from anything else, and
 * during a sign-in flood static files and every other answer waited for a core (issue 15). At the
 * lowest priority a hash takes only what the server's own thread leaves; it runs no slower on an idle
 * machine. The pool's threads also stay free for file reads. HashQueue (passwords.ts) bounds how many
 * run at once; this keeps one thread per running hash, started when first needed.
 */
import { Worker } from 'node:worker_threads';

const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try {
  // /proc/thread-self is this thread's task: its id takes a priority of its own
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  if (tid > 0) require('node:os').setPriority(tid, 10);
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
}

const idle: Thread[] = [];
let nextId = 1;

function startThread(): Thread {
  // none of the server's flags (a loader, --input-type=module): the source above is plain CommonJS
  const worker = new Worker(THREAD_SOURCE, { eval: true, execArgv: [] });
  const thread: Thread = { worker, jobs: new Map() };
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
  const thread = idle.pop() ?? startThread();
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    thread.jobs.set(id, { resolve, reject });
    // a running hash keeps the process alive until it answers
    thread.worker.ref();
    thread.worker.postMessage({ id, password, salt, keyLength, options });
  });
}
