import { createConfig, createServerConfig } from '@shop/federation';
import path from 'node:path';

const dir = path.dirname(new URL(import.meta.url).pathname);

export default [
  createConfig({
    name: 'catalog',
    dir,
    // `pnpm dev`: the remote alone on http://localhost:3003 with msw (SHOP_STANDALONE=1).
    devPort: 3003,
    exposes: {
      './app': './src/app.tsx',
      // The 'Dear customer' confirmation before adding to the cart, for the editor to mount.
      './add-to-cart-warning': './src/add-to-cart-warning.tsx',
    },
  }),
  // The first view rendered by the shop server (decision 0035); not for the stand-alone development build.
  process.env.SHOP_STANDALONE !== '1' && createServerConfig({ name: 'catalog', dir }),
].filter(Boolean);
