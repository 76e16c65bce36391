// One module version's server entry, loaded in a worker of its own (first-view/renderer.ts): its React,
// store and texts never meet another module's or another version's, and a slow render never blocks the API.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
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
const warming = entry
  ? Promise.resolve()
      .then(() => entry.render({ url: workerData.warmUrl ?? '/', lang: 'en', shop: null, page: null, user: null }))
      .catch(() => undefined)
  : Promise.resolve();

parentPort.on('message', async ({ id, request }) => {
  try {
    if (loadError) throw loadError;
    await warming;
    const view = await entry.render(request);
    parentPort.postMessage({ id, view: { html: String(view.html), head: String(view.head ?? '') } });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
});
