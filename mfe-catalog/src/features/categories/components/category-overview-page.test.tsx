import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { templatesApi } from '@shop/contracts/templates';
import { currentPictureSetAtom, sessionStore } from '@shop/session';
import { handler, installMockServer, users } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { catalogHandlers } from '../../../testing/demo-handlers';
import { categoriesFixture, EMMA, NOAH } from '../../../testing/fixtures';
import { renderCatalog } from '../../../testing/render';

const server = installMockServer();

describe('Category overview', () => {
  it('shows a tile per category (archive hidden) linking by internal name; five placeholders while loading', async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      handler(templatesApi.templateCategories, async () => {
        await gate;
        return { categories: categoriesFixture(null) };
      }),
    );
    await renderCatalog('/products/categories', { user: users.anonymous });
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(screen.getAllByTestId('category-placeholder')).toHaveLength(5);
    answer();
    const list = await screen.findByRole('list', { name: 'Product categories' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(6));
    const links = within(list)
      .getAllByRole('link')
      .map((a) => [a.querySelector('h2')!.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Cards', '/products/cards/christmas'],
      ['Calendars', '/products/calendars'],
      ['Mugs', '/products/photogifts/mugs'],
      ['Digital portraits', '/products/digital-portraits'],
      ['Catalogues', '/products/catalogues'],
      ['Packages', '/products/packages'],
    ]);
    await expectNoAxeViolations();
  });

  it('asks before switching to the category’s picture set; Ok switches and goes on', async () => {
    server.use(...catalogHandlers());
    sessionStore.set(currentPictureSetAtom, NOAH.uuid);
    const { user } = await renderCatalog('/products/categories');
    sessionStore.set(currentPictureSetAtom, NOAH.uuid);
    await user.click(await screen.findByRole('link', { name: /Mugs/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Change picture set' });
    await waitFor(() =>
      expect(within(dialog).getByText('The selected picture set Noah Hansen does not have pictures relevant for this category.')).toBeTruthy(),
    );
    expect(within(dialog).getByText('We will therefore change to the most recent picture set with relevant pictures Emma Hansen')).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(sessionStore.get(currentPictureSetAtom)).toBe(EMMA.uuid);
    await waitFor(() => expect(window.location.pathname).toBe('/products/photogifts/mugs'));
  });

  it('goes straight on when the sets match', async () => {
    server.use(
      ...catalogHandlers(),
      handler(templatesApi.templateCategories, () => ({ categories: categoriesFixture(EMMA) })),
    );
    const { user } = await renderCatalog('/products/categories', { language: 'nb' });
    sessionStore.set(currentPictureSetAtom, EMMA.uuid);
    expect(await screen.findByRole('heading', { level: 1, name: 'Produkter' })).toBeTruthy();
    await user.click(await screen.findByRole('link', { name: /Calendars/ }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe('/products/calendars'));
  });
});
