import { test, expect } from '../support/fixtures';
// @ts-expect-error plain ESM helper
import { BUDGET, kb, measureEditorVisit, measureFirstVisit, newCustomerWithCards, overBudget } from '../support/js-weight.mjs';

test('a first visit stays within the JavaScript budgets', async ({ browser, baseURL }, testInfo) => {
  const result = await measureFirstVisit(browser, `${baseURL}/`, 'h1');
  testInfo.annotations.push({ type: 'js', description: `shell ${kb(result.shellBytes)} KB, total ${kb(result.totalBytes)} KB` });
  console.log(`first visit: shell ${kb(result.shellBytes)} KB, total ${kb(result.totalBytes)} KB`, result.byOwner);
  // compared in bytes: 215,089 bytes shows as 210.0 KB but is over 210 KB
  expect(overBudget(result.shellBytes, BUDGET.shellFirstLoadKB), `shell ${result.shellBytes} bytes`).toBe(false);
  expect(overBudget(result.totalBytes, BUDGET.frontPageTotalKB), `front page ${result.totalBytes} bytes`).toBe(false);
  // konva belongs to the editor only (found by its content: it has no chunk of its own).
  expect(result.konva).toEqual([]);
});

test('a first visit to the shopping cart: the checkout remote stays within its budget, and no konva', async ({ browser, baseURL }, testInfo) => {
  const result = await measureFirstVisit(browser, `${baseURL}/shopping-cart`, '[aria-label="Products in the shopping cart"]', {
    prepare: newCustomerWithCards,
  });
  const checkout = kb(result.byOwner.checkout ?? 0);
  testInfo.annotations.push({ type: 'js', description: `checkout ${checkout} KB, total ${kb(result.totalBytes)} KB` });
  console.log(`first visit to /shopping-cart: checkout ${checkout} KB, total ${kb(result.totalBytes)} KB`, result.byOwner);
  expect(checkout).toBeGreaterThan(0);
  expect(overBudget(result.byOwner.checkout, BUDGET.cartCheckoutOwnKB)).toBe(false);
  expect(result.konva).toEqual([]);
});

test('a first visit to the editor: its own code, konva included, stays within its budget', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(60_000);
  const result = await measureEditorVisit(browser, baseURL!);
  const editor = kb(result.byOwner.editor ?? 0);
  testInfo.annotations.push({ type: 'js', description: `editor ${editor} KB, total ${kb(result.totalBytes)} KB` });
  console.log(`first visit to the editor: editor ${editor} KB, total ${kb(result.totalBytes)} KB`, result.byOwner);
  // the detector sees konva where it is: the 'no konva' checks of the other pages can fail
  expect(result.konva.length).toBeGreaterThan(0);
  expect(result.konva.every((path: string) => path.startsWith('/remotes/editor/'))).toBe(true);
  expect(overBudget(result.byOwner.editor, BUDGET.editorOwnKB)).toBe(false);
});
