import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { apiRegister, freshEmail, open } from './account-helpers';
import { addDesigned } from './cart-helpers';
import { apiCardOrder } from './checkout-helpers';
import { studioSignIn } from './studio-helpers';

// An order's way to the door in the studio (issue 31) at 1280×800 against the real server: a parent orders a
// card and a print with the test provider (through the checkout's calls; the print queue makes the files);
// the Fjord operator finds the order by the parent's e-mail, sends it to the lab (the zip holds the print
// files), ships it with a tracking number; the parent sees 'Shipped' and the tracking link, and gets the
// e-mail; support refunds the print and the order shows it, in the studio and on the parent's receipt; the
// club operator cannot find it. Screenshots in docs/screens (studio-orders-*.png, studio-order-*.png).

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCREENS = path.join(ROOT, 'docs', 'screens');
// the server's own zip library (the e2e package has none)
const { unzipSync } = createRequire(path.join(ROOT, 'packages/shop-api/package.json'))('fflate') as {
  unzipSync(zip: Uint8Array): Record<string, Uint8Array>;
};
const TRACKING_TEMPLATE = 'https://tracking.example/{tracking}';

/** A page of its own (another browser) signed in to the studio. */
async function staffPage(browser: Browser, baseURL: string, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })).newPage();
  await studioSignIn(page, email, password);
  return page;
}

