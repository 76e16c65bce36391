import { createConfig } from '@shop/federation';
import path from 'node:path';

const dir = path.dirname(new URL(import.meta.url).pathname);

// The studio has no server entry: its pages are staff's, behind their own session, and the browser renders
// them (decision 0084). Its own dist/, deployed alone like the other remotes.
export default createConfig({
  name: 'studio',
  dir,
  // `pnpm dev`: the studio alone on http://localhost:3006 with msw (SHOP_STANDALONE=1).
  devPort: 3006,
  exposes: { './app': './src/app.tsx' },
});
