import { createConfig } from '@shop/federation';
import path from 'node:path';

export default createConfig({
  name: 'editor',
  dir: path.dirname(new URL(import.meta.url).pathname),
  // `pnpm dev`: the remote alone on http://localhost:3006 with msw (SHOP_STANDALONE=1).
  devPort: 3006,
  exposes: {
    './app': './src/app.tsx',
  },
});
