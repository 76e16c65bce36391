// `npm test`: installs what the tests need, builds, and runs every suite:
// unit and component tests, API tests on PGlite and (when reachable) PostgreSQL, browser journeys in Chromium.
import net from 'node:net';
import { existsSync } from 'node:fs';
import { install, pnpm, run, together } from './lib.mjs';

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Debian's Chromium for the browser tests (Playwright's own browser download is not used). */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(path)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
    return;
  }
  console.error(`Chromium not found at ${path}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

install();
ensureChromium();
// Formatting and lint rules (module boundaries among them) hold everywhere, with no warning (decision 0020),
// and the whole workspace type-checks (shell, remotes, packages, server, e2e); beside them (tsc uses one core)
// the server, the shell and the remotes are built, and each remote alone on its mocks. Nothing is tested
// before all of it passed.
await together(
  [
    ['pnpm', ['exec', 'biome', 'ci', '--error-on-warnings', '.']],
    ['pnpm', ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit']],
  ],
  [
    ['pnpm', ['run', 'build']],
    [process.execPath, ['scripts/build-standalone.mjs']],
  ],
);
pnpm(['exec', 'vitest', 'run']);
pnpm(['--filter', '@shop/shop-api', 'test'], { env: { DATABASE_URL: '' } });

const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const pg = new URL(pgUrl);
const pgReachable = await reachable(pg.hostname, Number(pg.port || 5432));
if (pgReachable) {
  pnpm(['--filter', '@shop/shop-api', 'test'], { env: { DATABASE_URL: pgUrl } });
  // two compiled instances on one database, one bucket (s3rver) and one SMTP sink behind a balancer (issue 33;
  // about 2.5 minutes, a minute of it the first instance seeding the demo)
  run(process.execPath, ['scripts/cluster-test.mjs', '--database', pgUrl]);
} else {
  console.log(`\nPostgreSQL not reachable at ${pg.host}: API tests ran on PGlite only, and the cluster test did not run.`);
}

// the shops of the browser tests on PostgreSQL when it is there (each a copy of the seeded template database,
// no WebAssembly database to start in each: a fifth of the run's time; decision 0112), else on PGlite
pnpm(['--filter', '@shop/e2e', 'test'], { env: { E2E_DATABASE_URL: pgReachable ? pgUrl : '' } });
// First visit on a phone (issue 8): one Lighthouse run per page keeps CI short (about 3 minutes); it prints
// every page's figures and fails when a gated page's gated figure is more than 25 % worse than its target
// (noise-proof). Gated (decisions 0038, 0069, 0070): what meets its target with margin on a busy two-core machine:
// - no layout shift, on every page;
// - the main thread's blocking time from each task's CPU time (--cpu-time, 17-106 ms against 200 ms): the
//   wall-clock TBT of one run here measures the machine as much as the page (the shop server and Chromium
//   share two cores), and is printed;
// - the largest paint, on every page (0.9-1.9 s quiet, median of 3, since the scripts wait for the frame that
//   shows the picture, 0070).
const EVERY_PAGE = ['/', '/enter-code?code=EMMA2026', '/reset-password?resetcode=x', '/pages/about', '/products/packages', '/my-account/picture-sets'];
const GATES = EVERY_PAGE.map((p) => `${p}=lcp+cls+tbtcpu`).join(';');
// the shop it measures starts from the browser tests' seeded template (no second seed: a minute saved)
const TEMPLATE_DATA = 'e2e/.static/template/.data';
run(process.execPath, [
  'scripts/lighthouse.mjs',
  '--runs',
  '1',
  '--cpu-time',
  '--check',
  '--gate',
  GATES,
  ...(existsSync(TEMPLATE_DATA) ? ['--data-from', TEMPLATE_DATA] : []),
]);
console.log('\nAll test suites passed.');
