import { test, expect } from '../support/fixtures';

// The developer page of the API (packages/shop-api/src/web/api-reference.ts): Swagger UI from this server
// rendering GET /api/openapi.json under the shop's Content-Security-Policy.
test('the API reference at /dev/api shows the API and the picture-code call, with no console error', async ({ page, consoleMessages }) => {
  // the picture-code call by its deep link: past about 150 operations Swagger UI renders the list virtualised (only
  // what is on screen), and a developer reaches an operation by scrolling or by its link, which opens it
  // the server makes the document on its first request (seconds of CPU, decision 0111): asked for once first, so
  // the page's own wait below is for Swagger UI, not for a document that a busy two-core machine is still making
  const doc = await page.request.get('/api/openapi.json', { timeout: 60_000 });
  expect(doc.status()).toBe(200);
  await page.goto('/dev/api#/access/verifyCode');
  await expect(page.getByRole('heading', { name: /Portrait shop API/ })).toBeVisible();
  await expect(page.getByText('OAS 3.1', { exact: true })).toBeVisible();

  const verify = page.locator('.opblock', { has: page.locator('[data-path="/ajax/prophoto/verify_subject_code.php"]') });
  await expect(verify).toBeVisible();
  await expect(verify.getByText('Verify code')).toBeVisible();
  // opened by the link: its query parameter and its answer, which names the schema of the contracts
  await expect(verify.locator('.parameters [data-param-name="code"]')).toBeVisible();
  await expect(verify.getByText('429', { exact: true })).toBeVisible();

  // Swagger UI's own complaints about the document (a warning box, parser errors) would show here
  await expect(page.getByText('Warning', { exact: true })).toHaveCount(0);
  await expect(page.locator('.errors-wrapper')).toHaveCount(0);
  expect(consoleMessages.filter((m) => m.startsWith('error') || m.startsWith('pageerror'))).toEqual([]);
});
