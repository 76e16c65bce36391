import { createConfig } from '@shop/federation';
import path from 'node:path';

export default createConfig({
  name: 'catalog',
  dir: path.dirname(new URL(import.meta.url).pathname),
  // `pnpm dev`: the remote alone on http://localhost:3003 with msw (SHOP_STANDALONE=1).
  devPort: 3003,
  exposes: {
    './app': './src/app.tsx',
    // The 'Dear customer' confirmation before adding to the cart, for the editor to mount.
    './add-to-cart-warning': './src/add-to-cart-warning.tsx',
  },
});
