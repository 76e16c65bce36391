import { test, expect } from '../support/fixtures';
// @ts-expect-error plain ESM helper
import { BUDGET, kb, measureFirstVisit, newCustomerWithCards } from '../support/js-weight.mjs';

test('a first visit stays within the JavaScript budgets', async ({ browser, baseURL }, testInfo) => {
  const result = await measureFirstVisit(browser, `${baseURL}/`, 'h1');
  testInfo.annotations.push({ type: 'js', description: `shell ${kb(result.shellBytes)} KB, total ${kb(result.totalBytes)} KB` });
  console.log(`first visit: shell ${kb(result.shellBytes)} KB, total ${kb(result.totalBytes)} KB`, result.byOwner);
  expect(kb(result.shellBytes)).toBeLessThanOrEqual(BUDGET.shellFirstLoadKB);
  expect(kb(result.totalBytes)).toBeLessThanOrEqual(BUDGET.frontPageTotalKB);
  // konva belongs to the editor only.
  expect(result.files.some((f: { path: string }) => /konva/i.test(f.path))).toBe(false);
});

test('a first visit to the shopping cart: the checkout remote stays within its budget, and no konva', async ({ browser, baseURL }, testInfo) => {
  const result = await measureFirstVisit(browser, `${baseURL}/shopping-cart`, '[aria-label="Products in the shopping cart"]', {
    prepare: newCustomerWithCards,
  });
  const checkout = kb(result.byOwner.checkout ?? 0);
  testInfo.annotations.push({ type: 'js', description: `checkout ${checkout} KB, total ${kb(result.totalBytes)} KB` });
  console.log(`first visit to /shopping-cart: checkout ${checkout} KB, total ${kb(result.totalBytes)} KB`, result.byOwner);
  expect(checkout).toBeGreaterThan(0);
  expect(checkout).toBeLessThanOrEqual(BUDGET.cartCheckoutOwnKB);
  expect(result.files.some((f: { path: string }) => /konva/i.test(f.path))).toBe(false);
});
