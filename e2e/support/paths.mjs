import path from 'node:path';

export const REPO = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/** The compiled server, as production runs it (`npm run build` makes it; decision 0080). */
export const SERVER_MAIN = path.join(REPO, 'packages/shop-api/dist/main.js');
/** The compiled operator command. */
export const OPERATOR_MAIN = path.join(REPO, 'packages/shop-api/dist/operator.js');
/** Where the test servers' copies of the build output live (E2E_STATIC_ROOT: elsewhere, e.g. for the bundle report). */
export const STATIC_ROOT = process.env.E2E_STATIC_ROOT ? path.resolve(process.env.E2E_STATIC_ROOT) : path.join(REPO, 'e2e', '.static');
