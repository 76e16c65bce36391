import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { accountApi } from '@shop/contracts/account';
import { commerceApi } from '@shop/contracts/commerce';
import { editorApi } from '@shop/contracts/editor';
import { publish, subscribe } from '@shop/event-bus';
import { cartSummaryAtom, sessionStore } from '@shop/session';
import { apiError, handler, installMockServer, users } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { demoHandlers } from '../../../testing/demo-handlers';
import {
  cardFilled,
  cardLine,
  cardPrice,
  cardProduct,
  cardTierPrices,
  cardTemplate,
  lineUuid,
  pictureFixture,
  pictureSetFixture,
  pictureUuid,
  productUuid,
  templateUuid,
} from '../../../testing/fixtures';
import { renderEditor } from '../../../testing/render';
import { templatesApi } from '@shop/contracts/templates';
import { templateByUuid } from '../api/editor-api';

const server = installMockServer();
const createRoute = `/products/cards/${productUuid(1)}/${templateUuid(1)}`;

// an unsaved design is kept in the browser (lib/draft.ts): no test starts with another's
beforeEach(() => localStorage.clear());

describe('the template editor', () => {
  it('puts a picture in, writes a text, and adds the card to the cart with a quantity', async () => {
    server.use(...demoHandlers());
    let sent: unknown = null;
    server.use(
      handler(commerceApi.addLines, ({ body }) => {
        sent = body;
        return { newOrderLines: [], summary: { itemCount: 12, totalPrice: 28800, vat: { rate: 25, amount: 5760 }, lines: [] } };
      }),
    );
    const { findByRole, getByRole, user } = await renderEditor(createRoute);
    expect(await findByRole('heading', { level: 1, name: 'Winter greeting · Card 10x15' })).toBeTruthy();
    // the design opens filled from the set (fill-template), as the list previewed it
    expect(getByRole('button', { name: 'Front, complete' })).toBeTruthy();
    expect(getByRole('button', { name: 'Add to cart' }).hasAttribute('disabled')).toBe(false);
    await expectNoAxeViolations();

    await user.click(getByRole('button', { name: 'Change/edit photos' }));
    await user.click(getByRole('button', { name: 'Picture 1' }));
    await user.click(await findByRole('button', { name: 'Picture ID: 1002' }));
    expect(getByRole('button', { name: 'Front, complete' })).toBeTruthy();
    await user.click(getByRole('tab', { name: 'Edit image' }));
    await user.click(getByRole('button', { name: 'Rotate' }));
    await user.click(getByRole('button', { name: 'Sepia' }));
    // the keyboard moves the picture inside its slot (no dragging needed)
    getByRole('group', { name: /arrow keys move the picture/ }).focus();
    await user.keyboard('{ArrowUp}');
    await user.click(getByRole('button', { name: 'Done' }));

    await user.click(getByRole('button', { name: 'Inside, complete' }));
    await user.click(getByRole('button', { name: 'Edit text' }));
    await user.click(getByRole('button', { name: 'Text 1' }));
    await user.type(getByRole('textbox', { name: 'Text' }), '  Love, Emma  ');
    await user.click(getByRole('button', { name: 'Done' }));

    await user.click(getByRole('button', { name: 'Add to cart' }));
    const dialog = await findByRole('dialog', { name: 'Choose quantity' });
    // a single product starts at its minimum (5) at the first tier's price
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity of Card 10x15' }) as HTMLInputElement;
    expect(quantity.value).toBe('5');
    expect(within(dialog).getByText('Sum NOK 145.00')).toBeTruthy();
    await user.clear(quantity);
    await user.type(quantity, '12');
    expect(within(dialog).getByText('Sum NOK 288.00')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(window.location.pathname).toBe('/shopping-cart'));
    // the badge moves by itself: the session keeps the summary the editor published (decision 0079)
    expect(sessionStore.get(cartSummaryAtom)).toEqual({ itemCount: 12, totalPrice: 28800 });
    expect(sent).toMatchObject({
      lines: [
        {
          type: 2,
          product: { uuid: productUuid(1) },
          quantity: 12,
          template: { uuid: templateUuid(1), name: 'Winter greeting', version: 1 },
          templateData: {
            userResources: expect.arrayContaining([
              {
                id: 'photo',
                fullId: 'front/photo',
                image: expect.objectContaining({
                  uuid: pictureUuid(2),
                  rotation: 90,
                  overrideEffect: 'sepia',
                  cropRect: expect.objectContaining({ width: expect.any(Number) }),
                }),
              },
              expect.objectContaining({ fullId: 'inside/wish', text: 'Love, Emma', lines: ['Love, Emma'] }),
            ]),
          },
        },
      ],
    });
  }, 60_000);

  it('opens a new design filled from the current set (fill-template), and a parent who changes nothing adds it complete', async () => {
    server.use(...demoHandlers());
    let asked: unknown = null;
    let sent: { lines: Array<{ templateData: { userResources: unknown[] } }> } | null = null;
    server.use(
      handler(editorApi.fillTemplate, ({ body }) => {
        asked = body;
        return cardFilled();
      }),
      handler(commerceApi.addLines, ({ body }) => {
        sent = body as never;
        return { newOrderLines: [], summary: { itemCount: 5, totalPrice: 14500, vat: { rate: 25, amount: 2900 }, lines: [] } };
      }),
    );
    const { findByRole, getByRole, user } = await renderEditor(createRoute);
    const add = await findByRole('button', { name: 'Add to cart' });
    expect(asked).toEqual({ template: { uuid: templateUuid(1) }, subject: { uuid: pictureSetFixture().uuid } });
    expect(getByRole('button', { name: 'Front, complete' })).toBeTruthy();
    // nothing changed: Cancel does not ask
    expect(getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(true);
    await user.click(add);
    await user.click(within(await findByRole('dialog', { name: 'Choose quantity' })).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(window.location.pathname).toBe('/shopping-cart'));
    expect(sent!.lines[0]!.templateData.userResources).toEqual(cardFilled().userResources);
  }, 60_000);

  it('opens empty when the set fills nothing (fill-template refuses): Add to cart waits for a picture', async () => {
    server.use(...demoHandlers());
    server.use(handler(editorApi.fillTemplate, () => apiError(404, 'Picture set not found')));
    const { findByRole, getByRole } = await renderEditor(createRoute);
    expect(await findByRole('button', { name: 'Front, not complete' })).toBeTruthy();
    expect(getByRole('button', { name: 'Add to cart' }).hasAttribute('disabled')).toBe(true);
  }, 60_000);

  it('refuses a picture the slot does not take, and asks before closing with unsaved changes', async () => {
    server.use(...demoHandlers());
    const template = cardTemplate();
    const photo = template.scene.parts[0]!.elements[1]!;
    if (photo.kind === 'image') photo.rule = { pictureTypes: ['IP'], orientation: 'portrait', allowUploads: false };
    server.use(handler(templateByUuid, () => template));
    const { findByRole, getByRole, queryByRole, user } = await renderEditor(createRoute);
    await user.click(await findByRole('button', { name: 'Change/edit photos' }));
    await user.click(getByRole('button', { name: 'Picture 1' }));
    // picture 2 is landscape: not for this portrait slot
    await user.click(await findByRole('button', { name: 'Picture ID: 1002' }));
    const refusal = await findByRole('alertdialog', { name: 'Picture not allowed' });
    expect(within(refusal).getByText("You can't use this image in this image field (ID: 1002)")).toBeTruthy();
    await user.click(within(refusal).getByRole('button', { name: 'Ok' }));
    await user.click(getByRole('button', { name: 'Picture ID: 1001' }));
    await user.click(getByRole('button', { name: 'Done' }));
    await user.click(getByRole('button', { name: 'Cancel' }));
    const prompt = await findByRole('alertdialog', { name: 'Unsaved changes' });
    await user.click(within(prompt).getByRole('button', { name: 'Continue editing' }));
    expect(queryByRole('alertdialog')).toBeNull();
    expect(window.location.pathname).toBe(createRoute);
  }, 60_000);

  it('updates the cart line it was opened with', async () => {
    server.use(...demoHandlers());
    let replaced: { uuid: string; body: unknown } | null = null;
    server.use(
      handler(editorApi.replaceLine, ({ params, body }) => {
        replaced = { uuid: String(params.uuid), body };
        return { orderLine: cardLine(11), summary: { itemCount: 20, totalPrice: 48000, vat: { rate: 25, amount: 9600 }, lines: [] } };
      }),
    );
    const { findByRole, user } = await renderEditor(`${createRoute}?orderLine=${lineUuid(1)}`);
    const update = await findByRole('button', { name: 'Update cart' });
    expect(update.hasAttribute('disabled')).toBe(false);
    await user.click(update);
    const dialog = await findByRole('dialog', { name: 'Choose quantity' });
    expect((within(dialog).getByRole('textbox', { name: 'Quantity of Card 10x15' }) as HTMLInputElement).value).toBe('10');
    await user.click(within(dialog).getByRole('button', { name: 'One more Card 10x15' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update cart' }));
    await waitFor(() => expect(window.location.pathname).toBe('/shopping-cart'));
    expect(replaced).toMatchObject({
      uuid: lineUuid(1),
      body: { line: { quantity: 11, templateData: { userResources: [{ fullId: 'front/photo' }, { fullId: 'inside/wish' }] } } },
    });
  }, 60_000);

  it('shows the prices the server answers for each quantity (a campaign the product’s own tiers do not name), as the cart will', async () => {
    server.use(...demoHandlers());
    const asked: string[] = [];
    server.use(
      handler(commerceApi.productPrice, ({ params, query }) => {
        asked.push(`${params.productUuid}:${query.get('quantity')}`);
        return cardPrice(Number(query.get('quantity')), 1500);
      }),
    );
    const { findByRole, user } = await renderEditor(`${createRoute}?orderLine=${lineUuid(1)}`);
    await user.click(await findByRole('button', { name: 'Update cart' }));
    const dialog = await findByRole('dialog', { name: 'Choose quantity' });
    // 10 pieces: NOK 15.00 each, the tier's NOK 24.00 struck through, the sum the server's line price
    expect(await within(dialog).findByText('Sum NOK 150.00')).toBeTruthy();
    expect(within(dialog).getByText('NOK 15.00/pcs')).toBeTruthy();
    expect(within(dialog).getByText('NOK 24.00').tagName).toBe('S');
    await user.click(within(dialog).getByRole('button', { name: 'One more Card 10x15' }));
    expect(await within(dialog).findByText('Sum NOK 165.00')).toBeTruthy();
    expect(asked).toEqual([`${productUuid(1)}:10`, `${productUuid(1)}:11`]);
  }, 60_000);

  it('says so when the price cannot be read, and still adds the line (the cart prices it)', async () => {
    server.use(...demoHandlers());
    server.use(handler(commerceApi.productPrice, () => apiError(503, 'Down for a moment')));
    const { findByRole, user } = await renderEditor(`${createRoute}?orderLine=${lineUuid(1)}`);
    await user.click(await findByRole('button', { name: 'Update cart' }));
    const dialog = await findByRole('dialog', { name: 'Choose quantity' });
    expect(await within(dialog).findByText('The price could not be loaded. The cart shows it once the product is added.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Update cart' }));
    await waitFor(() => expect(window.location.pathname).toBe('/shopping-cart'));
  }, 60_000);

  it('changes the design from the strip of the same product’s templates, and then asks before closing', async () => {
    server.use(...demoHandlers());
    const other = cardTemplate({ uuid: templateUuid(2), name: 'Starry night' });
    server.use(
      handler(templatesApi.templatesByCategory, () => [
        cardTemplate(),
        other,
        cardTemplate({ uuid: templateUuid(3), name: 'Mug', product: { uuid: productUuid(9), name: 'Mug' } }),
      ]),
      handler(templateByUuid, ({ params }) => (params.templateUuid === templateUuid(2) ? other : cardTemplate())),
    );
    const { findByRole, getByRole, queryByRole, user } = await renderEditor(createRoute);
    await user.click(await findByRole('button', { name: 'Change design' }));
    await user.click(await findByRole('button', { name: 'Use the design Starry night' }));
    // another product's template is not offered
    expect(queryByRole('button', { name: 'Use the design Mug' })).toBeNull();
    expect(await findByRole('heading', { level: 1, name: 'Starry night · Card 10x15' })).toBeTruthy();
    // the top bar's back arrow on a changed design asks first
    await user.click(getByRole('button', { name: 'Back' }));
    expect(await findByRole('alertdialog', { name: 'Unsaved changes' })).toBeTruthy();
  }, 60_000);
});

describe('the strip starts from the set’s pictures or from the parent’s own design (fill-template, by-product)', () => {
  it('fills a chosen template from the set, and offers the parent’s design of the product in the cart to start from', async () => {
    server.use(...demoHandlers());
    const other = cardTemplate({ uuid: templateUuid(2), name: 'Starry night' });
    const filledAsked: string[] = [];
    server.use(
      handler(templatesApi.templatesByCategory, () => [cardTemplate(), other]),
      handler(templateByUuid, ({ params }) => (params.templateUuid === templateUuid(2) ? other : cardTemplate())),
      handler(editorApi.fillTemplate, ({ body }) => {
        filledAsked.push(body!.template.uuid);
        return cardFilled();
      }),
      handler(editorApi.templatesByProduct, () => [
        {
          template: { uuid: templateUuid(2), name: 'Starry night', dimensions: { width: 150, height: 100 } },
          userResources: [{ id: 'wish', fullId: 'inside/wish', type: 'STRING', text: 'From the cart' }],
          year: null,
        },
      ]),
    );
    const { findByRole, getByRole, user } = await renderEditor(createRoute);
    await user.click(await findByRole('button', { name: 'Change design' }));
    await user.click(await findByRole('button', { name: 'Use the design Starry night' }));
    expect(await findByRole('heading', { level: 1, name: 'Starry night · Card 10x15' })).toBeTruthy();
    expect(filledAsked).toEqual([templateUuid(1), templateUuid(2)]);
    expect(getByRole('button', { name: 'Front, complete' })).toBeTruthy();

    await user.click(getByRole('button', { name: 'Change design' }));
    await user.click(await findByRole('button', { name: 'Start from your design Starry night in the cart' }));
    // the cart's design has a wish and no picture: the front is empty again
    expect(await findByRole('button', { name: 'Front, not complete' })).toBeTruthy();
  }, 60_000);
});

describe('leaving a changed design by a link or Back (the shell’s leave guard, issue 34)', () => {
  it('registers with the guard only while changed, asks Ulagrede endringer for a held navigation and goes where the parent asked', async () => {
    server.use(...demoHandlers());
    const guards: Array<{ id: string; active: boolean }> = [];
    const stop = subscribe('navigation:guard', (g) => guards.push(g));
    const { findByRole, getByRole, user } = await renderEditor(createRoute, { language: 'nb' });
    await findByRole('heading', { level: 1, name: 'Winter greeting · Card 10x15' });
    expect(guards.some((g) => g.active)).toBe(false);
    await user.click(getByRole('button', { name: 'Bytt/rediger bilder' }));
    await user.click(getByRole('button', { name: 'Bilde 1' }));
    await user.click(await findByRole('button', { name: 'Bilde-ID: 1002' }));
    await waitFor(() => expect(guards.at(-1)?.active).toBe(true));
    const id = guards.at(-1)!.id;

    // the shell held a tap on the cart badge: asked in the editor's own words; staying keeps the design
    publish('navigation:held', { id, url: '/shopping-cart', replace: false });
    const ask = await findByRole('alertdialog', { name: 'Ulagrede endringer' });
    await expectNoAxeViolations();
    await user.click(within(ask).getByRole('button', { name: 'Fortsett å redigere' }));
    expect(window.location.pathname).toBe(createRoute);
    // another guard's navigation is not this editor's to ask
    publish('navigation:held', { id: 'someone-else', url: '/', replace: false });
    await new Promise((r) => setTimeout(r, 50));
    expect(document.querySelector('[role="alertdialog"]')).toBeNull();

    publish('navigation:held', { id, url: '/shopping-cart', replace: false });
    await user.click(within(await findByRole('alertdialog', { name: 'Ulagrede endringer' })).getByRole('button', { name: 'Lukk uten å lagre' }));
    await waitFor(() => expect(window.location.pathname).toBe('/shopping-cart'));
    // released before it left: the shell lets that navigation through
    expect(guards.filter((g) => g.id === id).at(-1)?.active).toBe(false);
    stop();
  }, 60_000);
});

describe('the unsaved design kept in the browser', () => {
  const drafts = () => Object.keys(localStorage).filter((k) => k.startsWith('shop.editor.draft:'));
  // a set that fills nothing (the server answers no resources): the design opens empty, a picture is the change
  const fillsNothing = () => handler(editorApi.fillTemplate, () => ({ year: null, userResources: [] }));

  it('is offered back when the same editor opens again, and restoring shows the edit', async () => {
    server.use(...demoHandlers());
    server.use(fillsNothing());
    const first = await renderEditor(createRoute);
    await first.user.click(await first.findByRole('button', { name: 'Change/edit photos' }));
    await first.user.click(first.getByRole('button', { name: 'Picture 1' }));
    await first.user.click(await first.findByRole('button', { name: 'Picture ID: 1001' }));
    await first.user.click(first.getByRole('button', { name: 'Done' }));
    expect(first.getByRole('button', { name: 'Front, complete' })).toBeTruthy();
    // the page goes away without saving (a reload, a closed tab, a dropped connection)
    first.unmount();
    expect(drafts()).toHaveLength(1);

    const again = await renderEditor(createRoute);
    const offer = await again.findByRole('alertdialog', { name: 'Continue your unsaved design?' });
    await expectNoAxeViolations();
    expect(within(offer).getByText(/^This design has changes from .+ that were not saved\. Do you want to continue where you left off\?$/)).toBeTruthy();
    // the design as opened until the parent answers (behind the modal question)
    expect(again.getByRole('button', { name: 'Front, not complete', hidden: true })).toBeTruthy();
    await again.user.click(within(offer).getByRole('button', { name: 'Restore my changes' }));
    expect(again.getByRole('button', { name: 'Front, complete' })).toBeTruthy();
    expect(again.getByRole('button', { name: 'Add to cart' }).hasAttribute('disabled')).toBe(false);
    // restoring is a change like any other: undo takes it back
    await again.user.click(again.getByRole('button', { name: 'Undo' }));
    expect(again.getByRole('button', { name: 'Front, not complete' })).toBeTruthy();
  }, 60_000);

  it('is gone after Discard changes, after Close without saving, and after Add to cart', async () => {
    server.use(...demoHandlers());
    server.use(fillsNothing());
    server.use(
      handler(commerceApi.addLines, () => ({ newOrderLines: [], summary: { itemCount: 5, totalPrice: 14500, vat: { rate: 25, amount: 2900 }, lines: [] } })),
    );
    const pick = async (r: Awaited<ReturnType<typeof renderEditor>>) => {
      await r.user.click(await r.findByRole('button', { name: 'Change/edit photos' }));
      await r.user.click(r.getByRole('button', { name: 'Picture 1' }));
      await r.user.click(await r.findByRole('button', { name: 'Picture ID: 1001' }));
      await r.user.click(r.getByRole('button', { name: 'Done' }));
    };
    const first = await renderEditor(createRoute);
    await pick(first);
    first.unmount();
    const second = await renderEditor(createRoute);
    await second.user.click(
      within(await second.findByRole('alertdialog', { name: 'Continue your unsaved design?' })).getByRole('button', { name: 'Discard changes' }),
    );
    expect(second.getByRole('button', { name: 'Front, not complete' })).toBeTruthy();
    expect(drafts()).toEqual([]);

    // close without saving
    await pick(second);
    expect(drafts()).toHaveLength(1);
    await second.user.click(second.getByRole('button', { name: 'Cancel' }));
    await second.user.click(within(await second.findByRole('alertdialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Close without saving' }));
    expect(drafts()).toEqual([]);
    second.unmount();

    // added to the cart
    const third = await renderEditor(createRoute);
    await pick(third);
    expect(drafts()).toHaveLength(1);
    await third.user.click(third.getByRole('button', { name: 'Add to cart' }));
    await third.user.click(within(await third.findByRole('dialog', { name: 'Choose quantity' })).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(window.location.pathname).toBe('/shopping-cart'));
    expect(drafts()).toEqual([]);
  }, 60_000);

  it('is kept per cart line: the line’s editor does not offer the new design’s draft', async () => {
    server.use(...demoHandlers());
    server.use(fillsNothing());
    const first = await renderEditor(createRoute);
    await first.user.click(await first.findByRole('button', { name: 'Change/edit photos' }));
    await first.user.click(first.getByRole('button', { name: 'Picture 1' }));
    await first.user.click(await first.findByRole('button', { name: 'Picture ID: 1001' }));
    first.unmount();
    const line = await renderEditor(`${createRoute}?orderLine=${lineUuid(1)}`);
    expect(await line.findByRole('button', { name: 'Update cart' })).toBeTruthy();
    expect(line.queryByRole('alertdialog')).toBeNull();
  }, 60_000);

  it('drops a stored entry that is not a design', async () => {
    server.use(...demoHandlers());
    server.use(fillsNothing());
    const key = `shop.editor.draft:${users.signedIn.uuid}:template:${productUuid(1)}/${templateUuid(1)}`;
    localStorage.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), value: { resources: 'nope' } }));
    const r = await renderEditor(createRoute);
    expect(await r.findByRole('button', { name: 'Front, not complete' })).toBeTruthy();
    expect(r.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
  }, 60_000);
});

