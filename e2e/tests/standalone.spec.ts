import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
// @ts-expect-error plain ESM helper
import { REPO } from '../support/paths.mjs';

// Every remote runs alone on its msw mocks (README 'Developing one remote alone'): its stand-alone build
// (scripts/build-standalone.mjs, the same config as `pnpm --filter ./mfe-<name> dev`) is served as plain
// files, with no shop server, and the module's first screen appears.

const remotes = [
  { name: 'access', path: '/', heading: 'Hi! Did you receive a code from us?' },
  { name: 'account', path: '/my-account/picture-sets', heading: 'My picture sets' },
  { name: 'checkout', path: '/shopping-cart', heading: 'Shopping cart' },
  { name: 'catalog', path: '/products/packages', heading: 'Packages' },
  // the editor's demo card (mfe-editor/src/testing/fixtures.ts)
  {
    name: 'editor',
    path: '/products/cards/9d000000-0000-4000-8000-000000000001/7e000000-0000-4000-8000-000000000001',
    heading: 'Winter greeting · Card 10x15',
  },
];

const types: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json' };

/** Static files with the dev server's history fallback (any unknown path is index.html). */
function serve(dir: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const wanted = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const file = wanted.startsWith(dir) && existsSync(wanted) && statSync(wanted).isFile() ? wanted : path.join(dir, 'index.html');
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

for (const remote of remotes) {
  test(`${remote.name} runs alone on its mocks`, async ({ page }) => {
    const dir = path.join(REPO, `mfe-${remote.name}`, 'dist-standalone');
    expect(existsSync(path.join(dir, 'index.html')), `${dir} (scripts/build-standalone.mjs)`).toBe(true);
    const server = await serve(dir);
    try {
      await page.goto(`http://localhost:${(server.address() as AddressInfo).port}${remote.path}`);
      await expect(page.getByRole('heading', { level: 1, name: remote.heading })).toBeVisible({ timeout: 20_000 });
    } finally {
      server.close();
    }
  });
}
