import path from 'node:path';

export const REPO = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/** Where the test servers' copies of the build output live (E2E_STATIC_ROOT: elsewhere, e.g. for the bundle report). */
export const STATIC_ROOT = process.env.E2E_STATIC_ROOT ? path.resolve(process.env.E2E_STATIC_ROOT) : path.join(REPO, 'e2e', '.static');
