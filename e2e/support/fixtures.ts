import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Console messages that mean a shared singleton was loaded twice. */
export const DUPLICATE_SINGLETON =
  /more than one copy of React|Invalid hook call|You are loading @emotion\/react when it is already loaded|Detected multiple Jotai instances|multiple instances of|duplicate (react|emotion|jotai)/i;

interface Fixtures {
  consoleMessages: string[];
}

export const test = base.extend<Fixtures>({
  consoleMessages: [
    async ({ page }, use) => {
      const messages: string[] = [];
      page.on('console', (msg) => {
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
  // evaluate() is not subject to the page's CSP (script-src 'self'), an injected <script> would be.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    // @ts-expect-error injected
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return r.violations.map((v: { id: string; help: string; nodes: { target: string[] }[] }) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  expect(result, `axe violations on ${label}`).toEqual([]);
}

/** The shell has booted and the header is React's (the skeleton is replaced). */
export async function waitForShell(page: Page) {
  await expect(page.locator('#shop-header a[href="/shopping-cart"]')).toBeVisible();
}

/** The e2e server's port (E2E_PORT, as in playwright.config.ts) and origins on it. */
export const PORT = Number(process.env.E2E_PORT || 8181);
export const origin = (host = 'localhost') => `http://${host}:${PORT}`;
