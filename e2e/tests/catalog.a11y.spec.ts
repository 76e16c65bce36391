import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { apiRegister, csrf, freshEmail, h1, open } from './account-helpers';

// axe on the catalogue's screens (phone and desktop), in English and Norwegian: a new account with Emma's set.

test('categories, template lists with the filter and price dialogs, packages, digital portraits and catalogues pass axe, en and nb', async ({ page }) => {
  test.setTimeout(150_000);
  await apiRegister(page.request, freshEmail('catalog-a11y'), 'catalog-a11y-Passw0rd', 'EMMA2026');

  for (const [lang, texts] of [
    [
      'en',
      {
        products: 'Products',
        cards: 'Cards / Choose template',
        filter: 'Filter selection',
        prices: 'Prices Card 15x15',
        packages: 'Packages',
        digital: 'Digital portraits',
        catalogues: 'Catalogues',
        mugs: 'Mugs',
      },
    ],
    [
      'nb',
      {
        products: 'Produkter',
        cards: 'Kort / Velg mal',
        filter: 'Filtervalg',
        prices: 'Priser Kort 15x15',
        packages: 'Pakker',
        digital: 'Digitale portretter',
        catalogues: 'Kataloger',
        mugs: 'Krus',
      },
    ],
  ] as const) {
    const res = await page.request.put('/api/webshop/user/language', { headers: { 'x-csrf-token': await csrf(page.request) }, data: { lang } });
    expect(res.status()).toBe(200);

    await open(page, '/products/categories');
    await expect(h1(page, texts.products)).toBeVisible();
    await expect(page.getByRole('listitem').getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page, `categories (${lang})`);

    await open(page, '/products/cards/christmas');
    await expect(h1(page, texts.cards)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page, `cards (${lang})`);
    await page.getByRole('button', { name: texts.prices }).click();
    await expect(page.getByRole('dialog', { name: texts.prices })).toBeVisible();
    await expectNoAxeViolations(page, `price dialog (${lang})`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByRole('dialog', { name: texts.filter })).toBeVisible();
    await expectNoAxeViolations(page, `filter dialog (${lang})`);
    await page.keyboard.press('Escape');

    await open(page, '/products/calendars');
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page, `calendars (${lang})`);

    await open(page, '/products/photogifts/mugs');
    await expect(h1(page, texts.mugs)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page, `mugs (${lang})`);

    await open(page, '/products/packages');
    await expect(h1(page, texts.packages)).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page, `packages (${lang})`);

    await open(page, '/products/digital-portraits');
    await expect(h1(page, texts.digital)).toBeVisible();
    await page.getByRole('listitem').getByRole('link').first().click();
    await expect(page.getByRole('region').first()).toBeVisible();
    await expectNoAxeViolations(page, `digital portraits (${lang})`);

    await open(page, '/products/catalogues');
    await expect(h1(page, texts.catalogues)).toBeVisible();
    await expect(page.getByRole('group').first()).toBeVisible();
    await expectNoAxeViolations(page, `catalogues (${lang})`);
  }
});
