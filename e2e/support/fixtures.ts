import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
// @ts-expect-error plain ESM helper
import { startShop } from './shop-server.mjs';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Console messages that mean a shared singleton was loaded twice. */
export const DUPLICATE_SINGLETON =
  /more than one copy of React|Invalid hook call|You are loading @emotion\/react when it is already loaded|Detected multiple Jotai instances|multiple instances of|duplicate (react|emotion|jotai)/i;

/**
 * Chromium's hint that a preloaded file was not used within a few seconds of the load event. Whether it comes is
 * the machine's speed (or a test holding the scripts back, holdScripts), not what the page does: loading is
 * measured by the budgets and Lighthouse, not by the journeys' console (CI on a slow machine, 2026-11-27).
 */
const PRELOAD_HINT = /was preloaded using link preload but not used within a few seconds/;

/** A running shop server of the tests (see shop-server.mjs). */
export interface Shop {
  url: string;
  port: number;
  /** Its copy of the build output (shell/dist and each remote's dist) and its data (.data). */
  root: string;
  /** Runs an operator command against this server (`operator('module', 'fjord', 'access', 'off')`). */
  operator(...args: string[]): string;
  stop(): Promise<void>;
}

interface Fixtures {
  consoleMessages: string[];
  /** A shop of this test's own (fresh demo data and served folders); the page's baseURL points at it. */
  ownShop: Shop;
}

interface WorkerFixtures {
  /** This worker's shop: the tests of one worker run one after another on it, never beside another worker's. */
  workerShop: Shop;
}

/** The port of the current worker's shop, for origin() (a worker runs one test at a time). */
let workerPort = 0;
let ownShops = 0;

export const test = base.extend<Fixtures, WorkerFixtures>({
  workerShop: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; it has none
    async ({}, use, workerInfo) => {
      const shop: Shop = await startShop(`worker-${workerInfo.workerIndex}`);
      workerPort = shop.port;
      await use(shop);
      await shop.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ workerShop }, use) => use(workerShop.url),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; it has none
  ownShop: async ({}, use, testInfo) => {
    const shop: Shop = await startShop(`own-${testInfo.workerIndex}-${ownShops++}`);
    await use(shop);
    await shop.stop();
  },
  consoleMessages: [
    async ({ page }, use) => {
      const messages: string[] = [];
      page.on('console', (msg) => {
        if (PRELOAD_HINT.test(msg.text())) return;
        if (msg.type() === 'error' || msg.type() === 'warning') messages.push(`${msg.type()}: ${msg.text()}`);
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await use(messages);
      // Every journey fails on a duplicated singleton, whatever else it checks.
      expect(messages.filter((m) => DUPLICATE_SINGLETON.test(m))).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe (WCAG 2.0/2.1/2.2 A and AA) on the page and fails with the violations listed. */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  // A dialog fading in is half transparent: colour contrast is measured once finite animations are over.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity));
  // evaluate() is not subject to the page's CSP (script-src 'self'), an injected <script> would be.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    // @ts-expect-error injected
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return r.violations.map(
      (v: { id: string; help: string; nodes: { target: string[] }[] }) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  });
  expect(result, `axe violations on ${label}`).toEqual([]);
}

/**
 * The shell's header is painted: the server's, until the chrome's chunk takes it over. A page's requests to the
 * chrome (a dialog, a toast) made before that are kept and answered when it has (shell/src/chrome/page-requests.ts).
 */
export async function waitForShell(page: Page) {
  await expect(page.locator('#shop-header a[href="/shopping-cart"]')).toBeVisible();
}

/**
 * The page's module runs: a first view the server rendered (decisions 0035, 0066) has been taken over (hydrateRoot)
 * and committed. Before that the server's markup is there but not live: a link loads a whole new page, and a tap on
 * a button is held and played once it is (decision 0068).
 */
export async function waitForModule(page: Page) {
  await expect(page.locator('[data-ssr], [data-hydrating]')).toHaveCount(0);
}

/**
 * Holds back the scripts a glob matches until `release()` is called, as a slow phone network would: the server's
 * markup is on screen, but the code that makes it live (a module's, the chrome's) has not come yet. With
 * `containing`, only those whose text has it are held (a chunk's file name is a number): the others come at once.
 */
export async function holdScripts(page: Page, glob: string, containing?: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    if (containing === undefined) {
      await released;
      await route.continue().catch(() => undefined);
      return;
    }
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(containing)) await released;
    await route.fulfill({ response, body }).catch(() => undefined);
  });
  return release;
}

/** An origin on the current worker's shop: `origin('club.localhost')` is the club portal. */
export const origin = (host = 'localhost', port = workerPort) => `http://${host}:${port}`;

/** A test on a shop of its own: `page`, `request` and relative URLs go to `ownShop`. */
export const testOnOwnShop = test.extend({
  baseURL: async ({ ownShop }, use) => use(ownShop.url),
});
