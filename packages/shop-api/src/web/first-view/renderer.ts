/**
 * The first view from the route owner's server entry (decision 0035): <module>/dist/server/entry.cjs,
 * built from the module's own source, rendered in a worker per module and version. The entry is looked at on
 * every request (a stat): a replaced folder starts a new worker for the new version and ends the old one,
 * without a restart. Missing, throwing or slower than the budget: null, and the browser renders the page as
 * before (the page never fails because of it).
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PageSettings, ShopSettings, User } from '@shop/contracts';

export interface FirstViewRequest {
  url: string;
  lang: string;
  shop: ShopSettings;
  page: PageSettings;
  user: User;
  /** How long the entry may wait for its API reads (set by the renderer from the budget). */
  readTimeoutMs?: number;
}
export interface FirstView {
  html: string;
  head: string;
}

/** Reads a GET /api/… address as the visitor the page is for (status 0: no answer). */
export type FirstViewRead = (url: string) => Promise<{ status: number; body: string }>;

type Pending = { resolve: (view: FirstView | null) => void; timer: NodeJS.Timeout; read?: FirstViewRead };
type WorkerMessage = { type: 'read'; id: number; readId: number; url: string } | { type?: undefined; id: number; view?: FirstView; error?: string };
interface Loaded {
  version: string;
  worker: Worker;
  pending: Map<number, Pending>;
  /** Renders sent and not answered yet (also those past their budget), and since when it has been busy. */
  inFlight: number;
  busySince: number;
  /** Has answered a render: warm, the normal budget applies. */
  warm: boolean;
}

const WORKER_URL = new URL('./worker.mjs', import.meta.url);
/** A render still unanswered after this long means a stuck worker. */
const STUCK_MS = 10_000;
/** A new worker's first render loads and compiles the whole bundle: it may take this long (once per version). */
const COLD_BUDGET_MS = 1500;

export const serverEntryFile = (distDir: string) => join(distDir, 'server', 'entry.cjs');

export class FirstViewRenderer {
  private loaded = new Map<string, Loaded>();
  private nextId = 1;

  constructor(
    private readonly log: { warn(obj: object, msg: string): void },
    /** How long a page waits for its first view; then the browser renders it. */
    private readonly budgetMs: number,
    /** A page of the module's own for a new worker's warm-up render (another module's page matches none of its routes). */
    private readonly warmUrlOf: (module: string) => string = () => '/',
  ) {}

  /**
   * The module's first view, or null (no server entry, it threw, or it was slower than the budget). `read`
   * answers the API reads the entry makes for its initial data (decision 0036); without it they fail.
   */
  async render(module: string, distDir: string, request: FirstViewRequest, read?: FirstViewRead): Promise<FirstView | null> {
    const file = serverEntryFile(distDir);
    const info = await stat(file).catch(() => null);
    if (!info) {
      this.end(module);
      return null;
    }
    const loaded = this.workerFor(module, file, `${info.mtimeMs}:${info.size}:${info.ino}`);
    const id = this.nextId++;
    const budgetMs = loaded.warm ? this.budgetMs : Math.max(this.budgetMs, COLD_BUDGET_MS);
    return new Promise<FirstView | null>((resolve) => {
      const timer = setTimeout(() => {
        loaded.pending.delete(id);
        this.log.warn({ module, url: request.url, budgetMs }, 'first view slower than its budget: the browser renders it');
        resolve(null);
      }, budgetMs);
      loaded.pending.set(id, { resolve, timer, read });
      if (loaded.inFlight === 0) loaded.busySince = Date.now();
      loaded.inFlight += 1;
      // the reads for initial data get two thirds of the budget: a render (or two) needs the rest
      loaded.worker.postMessage({ id, request: { ...request, readTimeoutMs: Math.round((budgetMs * 2) / 3) } });
    });
  }

  /** Starts the worker for a version ahead of the first request (at server start), so it is warm. */
  async warm(module: string, distDir: string): Promise<void> {
    const file = serverEntryFile(distDir);
    const info = await stat(file).catch(() => null);
    if (info) this.workerFor(module, file, `${info.mtimeMs}:${info.size}:${info.ino}`);
  }

  private workerFor(module: string, file: string, version: string): Loaded {
    const current = this.loaded.get(module);
    if (current && current.version === version && !this.stuck(current)) return current;
    if (current) this.end(module);
    // execArgv: the server's own loader flags are not needed for a plain CommonJS bundle
    const worker = new Worker(WORKER_URL, { workerData: { file, warmUrl: this.warmUrlOf(module) }, execArgv: [] });
    worker.unref();
    const loaded: Loaded = { version, worker, pending: new Map(), inFlight: 0, busySince: 0, warm: false };
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'read') {
        const read = loaded.pending.get(message.id)?.read;
        const answer = read ? read(message.url).catch(() => ({ status: 0, body: '' })) : Promise.resolve({ status: 0, body: '' });
        void answer.then(({ status, body }) => loaded.worker.postMessage({ type: 'read-answer', readId: message.readId, status, body }));
        return;
      }
      loaded.inFlight -= 1;
      loaded.warm = true;
      if (loaded.inFlight > 0) loaded.busySince = Date.now();
      const waiting = loaded.pending.get(message.id);
      if (!waiting) return; // answered after its budget
      loaded.pending.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.error) this.log.warn({ module, error: message.error }, 'the server entry failed: the browser renders the page');
      waiting.resolve(message.view ?? null);
    });
    worker.on('error', (error) => {
      this.log.warn({ module, err: error }, 'the server entry worker failed');
      if (this.loaded.get(module) === loaded) this.end(module);
    });
    this.loaded.set(module, loaded);
    return loaded;
  }

  /** A worker that has answered nothing for STUCK_MS while renders wait (an endless loop): replaced. */
  private stuck(loaded: Loaded): boolean {
    return loaded.inFlight > 0 && Date.now() - loaded.busySince > STUCK_MS;
  }

  private end(module: string): void {
    const loaded = this.loaded.get(module);
    if (!loaded) return;
    this.loaded.delete(module);
    for (const { resolve, timer } of loaded.pending.values()) {
      clearTimeout(timer);
      resolve(null);
    }
    void loaded.worker.terminate();
  }

  async close(): Promise<void> {
    for (const module of [...this.loaded.keys()]) this.end(module);
  }
}
