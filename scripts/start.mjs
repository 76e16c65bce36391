// `npm start`: install, build, then serve the shop with its demo data on http://localhost:8080 — with the
// compiled server, as production runs it (decision 0080). SKIP_BUILD=1 with no build yet: from the sources (tsx).
import { existsSync } from 'node:fs';
import { SERVER_MAIN, install, pnpm, run } from './lib.mjs';

install();
if (process.env.SKIP_BUILD !== '1') pnpm(['run', 'build']);
if (existsSync(SERVER_MAIN)) run(process.execPath, [SERVER_MAIN]);
else pnpm(['run', 'serve']);
