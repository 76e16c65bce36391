import { test, expect } from '../support/fixtures';
// @ts-expect-error plain ESM helper
import { BUDGET, kb, measureFirstVisit } from '../support/js-weight.mjs';

test('a first visit stays within the JavaScript budgets', async ({ browser, baseURL }, testInfo) => {
  const result = await measureFirstVisit(browser, `${baseURL}/`, 'h1');
  testInfo.annotations.push({ type: 'js', description: `shell ${kb(result.shellBytes)} KB, total ${kb(result.totalBytes)} KB` });
  console.log(`first visit: shell ${kb(result.shellBytes)} KB, total ${kb(result.totalBytes)} KB`, result.byOwner);
  expect(kb(result.shellBytes)).toBeLessThanOrEqual(BUDGET.shellFirstLoadKB);
  expect(kb(result.totalBytes)).toBeLessThanOrEqual(BUDGET.frontPageTotalKB);
  // konva belongs to the editor only.
  expect(result.files.some((f: { path: string }) => /konva/i.test(f.path))).toBe(false);
});