describe('the image inbox and the portal’s subject-change mode (spec 2 section 4)', () => {
  // Emma's set (opened), Noah's from the same school job, Leo's from another photographer's school job
  const SCHOOL = '10b00000-0000-4000-8000-000000000001';
  const account = () => {
    const emma = pictureSetFixture();
    emma.job.type = 'school';
    emma.photographer.uuid = 'f0000000-0000-4000-8000-000000000001';
    const other = (uuid: string, name: string, picture: number, job: string, photographer: { name: string; uuid: string }) => ({
      ...emma,
      uuid,
      subject: { uuid, name, group: '2A' },
      job: { ...emma.job, uuid: job, name: job === SCHOOL ? emma.job.name : 'Nordvik School 2026' },
      photographer: { ...emma.photographer, ...photographer },
      pictures: [pictureFixture(picture)],
    });
    const noah = other('5e7a0000-0000-4000-8000-000000000002', 'Noah Hansen', 7, SCHOOL, emma.photographer as { name: string; uuid: string });
    const leo = other('5e7a0000-0000-4000-8000-000000000003', 'Leo Berg', 8, '10b00000-0000-4000-8000-000000000003', {
      name: 'Nordlys Foto',
      uuid: 'f0000000-0000-4000-8000-000000000002',
    });
    return handler(accountApi.pictureSets, () => ({ pictureSets: [emma, noah, leo] }));
  };
  const openInbox = async (r: Awaited<ReturnType<typeof renderEditor>>) => {
    await r.user.click(await r.findByRole('button', { name: 'Change/edit photos' }));
    await r.user.click(r.getByRole('button', { name: 'Picture 1' }));
    await r.findByRole('button', { name: 'Picture ID: 1001' });
  };

  it('mode 0 keeps to the opened set', async () => {
    server.use(...demoHandlers());
    server.use(account());
    const r = await renderEditor(createRoute, { portalOptions: { subjectChangeMode: 0 } });
    await openInbox(r);
    expect(r.queryByRole('group', { name: 'Picture sets' })).toBeNull();
    expect(r.queryByRole('button', { name: 'Picture ID: 1007' })).toBeNull();
  }, 60_000);

  it('mode 3 offers the sets of the same job type; whiteLabelDisableMixPhotographers leaves out another photographer’s', async () => {
    server.use(...demoHandlers());
    server.use(account());
    const mixed = await renderEditor(createRoute, { portalOptions: { subjectChangeMode: 3 } });
    await openInbox(mixed);
    const all = mixed.getByRole('group', { name: 'Picture sets' });
    expect(
      within(all)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Emma Hansen · Fjordvik School 2026', 'Noah Hansen · Fjordvik School 2026', 'Leo Berg · Nordvik School 2026']);
    mixed.unmount();

    const r = await renderEditor(createRoute, { portalOptions: { subjectChangeMode: 3, whiteLabelDisableMixPhotographers: true } });
    await openInbox(r);
    const sets = r.getByRole('group', { name: 'Picture sets' });
    expect(
      within(sets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Emma Hansen · Fjordvik School 2026', 'Noah Hansen · Fjordvik School 2026']);
    // another set shows its pictures only
    await r.user.click(within(sets).getByRole('button', { name: 'Noah Hansen · Fjordvik School 2026' }));
    expect(r.getByRole('button', { name: 'Picture ID: 1007' })).toBeTruthy();
    expect(r.queryByRole('button', { name: 'Picture ID: 1001' })).toBeNull();
    await expectNoAxeViolations();
  }, 60_000);

  it('mode 4 asks before a picture of another set replaces the slot’s picture', async () => {
    server.use(...demoHandlers());
    server.use(account());
    let sent: { lines: Array<{ templateData: { userResources: Array<{ fullId?: string; image?: { uuid: string } | null }> } }> } | null = null;
    server.use(
      handler(commerceApi.addLines, ({ body }) => {
        sent = body as never;
        return { newOrderLines: [], summary: { itemCount: 5, totalPrice: 14500, vat: { rate: 25, amount: 2900 }, lines: [] } };
      }),
    );
    const r = await renderEditor(createRoute, { portalOptions: { subjectChangeMode: 4 } });
    await openInbox(r);
    await r.user.click(r.getByRole('button', { name: 'Picture ID: 1001' }));
    await r.user.click(within(r.getByRole('group', { name: 'Picture sets' })).getByRole('button', { name: /^Noah Hansen/ }));
    await r.user.click(r.getByRole('button', { name: 'Picture ID: 1007' }));
    const ask = await r.findByRole('alertdialog', { name: 'Use a picture from another picture set?' });
    expect(
      within(ask).getByText(
        "The picture in this field is from Emma Hansen's picture set. Do you want to replace it with a picture from Noah Hansen's picture set?",
      ),
    ).toBeTruthy();
    await r.user.click(within(ask).getByRole('button', { name: 'Keep the picture' }));
    expect(r.getByRole('button', { name: 'Picture ID: 1007' }).getAttribute('aria-pressed')).toBe('false');
    await r.user.click(r.getByRole('button', { name: 'Picture ID: 1007' }));
    await r.user.click(
      within(await r.findByRole('alertdialog', { name: 'Use a picture from another picture set?' })).getByRole('button', { name: 'Replace the picture' }),
    );
    await waitFor(() => expect(r.getByRole('button', { name: 'Picture ID: 1007' }).getAttribute('aria-pressed')).toBe('true'));
    await r.user.click(r.getByRole('button', { name: 'Done' }));
    await r.user.click(r.getByRole('button', { name: 'Add to cart' }));
    await r.user.click(within(await r.findByRole('dialog', { name: 'Choose quantity' })).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.lines[0]!.templateData.userResources.find((x) => x.fullId === 'front/photo')?.image?.uuid).toBe(pictureUuid(7));
  }, 60_000);
});

describe('the Backgrounds tab (green-screen pictures)', () => {
  const backgroundUuid = (n: number) => `b9000000-0000-4000-8000-00000000000${n}`;
  // picture 1 is a green-screen picture with two backgrounds; picture 2 is not
  const greenSet = () => {
    const set = pictureSetFixture();
    set.pictures = set.pictures.map((p) => (p.uuid === pictureUuid(1) ? { ...p, greenscreen: true } : p));
    return handler(accountApi.pictureSets, () => ({ pictureSets: [set] }));
  };
  const backgrounds = () =>
    handler(accountApi.imageBackgrounds, ({ query }) =>
      query.get('uuid') === pictureUuid(1)
        ? [1, 2].map((n) => ({ uuid: backgroundUuid(n), src: `/api/webshop/green-screen-backgrounds/files/${backgroundUuid(n)}`, default: n === 1 }))
        : [],
    );

  it('shows once a green-screen picture is chosen; choosing a background puts it in the line', async () => {
    server.use(...demoHandlers());
    // later handlers win in msw; the set fills nothing here, so the slot starts without a picture
    server.use(
      greenSet(),
      backgrounds(),
      handler(editorApi.fillTemplate, () => ({ year: null, userResources: [] })),
    );
    let sent: { lines: Array<{ templateData: { userResources: Array<{ fullId?: string; image?: { background?: string | null } | null }> } }> } | null = null;
    server.use(
      handler(commerceApi.addLines, ({ body }) => {
        sent = body as never;
        return { newOrderLines: [], summary: { itemCount: 5, totalPrice: 14500, vat: { rate: 25, amount: 2900 }, lines: [] } };
      }),
    );
    const { findByRole, getByRole, queryByRole, user } = await renderEditor(createRoute);
    await user.click(await findByRole('button', { name: 'Change/edit photos' }));
    await user.click(getByRole('button', { name: 'Picture 1' }));
    // no picture yet: no Backgrounds tab
    await findByRole('button', { name: 'Picture ID: 1002' });
    expect(queryByRole('tab', { name: 'Backgrounds' })).toBeNull();
    // picture 2 has no backgrounds: still none
    await user.click(getByRole('button', { name: 'Picture ID: 1002' }));
    await waitFor(() => expect(getByRole('button', { name: 'Picture ID: 1002' }).getAttribute('aria-pressed')).toBe('true'));
    expect(queryByRole('tab', { name: 'Backgrounds' })).toBeNull();

    await user.click(getByRole('button', { name: 'Picture ID: 1001' }));
    await user.click(await findByRole('tab', { name: 'Backgrounds' }));
    const list = getByRole('list', { name: 'Backgrounds for the picture' });
    // the default is the one shown until the parent chooses
    expect(within(list).getByRole('button', { name: 'Background 1' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(list).getByRole('button', { name: 'Background 2' }));
    expect(within(list).getByRole('button', { name: 'Background 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(list).getByRole('button', { name: 'Background 1' }).getAttribute('aria-pressed')).toBe('false');
    // its thumbnail is the picture on that background, as the server composites it
    expect(within(list).getByRole('button', { name: 'Background 2' }).querySelector('img')?.getAttribute('src')).toBe(
      `/api/webshop/pictures/${pictureUuid(1)}/320?background=${backgroundUuid(2)}`,
    );
    await expectNoAxeViolations();
    await user.click(getByRole('button', { name: 'Done' }));

    await user.click(getByRole('button', { name: 'Add to cart' }));
    const dialog = await findByRole('dialog', { name: 'Choose quantity' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(sent).not.toBeNull());
    const photo = sent!.lines[0]!.templateData.userResources.find((r) => r.fullId === 'front/photo');
    expect(photo?.image).toMatchObject({ uuid: pictureUuid(1), background: backgroundUuid(2) });
  }, 60_000);

  it('is not offered in a slot that does not allow backgrounds', async () => {
    server.use(...demoHandlers());
    // later handlers win in msw
    server.use(greenSet(), backgrounds());
    const template = cardTemplate();
    const photo = template.scene.parts[0]!.elements[1]!;
    if (photo.kind === 'image') photo.disableBackground = true;
    server.use(handler(templateByUuid, () => template));
    const { findByRole, getByRole, queryByRole, user } = await renderEditor(createRoute);
    await user.click(await findByRole('button', { name: 'Change/edit photos' }));
    await user.click(getByRole('button', { name: 'Picture 1' }));
    await user.click(await findByRole('button', { name: 'Picture ID: 1001' }));
    await waitFor(() => expect(getByRole('button', { name: 'Picture ID: 1001' }).getAttribute('aria-pressed')).toBe('true'));
    expect(getByRole('tab', { name: 'Edit image' })).toBeTruthy();
    expect(queryByRole('tab', { name: 'Backgrounds' })).toBeNull();
  }, 60_000);
});

describe('the buy flow with retouch (spec 2 section 4)', () => {
  it('goes on to the retouch options after adding a design with a set picture when the shop sells retouch', async () => {
    server.use(...demoHandlers());
    server.use(
      handler(commerceApi.products, () => ({
        products: [cardProduct()],
        tierPrices: cardTierPrices(),
        retouchProduct: { ...cardProduct(), uuid: '9d000000-0000-4000-8000-0000000000ff', name: 'Retouch', type: 11 },
        digitalProducts: [],
        digitalRebates: {
          portraitFilePrice: null,
          portraitSetPrice: null,
          siblingAndFriendsFilePrice: null,
          siblingAndFriendsSetPrice: null,
          groupFilePrice: null,
          groupSetPrice: null,
        },
        currency: 'NOK',
      })),
    );
    const { findByRole, getByRole, user } = await renderEditor(createRoute);
    await user.click(await findByRole('button', { name: 'Change/edit photos' }));
    await user.click(getByRole('button', { name: 'Picture 1' }));
    await user.click(await findByRole('button', { name: 'Picture ID: 1001' }));
    await user.click(getByRole('button', { name: 'Done' }));
    await user.click(getByRole('button', { name: 'Add to cart' }));
    const dialog = await findByRole('dialog', { name: 'Choose quantity' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(window.location.pathname).toBe('/shopping-cart/retouch'));
  }, 60_000);
});
