// Builds each remote's stand-alone page (src/standalone.tsx with msw, as `pnpm --filter ./mfe-<name> dev`
// serves it) to mfe-<name>/dist-standalone, so the browser tests can prove every remote runs alone.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT, pnpm } from './lib.mjs';

for (const app of readdirSync(ROOT).filter((d) => d.startsWith('mfe-'))) {
  if (!existsSync(path.join(ROOT, app, 'src', 'standalone.tsx'))) continue;
  pnpm(['--filter', `./${app}`, 'exec', 'rspack', 'build', '-c', 'rspack.config.mjs'], { env: { SHOP_STANDALONE: '1', NODE_ENV: 'production' } });
}
