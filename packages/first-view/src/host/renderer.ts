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
import { FirstView, type FirstViewPart, type FirstViewRequest } from '@shop/contracts/first-view';
import * as v from 'valibot';

/** Reads a GET /api/… address as the visitor the page is for (status 0: no answer). */
export type FirstViewRead = (url: string) => Promise<{ status: number; body: string }>;

type Pending = { resolve: (view: FirstView | null) => void; timer: NodeJS.Timeout; read?: FirstViewRead };
type WorkerMessage =
  | { type: 'read'; id: number; readId: number; url: string }
  | { type: 'warmed' }
  | { type?: undefined; id: number; view?: unknown; error?: string };
interface Loaded {
  version: string;
  worker: Worker;
  pending: Map<number, Pending>;
  /** Renders sent and not answered yet (also those past their budget), and since when it has been busy. */
  inFlight: number;
  busySince: number;
  /** Has answered a render: warm, the normal budget applies. */
  warm: boolean;
  /** renderShared's views of this version, by request (its address aside). */
  shared: Map<string, FirstView>;
  /** Resolves when its warm-up render is done (or it failed to load). */
  warmed: Promise<void>;
}

const WORKER_URL = new URL('./worker.mjs', import.meta.url);
/** A render still unanswered after this long means a stuck worker. */
const STUCK_MS = 10_000;
/** A new worker's first render loads and compiles the whole bundle: it may take this long (once per version). */
const COLD_BUDGET_MS = 1500;
/** How long warming one module at start may hold back warming the next. */
const WARM_WAIT_MS = 5000;

/** renderShared keeps this many views per version (portals × languages, and signed-in visitors each). */
const SHARED_VIEWS = 200;

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
   * answers the API reads the entry makes for its initial data (decision 0036); without it they fail. `part`
   * names the entry's export that renders (an entry without it fails: null).
   */
  async render(module: string, distDir: string, request: FirstViewRequest, read?: FirstViewRead, part: FirstViewPart = 'render'): Promise<FirstView | null> {
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
        this.log.warn({ module, part, url: request.url, budgetMs }, 'first view slower than its budget: the browser renders it');
        resolve(null);
      }, budgetMs);
      loaded.pending.set(id, { resolve, timer, read });
      if (loaded.inFlight === 0) loaded.busySince = Date.now();
      loaded.inFlight += 1;
      // the reads for initial data get two thirds of the budget: a render (or two) needs the rest
      loaded.worker.postMessage({ id, part, request: { ...request, readTimeoutMs: Math.round((budgetMs * 2) / 3) } });
    });
  }

  /**
   * A part whose markup is the same on every page (the shell's chrome, decision 0065): rendered once per module
   * version and request, its address aside (portal settings, language, visitor, consent), and then reused, so
   * on later pages it costs the worker nothing and never waits behind the page's render. A new version renders
   * it anew (its worker starts with none).
   */
  async renderShared(module: string, distDir: string, request: FirstViewRequest, part: FirstViewPart): Promise<FirstView | null> {
    const file = serverEntryFile(distDir);
    const info = await stat(file).catch(() => null);
    if (!info) return this.render(module, distDir, request, undefined, part);
    const loaded = this.workerFor(module, file, `${info.mtimeMs}:${info.size}:${info.ino}`);
    const key = JSON.stringify([part, request.lang, request.shop, request.page, request.user, request.consent ?? null]);
    const known = loaded.shared.get(key);
    if (known) return known;
    const view = await this.render(module, distDir, request, undefined, part);
    if (view && this.loaded.get(module) === loaded) {
      if (loaded.shared.size >= SHARED_VIEWS) loaded.shared.delete(loaded.shared.keys().next().value!);
      loaded.shared.set(key, view);
    }
    return view;
  }

  /**
   * Starts the worker for a version ahead of the first request (at server start), so it is warm; resolves when its
   * warm-up render is done, or after WARM_WAIT_MS at most (a slow one never holds the next module's back for long).
   */
  async warm(module: string, distDir: string): Promise<void> {
    const file = serverEntryFile(distDir);
    const info = await stat(file).catch(() => null);
    if (!info) return;
    const { warmed } = this.workerFor(module, file, `${info.mtimeMs}:${info.size}:${info.ino}`);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([warmed, new Promise<void>((resolve) => (timer = setTimeout(resolve, WARM_WAIT_MS)))]);
    clearTimeout(timer);
  }

  private workerFor(module: string, file: string, version: string): Loaded {
    const current = this.loaded.get(module);
    if (current && current.version === version && !this.stuck(current)) return current;
    if (current) this.end(module);
    // execArgv: the server's own loader flags are not needed for a plain CommonJS bundle
    const worker = new Worker(WORKER_URL, { workerData: { file, warmUrl: this.warmUrlOf(module) }, execArgv: [] });
    worker.unref();
    let warmedNow = () => {};
    const warmed = new Promise<void>((resolve) => (warmedNow = resolve));
    const loaded: Loaded = { version, worker, pending: new Map(), inFlight: 0, busySince: 0, warm: false, shared: new Map(), warmed };
    worker.on('exit', () => warmedNow());
    worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'warmed') {
        warmedNow();
        return;
      }
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
      // what crosses from the entry is checked against the contract: anything else is no first view
      const view = message.view === undefined ? null : v.safeParse(FirstView, message.view);
      if (view && !view.success) this.log.warn({ module, issues: v.summarize(view.issues) }, 'the server entry answered no first view');
      waiting.resolve(view?.success ? view.output : null);
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
