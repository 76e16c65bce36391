// Builds the shell and every remote (each to its own dist/ with mf-manifest.json).
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, pnpm } from './lib.mjs';

const apps = ['shell', ...readdirSync(ROOT).filter((d) => d.startsWith('mfe-'))].filter((d) => existsSync(path.join(ROOT, d, 'rspack.config.mjs')));
const only = process.argv.slice(2);
for (const app of only.length ? apps.filter((a) => only.includes(a)) : apps) {
  pnpm(['--filter', `./${app}`, 'run', 'build'], { env: { NODE_ENV: 'production' } });
}
