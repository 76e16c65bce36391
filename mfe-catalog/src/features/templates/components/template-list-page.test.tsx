import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { commerceApi } from '@shop/contracts/commerce';
import { templatesApi } from '@shop/contracts/templates';
import { subscribe } from '@shop/event-bus';
import { currentPictureSetAtom, sessionStore } from '@shop/session';
import { handler, installMockServer, users } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { catalogHandlers } from '../../../testing/demo-handlers';
import { EMMA, productsFixture, templateUuid } from '../../../testing/fixtures';
import { renderCatalog } from '../../../testing/render';

const server = installMockServer();
const nbsp = (s: string) => s.replace(/\s/g, ' ');

describe('Template list: cards', () => {
  it('opens the server’s default category with its buttons sorted, templates under their products, linking to the editor', async () => {
    server.use(...catalogHandlers());
    await renderCatalog('/products/cards', { user: users.anonymous });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cards / Choose template' })).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Card categories' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Birthday', 'Christmas']);
    expect(within(nav).getByRole('link', { name: 'Christmas' }).getAttribute('aria-current')).toBe('page');
    const groups = await screen.findAllByRole('heading', { level: 2 });
    expect(groups.map((h) => h.textContent)).toEqual(['Card 15x15', 'Card 10x15']);
    const first = within(screen.getByRole('list', { name: 'Templates of Card 15x15' }));
    const link = first.getByRole('link', { name: 'Snowy Christmas' });
    expect(link.getAttribute('href')).toBe(`/products/cards/christmas/9d000000-0000-4000-8000-000000000001/${templateUuid(1)}`);
    // a visitor gets the plain preview
    expect(within(link).getByRole('img').getAttribute('src')).toBe(`/templates/all/${templateUuid(1)}/preview.png`);
    await expectNoAxeViolations();
  });

  it('shows the price tiers of a product with more than one price as ranges', async () => {
    server.use(...catalogHandlers());
    const { user } = await renderCatalog('/products/cards/christmas');
    await user.click(await screen.findByRole('button', { name: 'Prices Card 15x15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prices Card 15x15' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => nbsp(li.textContent!)),
    ).toEqual(['1–9 pcsNOK 29.00', '10–24 pcsNOK 24.00', '25+ pcsNOK 19.00']);
    await expectNoAxeViolations();
  });

  it('shows the tiers the server priced for this customer (a campaign with a package in the cart), not the price list’s', async () => {
    server.use(...catalogHandlers());
    const fixture = productsFixture();
    const card = fixture.products[0]!.uuid;
    const campaign = fixture.tierPrices[card]!.map((r) => ({ ...r, unitPrice: 1500 }));
    server.use(handler(commerceApi.products, () => ({ ...fixture, tierPrices: { ...fixture.tierPrices, [card]: campaign } })));
    const { user } = await renderCatalog('/products/cards/christmas');
    const header = (await screen.findByRole('heading', { level: 2, name: 'Card 15x15' })).parentElement!;
    await waitFor(() => expect(nbsp(header.textContent!)).toContain('From NOK 15.00'));
    await user.click(screen.getByRole('button', { name: 'Prices Card 15x15' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prices Card 15x15' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => nbsp(li.textContent!)),
    ).toEqual(['1–9 pcsNOK 15.00', '10–24 pcsNOK 15.00', '25+ pcsNOK 15.00']);
  });

  it('filters by format and text: the dialog counts live, chips remove a filter', async () => {
    server.use(...catalogHandlers());
    const { user } = await renderCatalog('/products/cards/christmas');
    await screen.findByRole('link', { name: 'Snowy Christmas' });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter selection' });
    expect(within(dialog).getByRole('button', { name: 'Show 4 templates' })).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: '10x15' }));
    expect(within(dialog).getByRole('button', { name: 'Show 2 templates' })).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show 1 template' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('link', { name: /Starry night|Snowy|Winter|Four/ }).map((a) => a.getAttribute('aria-label') ?? a.textContent)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Starry night' })).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Remove filter Text: No' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Winter landscape' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Remove filter Format: 10x15' })).toBeTruthy();
  });

  it('lists the current picture set’s templates with previews of its own pictures; empty text with its ways out', async () => {
    server.use(...catalogHandlers());
    sessionStore.set(currentPictureSetAtom, EMMA.uuid);
    const first = await renderCatalog('/products/cards/christmas', { language: 'nb' });
    sessionStore.set(currentPictureSetAtom, EMMA.uuid);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kort / Velg mal' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Snowy Christmas' });
    await waitFor(() => expect(within(link).getByRole('img').getAttribute('src')).toBe(`/templates/all/${templateUuid(1)}/preview.png?subject=${EMMA.uuid}`), {
      timeout: 5000,
    });

    // the second page replaces the first (both would otherwise stay mounted in one document)
    first.unmount();
    server.use(handler(templatesApi.templatesForSubject, () => []));
    await renderCatalog('/products/cards/birthday');
    sessionStore.set(currentPictureSetAtom, EMMA.uuid);
    expect(await screen.findByText('There are no products available within this category for the selected picture set.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change picture set' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another category' }).getAttribute('href')).toBe('/products/categories');
  });

  it('a signed-in parent who has not chosen a set yet sees the newest set’s pictures in the previews', async () => {
    server.use(...catalogHandlers());
    await renderCatalog('/products/cards/christmas');
    expect(sessionStore.get(currentPictureSetAtom)).toBeNull();
    const link = await screen.findByRole('link', { name: 'Snowy Christmas' });
    await waitFor(() => expect(within(link).getByRole('img').getAttribute('src')).toBe(`/templates/all/${templateUuid(1)}/preview.png?subject=${EMMA.uuid}`));
  });
});

describe('Template list: calendars and photo gifts', () => {
  it('calendars have their own title; a photo-gift category is titled by its name and shows template names', async () => {
    server.use(...catalogHandlers());
    await renderCatalog('/products/calendars', { user: users.anonymous });
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendars / Choose template' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Fjord calendar' })).toBeTruthy();
    // one format and one page count: no filters to show
    expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();

    await renderCatalog('/products/categories/mugs', { user: users.anonymous, language: 'nb' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Krus' })).toBeTruthy();
    const tile = await screen.findByRole('link', { name: 'Two pictures' });
    expect(within(tile).getByText('Two pictures')).toBeTruthy();
    expect(tile.getAttribute('href')).toBe(`/products/photogifts/mugs/9d000000-0000-4000-8000-000000000004/${templateUuid(8)}`);
    // the photo-gift list's further control, for a visitor: how to see their own pictures on the gifts
    expect(await screen.findByText('Logg inn eller skriv inn bildekoden for å se dine egne bilder på gavene.')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('a photo-gift list says whose pictures the previews show, with Change picture set', async () => {
    server.use(...catalogHandlers());
    const asked: unknown[] = [];
    const stop = subscribe('pictureset:select-requested', (payload) => asked.push(payload));
    try {
      const { user } = await renderCatalog('/products/categories/mugs');
      const card = await screen.findByTestId('current-set');
      expect(within(card).getByText('The previews show the pictures of')).toBeTruthy();
      expect(within(card).getByText(EMMA.name)).toBeTruthy();
      const tile = await screen.findByRole('link', { name: 'Two pictures' });
      await waitFor(() => expect(tile.querySelector('img')?.getAttribute('src')).toContain(`?subject=${EMMA.uuid}`));
      await user.click(within(card).getByRole('button', { name: 'Change picture set' }));
      expect(asked).toHaveLength(1);
      await expectNoAxeViolations();
    } finally {
      stop();
    }
  });
});
