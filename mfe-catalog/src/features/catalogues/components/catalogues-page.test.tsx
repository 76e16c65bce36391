import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { commerceApi } from '@shop/contracts/commerce';
import { handler, installMockServer } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { catalogHandlers } from '../../../testing/demo-handlers';
import { catalogueFixtureSummary } from '../../../testing/fixtures';
import { renderCatalog } from '../../../testing/render';

const server = installMockServer();

describe('Catalogues', () => {
  it('alerts when nothing is chosen; adds the chosen quantities and goes to the cart', async () => {
    const sent: unknown[] = [];
    // msw: handlers given first win
    server.use(
      handler(commerceApi.addCatalogues, ({ body }) => {
        sent.push(body);
        return { newOrderLines: [], summary: catalogueFixtureSummary({ itemCount: 2, totalPrice: 49800 }) };
      }),
      ...catalogHandlers(),
    );
    const { user } = await renderCatalog('/products/catalogues');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogues' })).toBeTruthy();
    await screen.findAllByRole('heading', { level: 2, name: 'Fjordvik School 2026 catalogue' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You need to select how many cataloges you would like before clicking Add to shopping cart',
    );
    expect(sent).toEqual([]);
    await expectNoAxeViolations();
    const emma = screen.getByRole('group', { name: 'Quantity of Fjordvik School 2026 catalogue for Emma Hansen' });
    await user.click(within(emma).getByRole('button', { name: /^More/ }));
    await user.click(within(emma).getByRole('button', { name: /^More/ }));
    expect(within(emma).getByRole('textbox')).toHaveProperty('value', '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(window.location.pathname).toBe('/shopping-cart'));
    expect(sent).toEqual([
      {
        catalogues: [
          { uuid: expect.any(String), subject: { uuid: expect.any(String) }, quantity: 2 },
          { uuid: expect.any(String), subject: { uuid: expect.any(String) }, quantity: 0 },
        ],
      },
    ]);
  });
});
