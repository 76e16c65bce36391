import { buildPageStart } from '../../build.mjs';

let built: Promise<string> | undefined;

/** The page-start script as the build makes it (the tests drive the minified file, not the source). */
export const builtPageStart = () => (built ??= buildPageStart());
