import { createConfig } from '@shop/federation';
import path from 'node:path';

export default createConfig({
  name: 'account',
  dir: path.dirname(new URL(import.meta.url).pathname),
  // `pnpm dev`: the remote alone on http://localhost:3002 with msw (SHOP_STANDALONE=1).
  devPort: 3002,
  exposes: {
    './app': './src/app.tsx',
    // The 'My picture sets' selector dialog, for other modules to mount.
    './picture-set-selector': './src/picture-set-selector.tsx',
  },
});
