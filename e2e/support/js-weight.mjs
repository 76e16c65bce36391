// Measures the JavaScript a page really downloads, gzip -9 per file (independent of the server's own compression).
import { gzipSync } from 'node:zlib';

export const BUDGET = {
  /** The shell's own first-load JS, shared dependencies it provides included. */
  shellFirstLoadKB: 210,
  /** Everything a first visit to the front page downloads. */
  frontPageTotalKB: 250,
};

/**
 * Opens `url` in a fresh page, waits until the front page's content is painted and the network is idle,
 * and returns the gzipped size of every JS file fetched, grouped as shell (/assets/) or remote (/remotes/<name>/).
 */
export async function measureFirstVisit(browser, url, waitFor) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const u = new URL(response.url());
    if (!u.pathname.endsWith('.js')) return;
    try {
      const body = await response.body();
      scripts.set(u.pathname, gzipSync(body, { level: 9 }).length);
    } catch {
      /* a response without a body (redirect) */
    }
  });
  await page.goto(url);
  if (waitFor) await page.locator(waitFor).first().waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  const files = [...scripts.entries()].map(([path, gzip]) => ({
    path,
    gzip,
    owner: path.startsWith('/remotes/') ? path.split('/')[2] : 'shell',
  }));
  const sum = (list) => list.reduce((total, f) => total + f.gzip, 0);
  return {
    files,
    shellBytes: sum(files.filter((f) => f.owner === 'shell')),
    totalBytes: sum(files),
    byOwner: Object.fromEntries([...new Set(files.map((f) => f.owner))].map((o) => [o, sum(files.filter((f) => f.owner === o))])),
  };
}

export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
