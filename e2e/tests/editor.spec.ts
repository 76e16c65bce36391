import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { apiRegister, freshEmail, open } from './account-helpers';

// The editor on a phone (issue 10): a parent makes a Christmas card from EMMA2026's pictures, previews it,
// buys 10 and finds the line with its price in the cart; edits it from the cart and updates it. The
// server's render of that line (the print renderer) must equal what the editor drew: the same part at the
// same width, compared pixel by pixel.

interface ListedTemplate {
  uuid: string;
  name: string;
  product: { uuid: string; name: string };
}

async function snowyChristmas(page: import('@playwright/test').Page) {
  const res = await page.request.get('/api/webshop/templates/cards');
  expect(res.status()).toBe(200);
  const template = ((await res.json()) as ListedTemplate[]).find((t) => t.name === 'Snowy Christmas');
  expect(template, 'the demo card Snowy Christmas').toBeTruthy();
  return template!;
}

/** Mean difference of two images (0–1) over every channel of every pixel, drawn in the page. */
async function meanDifference(page: import('@playwright/test').Page, a: string, b: string): Promise<number> {
  return page.evaluate(
    async ([first, second]) => {
      const load = (src: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const img = new Image();
          img.onload = () => resolve(img);
          img.onerror = reject;
          img.src = src;
        });
      const [x, y] = await Promise.all([load(first), load(second)]);
      const w = Math.min(x.naturalWidth, y.naturalWidth);
      const h = Math.min(x.naturalHeight, y.naturalHeight);
      const pixels = (img: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = w;
        canvas.height = h;
        const ctx = canvas.getContext('2d')!;
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(0, 0, w, h);
        ctx.drawImage(img, 0, 0, w, h);
        return ctx.getImageData(0, 0, w, h).data;
      };
      const p = pixels(x);
      const q = pixels(y);
      let sum = 0;
      for (let i = 0; i < p.length; i += 4) sum += Math.abs(p[i]! - q[i]!) + Math.abs(p[i + 1]! - q[i + 1]!) + Math.abs(p[i + 2]! - q[i + 2]!);
      return sum / ((p.length / 4) * 3 * 255);
    },
    [a, b] as const,
  );
}

