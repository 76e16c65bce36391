import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error plain ESM helper
import { REPO } from './paths.mjs';
import type { Shop } from './fixtures';

/**
 * Builds one remote (or the shell: `remote` 'shell') beside the served one (env: SHOP_LOCALES_DIR,
 * SHOP_SHARED_VERSION_OVERRIDES, …) and deploys it to `shop` by swapping the folder the server serves, as a
 * team's deploy does. Answers a function that puts the old build back.
 */
export function buildAndDeployRemote(shop: Shop, remote: string, env: Record<string, string>): () => void {
  const work = mkdtempSync(path.join(os.tmpdir(), `deploy-${remote}-`));
  const dir = path.join(REPO, remote);
  execFileSync(process.execPath, [path.join(dir, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.mjs'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', ...env, SHOP_OUTPUT_DIR: path.join(work, 'dist') },
    stdio: 'pipe',
  });
  const served = path.join(shop.root, remote, 'dist');
  renameSync(served, path.join(work, 'old-dist'));
  renameSync(path.join(work, 'dist'), served);
  return () => {
    rmSync(served, { recursive: true, force: true });
    renameSync(path.join(work, 'old-dist'), served);
    rmSync(work, { recursive: true, force: true });
  };
}
