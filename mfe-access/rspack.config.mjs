import { createConfig, createServerConfig } from '@shop/federation';
import path from 'node:path';

const dir = path.dirname(new URL(import.meta.url).pathname);

export default [
  createConfig({
    name: 'access',
    dir,
    // `pnpm dev`: the remote alone on http://localhost:3001 with msw (SHOP_STANDALONE=1).
    devPort: 3001,
    exposes: {
      './app': './src/app.tsx',
      // The 'Add picture code' dialog, for other modules (the picture-set selector) to mount.
      './add-code-dialog': './src/add-code-dialog.tsx',
    },
  }),
  // The first view rendered by the shop server (decision 0035); not for the stand-alone development build.
  process.env.SHOP_STANDALONE !== '1' && createServerConfig({ name: 'access', dir }),
].filter(Boolean);