test('editor: a card from a template, previewed, bought, edited from the cart; the print render equals the screen', async ({ page }) => {
  test.setTimeout(120_000);
  await apiRegister(page.request, freshEmail('editor'), 'editor-e2e-Passw0rd', 'EMMA2026');
  const template = await snowyChristmas(page);
  await open(page, `/products/cards/${template.product.uuid}/${template.uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: `Snowy Christmas · ${template.product.name}` })).toBeVisible();
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  // the card opens filled with Emma's picture, as the list previewed it (issue 34): complete as it is
  await expect(page.getByRole('button', { name: 'Change picture 1 on the design' })).toBeVisible();
  await expect(addToCart).toBeEnabled();
  await expectNoAxeViolations(page, 'editor');

  // another picture into the slot, tapped on the canvas itself, in sepia
  await page.getByRole('button', { name: 'Change picture 1 on the design' }).tap();
  await page
    .getByRole('button', { name: /^Picture ID: / })
    .nth(1)
    .tap();
  await page.getByRole('tab', { name: 'Edit image' }).tap();
  await page.getByRole('button', { name: 'Sepia' }).tap();
  await page.getByRole('button', { name: 'Zoom in' }).tap();
  await expectNoAxeViolations(page, 'editor: image tool');
  await page.getByRole('button', { name: 'Done' }).tap();
  await expect(addToCart).toBeEnabled();

  // a text that is too long for the greeting's size shrinks to fit
  await page.getByRole('button', { name: 'Edit text' }).tap();
  await page.getByRole('button', { name: 'Text 1', exact: true }).tap();
  const text = page.getByRole('textbox', { name: 'Text' });
  await text.fill('Merry Christmas and a happy new year from Emma');
  await expect(page.getByText(/Text size: (1[2-9]|2[0-7])$/)).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).tap();

  await page.getByRole('button', { name: 'Preview' }).tap();
  const preview = page.getByRole('dialog', { name: 'Preview of Snowy Christmas' });
  await expect(preview.getByText('Front (1 of 2)')).toBeVisible();
  await preview.getByRole('button', { name: 'Next part' }).tap();
  await expect(preview.getByText('Inside (2 of 2)')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).last().tap();

  // what the editor drew: konva's own export of the front at the canvas's size
  await page.waitForTimeout(500);
  const screen = await page.evaluate(() => {
    const stage = (window as unknown as { Konva: { stages: Array<{ width(): number; toDataURL(o: object): string }> } }).Konva.stages.at(-1)!;
    return { width: stage.width(), png: stage.toDataURL({ pixelRatio: 1 }) };
  });

  await addToCart.tap();
  const warning = page.getByRole('alertdialog', { name: 'Dear customer' });
  await warning.getByRole('button', { name: 'Add to shopping cart' }).tap();
  const buy = page.getByRole('dialog', { name: 'Choose quantity' });
  const quantity = buy.getByRole('textbox', { name: `Quantity of ${template.product.name}` });
  await expectNoAxeViolations(page, 'editor: buy view');
  await quantity.fill('10');
  await buy.getByRole('button', { name: 'Add to cart' }).tap();
  // the shop sells retouch and the card uses Emma's own picture: the retouch options come first (decision 0052)
  await expect(page).toHaveURL(/\/shopping-cart\/retouch$/);
  await expect(page.getByRole('heading', { name: 'Retouch options' })).toBeVisible();
  // the badge moved by itself with the editor's answer: the retouch page does not read the cart (decision 0079)
  await expect(page.getByTestId('cart-badge')).toHaveText('10');
  await page.getByRole('link', { name: 'Next' }).tap();
  await expect(page).toHaveURL(/\/shopping-cart\/?$/);
  const line = page.getByRole('listitem').filter({ hasText: 'Snowy Christmas' });
  await expect(line).toContainText('NOK');
  await expect(page.getByRole('combobox', { name: /Quantity of/ })).toHaveValue('10');

  // the print renderer's picture of the same line and part at the same width
  const cart = await (await page.request.get('/api/webshop/cart')).json();
  const lineUuid = cart.orderLines.find((l: { template?: { name: string } }) => l.template?.name === 'Snowy Christmas').uuid as string;
  const server = await page.request.get(`/api/webshop/cart/lines/${lineUuid}/preview/front?width=${screen.width}`);
  expect(server.status()).toBe(200);
  const serverPng = `data:image/png;base64,${(await server.body()).toString('base64')}`;
  const difference = await meanDifference(page, screen.png, serverPng);
  console.log(`print render against the screen: mean difference ${(difference * 100).toFixed(2)} %`);
  expect(difference).toBeLessThan(0.02);

  // edit it from the cart and update it
  await open(page, `/shopping-cart/edit/${lineUuid}`);
  await expect(page.getByRole('button', { name: 'Update cart' })).toBeEnabled();
  await page.getByRole('button', { name: 'Update cart' }).tap();
  const update = page.getByRole('dialog', { name: 'Choose quantity' });
  await expect(update.getByRole('textbox', { name: `Quantity of ${template.product.name}` })).toHaveValue('10');
  await update.getByRole('button', { name: `One more ${template.product.name}` }).tap();
  await update.getByRole('button', { name: 'Update cart' }).tap();
  await expect(page).toHaveURL(/\/shopping-cart\/?$/);
  await expect(page.getByRole('combobox', { name: /Quantity of/ })).toHaveValue('11');
});

test('editor: an unsaved design survives a reload and is offered back; restoring shows the edit', async ({ page }) => {
  test.setTimeout(90_000);
  await apiRegister(page.request, freshEmail('editor-draft'), 'editor-e2e-Passw0rd', 'EMMA2026');
  const template = await snowyChristmas(page);
  const route = `/products/cards/${template.product.uuid}/${template.uuid}`;
  await open(page, route);
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  const undo = page.getByRole('button', { name: 'Undo' });
  // opened filled and unchanged: nothing to undo
  await expect(addToCart).toBeEnabled();
  await expect(undo).toBeDisabled();
  await page.getByRole('button', { name: 'Change picture 1 on the design' }).tap();
  await page
    .getByRole('button', { name: /^Picture ID: / })
    .nth(1)
    .tap();
  await page.getByRole('button', { name: 'Done' }).tap();
  await expect(undo).toBeEnabled();

  // the reload asks first (unsaved changes); the parent leaves anyway
  page.on('dialog', (dialog) => dialog.accept());
  await page.reload();
  const offer = page.getByRole('alertdialog', { name: 'Continue your unsaved design?' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Do you want to continue where you left off?');
  await expectNoAxeViolations(page, 'editor: unsaved design offered back');
  // the design as opened until the parent answers (behind the modal question)
  await expect(page.getByRole('button', { name: 'Undo', includeHidden: true })).toBeDisabled();
  await offer.getByRole('button', { name: 'Restore my changes' }).tap();
  // the restored edit is a change again (undoable)
  await expect(undo).toBeEnabled();
  await expect(addToCart).toBeEnabled();

  // added to the cart, the draft is gone: the editor opens clean
  await addToCart.tap();
  await page.getByRole('alertdialog', { name: 'Dear customer' }).getByRole('button', { name: 'Add to shopping cart' }).tap();
  await page.getByRole('dialog', { name: 'Choose quantity' }).getByRole('button', { name: 'Add to cart' }).tap();
  await expect(page).toHaveURL(/\/shopping-cart/);
  await open(page, route);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('editor: a design opens filled the way its list previewed it, and unchanged goes into the cart complete (issue 34)', async ({ page }) => {
  test.setTimeout(90_000);
  await apiRegister(page.request, freshEmail('editor-filled'), 'editor-e2e-Passw0rd', 'EMMA2026');
  const sets = (await (await page.request.get('/api/webshop/user/picture-sets')).json()).pictureSets as Array<{ uuid: string }>;
  // what the list previews for the newest set: each slot's picture
  const listed = (await (await page.request.get(`/api/webshop/templates/cards/categories/christmas/subjects/${sets[0]!.uuid}`)).json()) as Array<
    ListedTemplate & { userResources: Array<{ fullId: string; image?: { uuid: string } }> }
  >;
  const four = listed.find((t) => t.name === 'Four at Christmas')!;
  const previewed = four.userResources.flatMap((r) => (r.image ? [[r.fullId, r.image.uuid]] : []));
  expect(previewed).toHaveLength(4);

  await open(page, '/products/cards/christmas');
  await page.getByRole('link', { name: 'Four at Christmas' }).first().tap();
  await expect(page.getByRole('heading', { level: 1, name: `Four at Christmas · ${four.product.name}` })).toBeVisible();
  for (const n of [1, 2, 3, 4]) await expect(page.getByRole('button', { name: `Change picture ${n} on the design` })).toBeVisible();
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await expect(addToCart).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expectNoAxeViolations(page, 'editor opened filled');

  await addToCart.tap();
  await page.getByRole('dialog', { name: 'Choose quantity' }).getByRole('button', { name: 'Add to cart' }).tap();
  await expect(page).toHaveURL(/\/shopping-cart(\/retouch)?\/?$/);
  const cart = await (await page.request.get('/api/webshop/cart')).json();
  const line = cart.orderLines.find((l: { template?: { name: string } }) => l.template?.name === 'Four at Christmas');
  const inCart = line.template.data.userResources.flatMap((r: { fullId: string; image?: { uuid: string } }) => (r.image ? [[r.fullId, r.image.uuid]] : []));
  expect(inCart.sort()).toEqual(previewed.sort());
});
