// Serves the built shop for the browser tests from a copy of the build output, on a fresh embedded
// database, so a test may replace a remote's folder (redeploy) without touching the real build.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { STATIC_ROOT, REPO } from './paths.mjs';

rmSync(STATIC_ROOT, { recursive: true, force: true });
mkdirSync(STATIC_ROOT, { recursive: true });
writeFileSync(path.join(STATIC_ROOT, 'pnpm-workspace.yaml'), '# static root for e2e\n');
for (const dir of ['shell', ...readdirSync(REPO).filter((d) => d.startsWith('mfe-'))]) {
  const dist = path.join(REPO, dir, 'dist');
  if (existsSync(dist)) cpSync(dist, path.join(STATIC_ROOT, dir, 'dist'), { recursive: true });
}
const dataDir = path.join(STATIC_ROOT, '.data');
const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO, 'packages/shop-api/src/main.ts')], {
  cwd: path.join(REPO, 'packages/shop-api'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT || '8181',
    HOST: '127.0.0.1',
    REPO_ROOT: STATIC_ROOT,
    DATA_DIR: path.join(dataDir, 'pglite'),
    FILES_DIR: path.join(dataDir, 'files'),
    DATABASE_URL: '',
    NODE_ENV: 'test',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
