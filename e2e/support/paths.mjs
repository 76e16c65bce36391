import path from 'node:path';

export const REPO = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/** The copy of the build output the e2e server serves. */
export const STATIC_ROOT = path.join(REPO, 'e2e', '.static');
