// One module version's server entry, loaded in a worker of its own (first-view/renderer.ts): its React,
// store and texts never meet another module's or another version's, and a slow render never blocks the API.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);

// The entry's API reads (the first view's initial answers, decision 0036) go to the shop server that asked
// for the render, as the visitor: a relative '/api/…' or '/ajax/…' (the legacy calls' paths) GET becomes a
// message, answered by the main thread.
// Nothing else: a first view never changes anything.
let rendering = null; // the id of the render in progress (renders run one at a time)
let nextRead = 1;
const reads = new Map();
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init = {}) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith('/')) return nodeFetch(input, init);
  const method = (init.method ?? 'GET').toUpperCase();
  if (method !== 'GET' || !/^\/(api|ajax)\//.test(url) || rendering === null) return Promise.reject(new TypeError(`a first view only reads: ${method} ${url}`));
  return new Promise((resolve, reject) => {
    const readId = nextRead++;
    reads.set(readId, { resolve, reject });
    init.signal?.addEventListener('abort', () => {
      if (reads.delete(readId)) reject(init.signal.reason);
    });
    parentPort.postMessage({ type: 'read', id: rendering, readId, url });
  });
};

let entry = null;
let loadError = null;
try {
  entry = require(workerData.file);
  if (typeof entry.render !== 'function') throw new Error(`${workerData.file} exports no render function`);
} catch (error) {
  loadError = error;
}

// One render before the first visitor's: loading and compiling the bundle's code paths takes most of a first
// render's time. Without a portal's settings (the fallback theme) it may fail half way; it warms all the same.
// The page is one of the module's own (workerData.warmUrl): any other matches none of its routes.
// The shell's chrome (renderChrome) is warmed the same way.
const warmRequest = { url: workerData.warmUrl ?? '/', lang: 'en', shop: null, page: null, user: null, consent: null };
let queue = Promise.resolve();
for (const part of ['render', 'renderChrome'])
  if (typeof entry?.[part] === 'function') queue = queue.then(() => entry[part](warmRequest)).catch(() => undefined);
// the shop server warms one module after another (a start with every module compiling at once is slow for all)
void queue.then(() => parentPort.postMessage({ type: 'warmed' }));

/** Only strings cross to the shop server: an entry's object may hold anything (a value that cannot be sent fails the render). */
const plainAmounts = (money) =>
  typeof money === 'object' && money !== null ? Object.fromEntries(Object.entries(money).filter(([, text]) => typeof text === 'string')) : {};

async function renderOne(id, part, request) {
  rendering = id;
  try {
    if (loadError) throw loadError;
    // 'render' (the page) or another export the shop server asks for ('renderChrome': the shell's chrome)
    if (typeof entry[part] !== 'function') throw new Error(`${workerData.file} exports no ${part} function`);
    const view = await entry[part](request);
    // null: the entry does not render this page (a signed-in customer's, for a module that renders visitors'
    // pages only, decision 0066): the browser renders it, nothing failed
    // the amounts it shows (decision 0075) are checked by the shop server (the shop server's web/first-view, amountsShown)
    parentPort.postMessage(view ? { id, view: { html: String(view.html), head: String(view.head ?? ''), money: plainAmounts(view.money) } } : { id });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  } finally {
    rendering = null;
  }
}

parentPort.on('message', (message) => {
  if (message.type === 'read-answer') {
    const read = reads.get(message.readId);
    if (!read) return;
    reads.delete(message.readId);
    if (message.status === 0) read.reject(new TypeError('the shop server did not answer the read'));
    else read.resolve(new Response(message.body, { status: message.status, headers: { 'content-type': 'application/json' } }));
    return;
  }
  const { id, part = 'render', request } = message;
  queue = queue.then(() => renderOne(id, part, request));
});
