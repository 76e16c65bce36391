// One shop server on E2E_PORT (8181) from a copy of the build output and a fresh embedded database;
// used by scripts/bundle-report.mjs. The browser tests start their own servers (shop-server.mjs).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { REPO, SERVER_MAIN, STATIC_ROOT } from './paths.mjs';
import { copyBuild, serverEnv } from './shop-server.mjs';

copyBuild(STATIC_ROOT);
const child = spawn(process.execPath, [SERVER_MAIN], {
  cwd: path.join(REPO, 'packages/shop-api'),
  stdio: 'inherit',
  env: { ...serverEnv(STATIC_ROOT, process.env.E2E_PORT || '8181'), LOG_LEVEL: process.env.LOG_LEVEL || 'info' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
