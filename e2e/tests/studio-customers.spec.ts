import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../support/fixtures';
import { apiSignIn, csrf, newApi, PARENT } from './account-helpers';
import { addCards } from './cart-helpers';
import { apiInvoiceOrder } from './checkout-helpers';
import { studioSignIn } from './studio-helpers';

// Customers and support in the studio (issue 31) at 1280×800 against the real server: the demo parent has an
// order and a support recording; support finds her by e-mail, opens her page (her set and her order shown),
// sends her a password-reset link (the e-mail is in the mailbox), the audit log lists the access, and the
// recording replays in rrweb's player. Screenshots in docs/screens (studio-customers-*, studio-customer-*,
// studio-recording-*; desktop and tablet).

const SCREENS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screens');

async function screens(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENS, `${name}-desktop.png`) });
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.screenshot({ path: path.join(SCREENS, `${name}-tablet.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A page as rrweb records it: the Meta event and a full snapshot of a small document, then a scroll a second later. */
const recordedPage = (at: number, text: string) => [
  { type: 4, data: { href: 'http://localhost/contact', width: 1280, height: 800 }, timestamp: at },
  {
    type: 2,
    timestamp: at + 10,
    data: {
      initialOffset: { top: 0, left: 0 },
      node: {
        type: 0,
        id: 1,
        childNodes: [
          {
            type: 2,
            id: 2,
            tagName: 'html',
            attributes: { lang: 'en' },
            childNodes: [
              { type: 2, id: 3, tagName: 'head', attributes: {}, childNodes: [] },
              {
                type: 2,
                id: 4,
                tagName: 'body',
                attributes: {},
                childNodes: [{ type: 2, id: 5, tagName: 'h1', attributes: {}, childNodes: [{ type: 3, id: 6, textContent: text }] }],
              },
            ],
          },
        ],
      },
    },
  },
  { type: 3, timestamp: at + 1000, data: { source: 3, id: 1, x: 0, y: 40 } },
];

test('support finds the demo parent, opens her page, sends a password-reset link; the audit log lists the access', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const lap = (label: string) => console.log(`studio-customers: ${label} at ${((Date.now() - started) / 1000).toFixed(1)} s`);

  // the parent (a cookie jar of her own): an invoice order for a card, and a recording of the debug page
  const parent = await newApi(baseURL!);
  await apiSignIn(parent, PARENT.email, PARENT.password);
  await addCards(parent, 'Noah Hansen', 1);
  const orderUuid = await apiInvoiceOrder(parent);
  const headers = { 'x-csrf-token': await csrf(parent) };
  const { id: recording } = await (await parent.post('/api/webshop/debug/recordings', { headers, data: { userAgent: 'Mozilla/5.0 (e2e)' } })).json();
  const sent = await parent.post(`/api/webshop/debug/recordings/${recording}/events`, { headers, data: { events: recordedPage(Date.now(), 'Contact us') } });
  expect(sent.status(), await sent.text()).toBe(200);
  lap('ordered and recorded');

  // support finds her by e-mail
  await studioSignIn(page, 'admin@example.com', 'admin-demo-1');
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'E-mail, name or picture code' }).fill(PARENT.email);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const found = page.getByRole('table', { name: 'Customers found' });
  await expect(found.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page, 'customers');
  await screens(page, 'studio-customers');

  // her page: the set with its job and portal, the order linked to its page
  await found.getByRole('link', { name: PARENT.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: PARENT.name })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Picture sets' }).getByRole('row', { name: /Noah Hansen/ })).toContainText('fjord');
  await expect(page.getByRole('table', { name: 'Orders' }).getByRole('link', { name: `#${orderUuid.slice(0, 8)}` })).toHaveAttribute(
    'href',
    `/studio/orders/${orderUuid}`,
  );
  await expectNoAxeViolations(page, 'customer');
  lap('customer page');

  // a password-reset link: the reminder's own e-mail, in the mailbox
  await page.getByRole('button', { name: 'Send a password-reset link' }).click();
  await expect(page.getByText(`A password-reset link is on its way to ${PARENT.email}. It works for an hour.`)).toBeVisible();
  const { emails } = await (await parent.get(`/api/webshop/dev/mailbox?to=${encodeURIComponent(PARENT.email)}`)).json();
  expect(
    emails.some((m: { text: string }) => /\/reset-password\?resetcode=[A-Za-z0-9_-]{43}/.test(m.text)),
    'the reset e-mail',
  ).toBe(true);
  await screens(page, 'studio-customer');

  // the audit log lists the access and the link, support's, newest first
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Audit log' }).click();
  const entries = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
  await expect(entries.nth(0)).toContainText('Password-reset link sent');
  await expect(entries.nth(1)).toContainText('Customer opened');
  await expect(entries.nth(1)).toContainText('parent@example.com');
  lap('audit log');

  // her recording: listed with its pages, replayed in rrweb's player (loaded only here)
  await page.goto('/studio/portals/fjord/recordings');
  const recordings = page.getByRole('table', { name: 'Support recordings' });
  await expect(recordings.getByRole('row').nth(1)).toContainText('Not stopped');
  await expectNoAxeViolations(page, 'recordings');
  await recordings.getByRole('row').nth(1).getByRole('link').click();
  const player = page.locator('#recording-replay .rr-player');
  await expect(player).toBeVisible();
  await expect(player.frameLocator('iframe').getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await expectNoAxeViolations(page, 'recording');
  await screens(page, 'studio-recording');
  lap('replayed');
  await parent.dispose();
});
