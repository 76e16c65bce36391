import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, waitForShell } from '../support/fixtures';
import { apiRegister, csrf, freshEmail, h1, open } from './account-helpers';

// The catalogue journeys of a parent on the phone (issue 9). Each has its own new account with Emma's set
// from EMMA2026, so its cart is its own.

const nbsp = (s: string | null) => (s ?? '').replace(/\s/g, ' ');

async function addCode(api: APIRequestContext, code: string) {
  const res = await api.get(`/ajax/prophoto/add_picture_set_by_code.php?code=${code}&confirm=1`, { headers: { 'x-csrf-token': await csrf(api) } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The natural width of a loaded picture (0 while it loads or when it failed). */
const loadedWidth = (img: Locator) => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));

async function newParent(page: Page, label: string) {
  await apiRegister(page.request, freshEmail(label), `${label}-e2e-Passw0rd`, 'EMMA2026');
}

test.describe('catalogue journeys', () => {
  test('1 categories → cards → filter by format and text → open a template in the editor', async ({ page }) => {
    await newParent(page, 'cat-cards');
    await open(page, '/products');
    // spec 2: /products/ goes to the package offers
    await expect(page).toHaveURL(/\/products\/packages$/);
    await page.getByRole('link', { name: 'See all products' }).click();
    await expect(h1(page, 'Products')).toBeVisible();
    await expect(page.getByRole('link', { name: /Archive/ })).toHaveCount(0);
    await page.getByRole('link', { name: /^Cards/ }).click();
    await expect(page).toHaveURL(/\/products\/cards\/christmas$/);
    await expect(h1(page, 'Cards / Choose template')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Card categories' }).getByRole('link', { name: 'Christmas' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 2, name: 'Card 15x15' })).toBeVisible();
    // the previews are drawn from the scene with Emma's own pictures
    const first = page.getByRole('link', { name: 'Snowy Christmas' });
    await expect(first.getByRole('img')).toHaveAttribute('src', /preview\.png\?subject=/);
    await expect.poll(() => first.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);

    await page.getByRole('button', { name: 'Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter selection' });
    await expect(dialog.getByRole('button', { name: 'Show 4 templates' })).toBeVisible();
    await dialog.getByText('10x15', { exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Show 2 templates' })).toBeVisible();
    await dialog.getByText('No', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Show 1 template' }).click();
    await expect(page.getByRole('button', { name: 'Remove filter Format: 10x15' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter Text: No' })).toBeVisible();
    const only = page.getByRole('link', { name: 'Starry night' });
    await expect(only).toBeVisible();
    await expect(page.getByRole('link', { name: 'Snowy Christmas' })).toHaveCount(0);

    await only.click();
    await expect(page).toHaveURL(/\/products\/cards\/christmas\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  });

  test('2 package offers: the countdown ticks and Package A shows its price block', async ({ page }) => {
    await newParent(page, 'cat-packages');
    await open(page, '/products/packages');
    await expect(h1(page, 'Packages')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Exclusive deals' })).toBeVisible();
    await expect(page.getByTestId('current-set')).toContainText('Emma Hansen');
    const countdown = page.getByTestId('countdown');
    await expect(countdown).toContainText(/The offer ends in \d+ days? \d\d:\d\d:\d\d/);
    const before = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(before);
    const a = page.getByRole('article', { name: 'Package A' });
    await expect.poll(async () => nbsp(await a.getByTestId('price-block').textContent())).toBe('Price: NOK 1,096.00Just now: NOK 699.00');
    const b = page.getByRole('article', { name: 'Package B' });
    await expect.poll(async () => nbsp(await b.getByTestId('price-block').textContent())).toBe('Price: NOK 647.00Package price: NOK 449.00');
    await expect(page.getByRole('article', { name: 'Calendars for the family' }).getByRole('button', { name: 'See calendars' })).toBeVisible();
  });

  test('3 digital portraits: the IP set in the cart disables single files; removing it brings them back; the badge follows', async ({ page }) => {
    await newParent(page, 'cat-digital');
    await open(page, '/products/digital-portraits');
    await expect(h1(page, 'Digital portraits')).toBeVisible();
    await page.getByRole('link', { name: 'Choose pictures of Emma Hansen' }).click();
    const ip = page.getByRole('region', { name: 'Individual pictures' });
    await expect(ip).toBeVisible();
    const badge = page.getByTestId('cart-badge');
    await ip.getByRole('button', { name: 'Add picture set to cart: Individual pictures' }).click();
    await expect(ip.getByRole('button', { name: 'Remove from cart: Individual pictures' })).toBeVisible();
    const inSet = ip.getByRole('button', { name: 'Picture set in cart' });
    await expect(inSet.first()).toBeDisabled();
    expect(await inSet.count()).toBeGreaterThan(1);
    await expect(badge).toHaveText('1');
    await ip.getByRole('button', { name: 'Remove from cart: Individual pictures' }).click();
    await expect(ip.getByRole('button', { name: /^Add to cart: Picture ID/ }).first()).toBeEnabled();
    await expect(ip.getByRole('button', { name: 'Picture set in cart' })).toHaveCount(0);
    await expect(badge).toHaveCount(0);
  });

  test('4 catalogues: nothing chosen alerts; one chosen goes into the cart', async ({ page }) => {
    await newParent(page, 'cat-catalogues');
    await open(page, '/products/catalogues');
    await expect(h1(page, 'Catalogues')).toBeVisible();
    const group = page.getByRole('group', { name: 'Quantity of Fjordvik School 2026 catalogue for Emma Hansen' });
    await expect(group.getByRole('textbox')).toHaveValue('1'); // the only catalogue offered starts at 1
    await group.getByRole('button', { name: /^Fewer/ }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('alert')).toContainText('You need to select how many cataloges you would like before clicking Add to shopping cart');
    await group.getByRole('button', { name: /^More/ }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/shopping-cart$/);
    await expect(page.getByRole('listitem').filter({ hasText: 'Fjordvik School 2026 catalogue' })).toHaveCount(1);
  });

  test('6 a photo-gift list says whose pictures the previews show; a visitor is told how to see their own', async ({ page }) => {
    // a visitor sees photographs (issue 34 item 15): the front page's, and sample portraits on every package card
    await open(page, '/');
    await expect.poll(() => loadedWidth(page.getByTestId('front-photo'))).toBeGreaterThan(0);
    await open(page, '/products/packages');
    const offers = page.getByRole('article');
    await expect(offers.first()).toBeVisible();
    for (const offer of await offers.all()) await expect.poll(() => loadedWidth(offer.locator('img').first())).toBeGreaterThan(0);
    await open(page, '/products/categories/mugs');
    await expect(h1(page, 'Mugs')).toBeVisible();
    await expect(page.getByText('Sign in or enter your picture code to see your own pictures on the gifts.')).toBeVisible();
    await expect.poll(() => loadedWidth(page.locator('main img').first())).toBeGreaterThan(0);

    // a new parent who has not chosen a set: the newest (Emma's) is shown without asking
    await newParent(page, 'cat-gifts');
    await open(page, '/products/categories/mugs');
    const card = page.getByTestId('current-set');
    await expect(card.getByText('The previews show the pictures of')).toBeVisible();
    await expect(card.getByText('Emma Hansen')).toBeVisible();
    await expect(page.locator('main img').first()).toHaveAttribute('src', /preview\.png\?subject=/);
    await card.getByRole('button', { name: 'Change picture set' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('5 the picture-set mismatch dialog: Ok switches to the set with pictures for the category', async ({ page }) => {
    await newParent(page, 'cat-mismatch');
    await addCode(page.request, 'LEO2025X');
    await open(page, '/products/packages');
    await page.getByRole('button', { name: 'Change picture set' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Leo Berg/ })
      .click();
    await expect(page.getByTestId('current-set')).toContainText('Leo Berg');
    await page.getByRole('link', { name: 'See all products' }).click();
    await page.getByRole('link', { name: /^Calendars/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change picture set' });
    await expect(dialog).toContainText('The selected picture set Leo Berg does not have pictures relevant for this category.');
    await expect(dialog).toContainText('We will therefore change to the most recent picture set with relevant pictures Emma Hansen');
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(page).toHaveURL(/\/products\/calendars$/);
    await expect(h1(page, 'Calendars / Choose template')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fjord calendar' })).toBeVisible();
  });
});

test('the catalogue’s public pages come from the server and hydrate without a console error or mismatch', async ({ page, request, consoleMessages }) => {
  test.setTimeout(90_000);
  // a page's first render in a fresh worker may miss its budget on a busy machine (the browser renders it then); the next one is warm
  await expect
    .poll(async () => (await request.get('/products/cards/christmas')).text(), { timeout: 20_000 })
    .toMatch(/<div data-module="catalog" data-ssr="">.*<h1[^>]*>Cards \/ Choose template<\/h1>/s);
  for (const p of ['/products/categories', '/products/packages', '/products/photogifts/mugs']) await request.get(p);
  for (const p of ['/products/categories', '/products/cards/christmas', '/products/packages', '/products/photogifts/mugs']) {
    await page.goto(p);
    await waitForShell(page);
    await expect(page.locator('[data-ssr], [data-hydrating]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('article', { name: 'Package A' })).toHaveCount(0); // on the mugs page now
  expect(consoleMessages).toEqual([]);
});

test('the package offers’ prices come with the page: the browser shows them without an Intl.NumberFormat of its own while it starts (decision 0075)', async ({
  page,
  request,
}) => {
  // the first one in a page loads ICU's number data: a long task while the page starts; count them
  await page.addInitScript(() => {
    const w = window as unknown as { __currencyFormats: number; __IntlNumberFormat: typeof Intl.NumberFormat };
    w.__currencyFormats = 0;
    w.__IntlNumberFormat = Intl.NumberFormat;
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args: [string?, Intl.NumberFormatOptions?]) {
        if (args[1]?.style === 'currency') w.__currencyFormats++;
        return Reflect.construct(target, args);
      },
    });
  });
  // a fresh worker's first render may miss its budget on a busy machine (the browser renders it then)
  await expect.poll(async () => (await request.get('/products/packages')).text(), { timeout: 20_000 }).toContain('<div data-module="catalog" data-ssr="">');
  const html = await (await request.get('/products/packages')).text();
  const boot = JSON.parse(/<script type="application\/json" id="shop-boot-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
  expect(nbsp(boot.money['en-GB|NOK|69900'])).toBe('NOK 699.00');
  await page.goto('/products/packages');
  await waitForShell(page);
  await expect(page.locator('[data-ssr], [data-hydrating]')).toHaveCount(0);
  const a = page.getByRole('article', { name: 'Package A' });
  await expect(a.getByTestId('price-block')).toBeVisible();
  const shown = await a.getByTestId('price-block').textContent();
  expect(nbsp(shown)).toBe('Price: NOK 1,096.00Just now: NOK 699.00');
  // the same text Chromium's own Intl writes, and no NumberFormat was made for it
  const ownIntl = await page.evaluate(() => {
    const w = window as unknown as { __IntlNumberFormat: typeof Intl.NumberFormat };
    return new w.__IntlNumberFormat('en', { style: 'currency', currency: 'NOK' }).format(699);
  });
  expect(shown).toContain(ownIntl);
  expect(await page.evaluate(() => (window as unknown as { __currencyFormats: number }).__currencyFormats)).toBe(0);
});
