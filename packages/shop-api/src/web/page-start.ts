import { createHash } from 'node:crypto';
import { AFTER_PAINT_SCRIPT } from './after-paint';
import { HELD_TAPS_SCRIPT } from './held-taps';

/**
 * The page's one inline script, first in its head: it holds taps on the server's views until they are live
 * (decision 0068) and starts the shop's scripts after the largest picture's paint (0069).
 */
export const PAGE_START_SCRIPT = HELD_TAPS_SCRIPT + AFTER_PAINT_SCRIPT;

/** The script's CSP source: the page allows this one inline script and no other ('unsafe-inline' stays out). */
export const PAGE_START_CSP_SOURCE = `'sha256-${createHash('sha256').update(PAGE_START_SCRIPT).digest('base64')}'`;

export const PAGE_START_TAG = `<script>${PAGE_START_SCRIPT}</script>`;
