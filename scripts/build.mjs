// Builds the server (shop-api compiled to dist/main.js, decision 0080), the shell and every remote (each to
// its own dist/ with mf-manifest.json). `node scripts/build.mjs shop-api shell` builds only those named.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, pnpm } from './lib.mjs';

const apps = ['shell', ...readdirSync(ROOT).filter((d) => d.startsWith('mfe-'))].filter((d) => existsSync(path.join(ROOT, d, 'rspack.config.mjs')));
const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);
if (wanted('shop-api')) pnpm(['--filter', '@shop/shop-api', 'run', 'build']);
for (const app of apps.filter(wanted)) {
  pnpm(['--filter', `./${app}`, 'run', 'build'], { env: { NODE_ENV: 'production' } });
}
