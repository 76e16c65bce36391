// Builds the page's one inline script (src/page-start/index.ts) into dist/page-start.js: bundled, minified, one
// function. The server inlines that file as it is and allows it by its sha256 in the CSP (src/host/page-start.ts).
// `node build.mjs` (the shop server's build runs it first); the shop server's tests build it in their setup.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const PACKAGE = path.dirname(fileURLToPath(import.meta.url));
export const PAGE_START_FILE = path.join(PACKAGE, 'dist', 'page-start.js');

/** The script's text as the page carries it. */
export async function buildPageStart() {
  const result = await esbuild.build({
    absWorkingDir: PACKAGE,
    entryPoints: ['src/page-start/index.ts'],
    bundle: true,
    minify: true,
    format: 'iife',
    // every browser the shop supports; nothing newer than what the old hand-written script used is needed
    target: ['es2017'],
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0].text.trimEnd();
}

/** Writes dist/page-start.js (and returns its text). */
export async function writePageStart() {
  const text = await buildPageStart();
  mkdirSync(path.dirname(PAGE_START_FILE), { recursive: true });
  writeFileSync(PAGE_START_FILE, text);
  return text;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await writePageStart();
  console.log(`first-view: dist/page-start.js (${text.length} bytes)`);
}
