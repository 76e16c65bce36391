import { createConfig, createServerConfig } from '@shop/federation';
import path from 'node:path';

const dir = path.dirname(new URL(import.meta.url).pathname);

export default [
  createConfig({
    name: 'account',
    dir,
    // `pnpm dev`: the remote alone on http://localhost:3002 with msw (SHOP_STANDALONE=1).
    devPort: 3002,
    exposes: {
      './app': './src/app.tsx',
      // The 'My picture sets' selector dialog, for other modules to mount.
      './picture-set-selector': './src/picture-set-selector.tsx',
    },
  }),
  // The signed-in customer's first view, rendered by the shop server (decisions 0035, 0066); not for the
  // stand-alone development build.
  process.env.SHOP_STANDALONE !== '1' && createServerConfig({ name: 'account', dir }),
].filter(Boolean);
