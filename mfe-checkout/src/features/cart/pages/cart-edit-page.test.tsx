import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { commerceApi } from '@shop/contracts/commerce';
import { handler, installMockServer } from '@shop/testing';
import { cardLine, cartFixture, catalogueLine, digitalSetLine, lineUuid, packageLine, productUuid, retouchLine, subjectUuid } from '../../../testing/fixtures';
import { renderCheckout } from '../../../testing/render';

const server = installMockServer();
afterEach(() => vi.restoreAllMocks());

describe('Editing a cart line', () => {
  const cart = cartFixture([cardLine(1), packageLine(3), digitalSetLine(5), catalogueLine(6), retouchLine(7)]);

  it.each([
    [1, `/products/cards/${productUuid(1)}/${productUuid(50)}?orderLine=${lineUuid(1)}`],
    [3, `/products/packages/${productUuid(200)}?orderLine=${lineUuid(3)}`],
    [5, `/products/digital-portraits/${subjectUuid(2)}`],
    [6, '/products/catalogues'],
    [7, '/shopping-cart/retouch'],
  ])('line %i goes to %s', async (n, target) => {
    server.use(handler(commerceApi.cart, () => cart));
    await renderCheckout(`/shopping-cart/edit/${lineUuid(n)}`);
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe(target));
  });

  it("says 'No order line' and goes back to the cart when the line is not in the cart", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    server.use(handler(commerceApi.cart, () => cart));
    const { getByText } = await renderCheckout(`/shopping-cart/edit/${lineUuid(42)}`);
    expect(getByText('Loading')).toBeTruthy();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('No order line'));
    expect(window.location.pathname).toBe('/shopping-cart');
  });
});