async function screens(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENS, `${name}-desktop.png`) });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: path.join(SCREENS, `${name}-tablet.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an order to the lab and to the door: sent, shipped with tracking, a line refunded; the parent sees each step', async ({
  page,
  browser,
  baseURL,
  workerShop,
}) => {
  test.setTimeout(300_000);
  const started = Date.now();
  const lap = (label: string) => console.log(`studio-orders: ${label} at ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // the parent (a browser of their own): a card and a print, paid with the test provider
  const parent = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })).newPage();
  const email = freshEmail('studio-orders');
  await apiRegister(parent.request, email, 'orders-e2e-Passw0rd', 'EMMA2026');
  await addDesigned(parent.request, 'cards', 'Card 10x15', 'Emma Hansen');
  await addDesigned(parent.request, 'photogifts', 'Print 13x18', 'Emma Hansen');
  const orderUuid = await apiCardOrder(parent.request);
  const reference = `#${orderUuid.slice(0, 8)}`;
  lap('ordered');

  // the Fjord operator gives the portal its carrier's tracking address (portal settings, checked by the contract)
  await studioSignIn(page);
  await page.goto('/studio/portals/fjord');
  const general = page.getByRole('region', { name: 'General' });
  const tracking = general.getByRole('textbox', { name: /^Carrier's tracking address/ });
  await tracking.fill('http://tracking.example/');
  await general.getByRole('button', { name: 'Save settings' }).click();
  await expect(general.getByText('An https:// address with {tracking} in it, without spaces.')).toBeVisible();
  await tracking.fill(TRACKING_TEMPLATE);
  await general.getByRole('button', { name: 'Save settings' }).click();
  await expect(general.getByText('Saved.', { exact: true })).toBeVisible();

  // finds the order by the parent's e-mail
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Reference, e-mail or name' }).fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const orders = page.getByRole('table', { name: 'Orders, newest first' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  const row = orders.getByRole('row').nth(1);
  await expect(row).toContainText(email);
  await expect(row).toContainText('Confirmed');
  await expectNoAxeViolations(page, 'studio orders');
  await screens(page, 'studio-orders');

  // opens it: sends it to the lab once the print queue has made its files
  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  const send = page.getByRole('button', { name: 'Send to lab' });
  // the print queue makes the files at 300 dpi (one job at a time, behind the new shop's own queue work)
  await expect(async () => {
    await page.reload();
    await expect(send).toBeEnabled({ timeout: 3_000 });
  })
    .toPass({ timeout: 150_000, intervals: [2_000] })
    .catch((error) => {
      // what the queue did with the order's print job
      console.log(workerShop.operator('jobs'));
      throw error;
    });
  lap('print files made');
  // a preview of each designed product from its print files (a card has a front and a back)
  await expect(page.getByRole('img', { name: /^Print file of Card 10x15/ }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Print file of Print 13x18/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'studio order');
  const [download] = await Promise.all([page.waitForEvent('download'), send.click()]);
  const zip = unzipSync(readFileSync((await download.path())!));
  const names = Object.keys(zip).sort();
  const dir = orderUuid.slice(0, 8);
  expect(names.filter((n) => !n.includes('/print/'))).toEqual([`${dir}/lines.csv`, `${dir}/order.json`].sort());
  const prints = names.filter((n) => n.includes('/print/'));
  // one folder per designed line (the card, the print), each with its JPEG print files
  expect(new Set(prints.map((n) => n.split('/')[3])).size).toBe(2);
  for (const name of prints) {
    expect(name).toMatch(new RegExp(`^${dir}/print/${orderUuid}/[0-9a-f-]{36}/[\\w.-]+\\.jpg$`));
    expect(zip[name]!.slice(0, 2)).toEqual(new Uint8Array([0xff, 0xd8]));
  }
  await expect(page.getByRole('status').filter({ hasText: `Sent to the lab: ${reference}.` })).toBeVisible();
  await expect(page.getByText('In production', { exact: true }).first()).toBeVisible();

  // ships it with a tracking number
  const ship = page.getByRole('form', { name: 'Shipping' });
  await ship.getByRole('textbox', { name: /^Carrier/ }).fill('Posten');
  await ship.getByRole('textbox', { name: /^Tracking number/ }).fill('NB 123/45');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByText('Sent with Posten, tracking number NB 123/45.')).toBeVisible();
  const trackingUrl = 'https://tracking.example/NB%20123%2F45';
  await expect(page.getByRole('link', { name: 'Track the parcel' })).toHaveAttribute('href', trackingUrl);
  await screens(page, 'studio-order');
  lap('shipped');

  // the parent: 'Shipped' and the tracking link in My orders, and the shipping e-mail
  await open(parent, `/my-account/orders/${orderUuid}`);
  await expect(parent.getByRole('button', { name: new RegExp(reference) })).toContainText('Shipped');
  await expect(parent.getByRole('link', { name: 'Track the parcel' })).toHaveAttribute('href', trackingUrl);
  const { emails } = await (await parent.request.get(`/api/webshop/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const shipped = emails.find((m: { subject: string }) => m.subject === `Your order ${reference} from Fjord Portraits has shipped`);
  expect(shipped, 'the shipping e-mail').toBeTruthy();
  expect(shipped.text).toContain(trackingUrl);

  // support refunds the print; the order shows it
  const support = await staffPage(browser, baseURL!, 'admin@example.com', 'admin-demo-1');
  await support.goto(`/studio/orders/${orderUuid}`);
  const refund = support.getByRole('form', { name: 'Refund' });
  await refund.getByRole('checkbox', { name: /^Print 13x18/ }).check();
  await refund.getByRole('textbox', { name: /^Reason/ }).fill('The print was damaged');
  await refund.getByRole('button', { name: 'Refund 1 line' }).click();
  const done = support.getByRole('list', { name: 'Refunds so far' }).getByRole('listitem');
  await expect(done).toHaveCount(1);
  await expect(done).toContainText('done');
  await expect(done).toContainText('Reason: The print was damaged');
  await expect(refund.getByRole('checkbox', { name: /^Print 13x18/ })).toBeDisabled();
  lap('refunded');

  // … and so does the parent's receipt
  await open(parent, `/shopping-cart/checkout/payment/receipt/${orderUuid}`);
  const status = parent.getByRole('region', { name: 'Status' });
  await expect(status.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(status.getByText(/^Refunded NOK\s199\.00 on /)).toBeVisible();
  await expect(status.getByText(/^For: Print 13x18/)).toBeVisible();

  // the club operator cannot find it
  const club = await staffPage(browser, baseURL!, 'club-operator@example.com', 'club-operator-demo-1');
  await club.goto(`/studio/orders?q=${encodeURIComponent(email)}`);
  // the club portal speaks Norwegian
  await expect(club.getByText(/^(No orders match\.|Ingen bestillinger passer\.)$/)).toBeVisible();
  await expect(club.getByRole('table')).toHaveCount(0);
  for (const other of [parent, support, club]) await other.context().close();
  lap('done');
});
