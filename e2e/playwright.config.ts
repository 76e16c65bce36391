import { defineConfig, devices } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const launchOptions = {
  executablePath: chromium,
  // As root in a closed network: no sandbox, and no background calls to Google's services.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list']],
  // No shared web server: each worker starts its own shop, and a test that changes what a shop serves
  // gets one of its own (support/shop-server.mjs, support/fixtures.ts).
  globalSetup: './support/global-setup.mjs',
  use: {
    launchOptions,
    // a failed test keeps its trace (DOM snapshots per action, network, console) and a screenshot; the trace's
    // screencast (a JPEG every frame, for every test, passed or not) is left out: on two cores it took CPU
    // from the shops and browsers the tests wait on. In CI no trace is recorded: nothing reads a CI machine's
    // files after its run (its log has the error, the call log and the step), and recording one for every
    // test, passed or not, cost about 4 % of the run's CPU (decision 0112)
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    // the studio is desktop first: its journeys run at 1280×800 and on a tablet at 820×1180; on a phone the studio
    // is only checked not to be broken (studio-phone.spec.ts at 390×844 and 360×640)
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, testIgnore: /studio(-phone|-catalog|-orders|-customers)?\.spec\.ts/ },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, launchOptions }, testMatch: /(a11y|budget)\.spec\.ts/ },
    { name: 'studio-desktop', use: { viewport: { width: 1280, height: 800 }, launchOptions }, testMatch: /studio(-catalog|-orders|-customers)?\.spec\.ts/ },
    // on the tablet: the journeys tagged @tablet, those whose screens differ there (every page with axe, the forms, the
    // rich-text editor); what only the server decides (a portal created, a module switched) runs once, on the desktop
    { name: 'studio-tablet', use: { viewport: { width: 820, height: 1180 }, hasTouch: true, launchOptions }, testMatch: /studio\.spec\.ts/, grep: /@tablet/ },
    { name: 'studio-phone', use: { launchOptions }, testMatch: /studio-phone\.spec\.ts/ },
  ],
});
