// `npm start`: install, build, then serve the shop with its demo data on http://localhost:8080.
import { install, pnpm } from './lib.mjs';

install();
if (process.env.SKIP_BUILD !== '1') pnpm(['run', 'build']);
pnpm(['run', 'serve']);
