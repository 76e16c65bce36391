import { defineConfig, devices } from '@playwright/test';

export const PORT = Number(process.env.E2E_PORT || 8181);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const launchOptions = {
  executablePath: chromium,
  // As root in a closed network: no sandbox, and no background calls to Google's services.
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, launchOptions }, testMatch: /(a11y|budget)\.spec\.ts/ },
  ],
  webServer: {
    command: 'node support/serve.mjs',
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
