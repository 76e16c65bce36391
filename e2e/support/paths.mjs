import path from 'node:path';

export const REPO = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/** The copy of the build output the e2e server serves (E2E_STATIC_ROOT: another copy, for a second server). */
export const STATIC_ROOT = process.env.E2E_STATIC_ROOT ? path.resolve(process.env.E2E_STATIC_ROOT) : path.join(REPO, 'e2e', '.static');
