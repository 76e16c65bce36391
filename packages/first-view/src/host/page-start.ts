/**
 * The page's one inline script, first in its head: it holds taps on the server's views until they are live
 * (decisions 0068, 0073) and starts the shop's scripts after the largest picture's paint (0069). Its source is
 * src/page-start/; the build minifies it into dist/page-start.js (build.mjs), which is read here once, inlined as
 * it is, and allowed by its own sha256 in the CSP ('unsafe-inline' stays out).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const BUILT = new URL('../../dist/page-start.js', import.meta.url);

function readBuilt(): string {
  try {
    return readFileSync(BUILT, 'utf8');
  } catch (err) {
    throw new Error(`The page-start script is not built (${BUILT.pathname}): run \`pnpm run build\` first.`, { cause: err });
  }
}

export const PAGE_START_SCRIPT = readBuilt();

/** The script's CSP source: the page allows this one inline script and no other. */
export const PAGE_START_CSP_SOURCE = `'sha256-${createHash('sha256').update(PAGE_START_SCRIPT).digest('base64')}'`;

export const PAGE_START_TAG = `<script>${PAGE_START_SCRIPT}</script>`;
