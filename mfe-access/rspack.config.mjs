import { createConfig } from '@shop/federation';
import path from 'node:path';

export default createConfig({
  name: 'access',
  dir: path.dirname(new URL(import.meta.url).pathname),
  // `pnpm dev`: the remote alone on http://localhost:3001 with msw (SHOP_STANDALONE=1).
  devPort: 3001,
  exposes: {
    './app': './src/app.tsx',
    // The 'Add picture code' dialog, for other modules (the picture-set selector) to mount.
    './add-code-dialog': './src/add-code-dialog.tsx',
  },
});
