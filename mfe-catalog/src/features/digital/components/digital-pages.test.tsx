import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { cartSummaryAtom, sessionStore } from '@shop/session';
import { installMockServer, users } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { catalogHandlers } from '../../../testing/demo-handlers';
import { EMMA, NOAH } from '../../../testing/fixtures';
import { renderCatalog } from '../../../testing/render';

const server = installMockServer();

describe('Digital portraits', () => {
  it('lists the sets with something to buy; the old spelling leads to the same page', async () => {
    server.use(...catalogHandlers());
    await renderCatalog('/products/digitalportraits');
    const link = await screen.findByRole('link', { name: 'Choose pictures of Emma Hansen' });
    expect(link.getAttribute('href')).toBe(`/products/digital-portraits/${EMMA.uuid}`);
    await expectNoAxeViolations();
  });

  it('adds the IP set: single files show “Picture set in cart” disabled; removing it brings them back; the badge follows', async () => {
    server.use(...catalogHandlers());
    const { user } = await renderCatalog(`/products/digital-portraits/${EMMA.uuid}`);
    const ip = await screen.findByRole('region', { name: 'Individual pictures' });
    expect(screen.getByRole('region', { name: 'Group pictures' })).toBeTruthy();
    await user.click(within(ip).getByRole('button', { name: 'Add picture set to cart: Individual pictures' }));
    await waitFor(() => expect(within(ip).getAllByRole('button', { name: 'Picture set in cart' })).toHaveLength(3));
    for (const b of within(ip).getAllByRole('button', { name: 'Picture set in cart' })) expect(b).toHaveProperty('disabled', true);
    expect(sessionStore.get(cartSummaryAtom).itemCount).toBe(1);
    await expectNoAxeViolations();
    await user.click(within(ip).getByRole('button', { name: 'Remove from cart: Individual pictures' }));
    await waitFor(() => expect(within(ip).getByRole('button', { name: 'Add to cart: Picture ID: 101' })).toBeTruthy());
    expect(sessionStore.get(cartSummaryAtom).itemCount).toBe(0);
    await user.click(within(ip).getByRole('button', { name: 'Add to cart: Picture ID: 101' }));
    await waitFor(() => expect(within(ip).getByRole('button', { name: 'Remove from cart: Picture ID: 101' })).toBeTruthy());
    expect(sessionStore.get(cartSummaryAtom).itemCount).toBe(1);
  });

  it('another customer’s set is not found; a visitor is asked to sign in', async () => {
    server.use(...catalogHandlers());
    await renderCatalog(`/products/digital-portraits/${NOAH.uuid}`, { language: 'nb' });
    expect(await screen.findByText('Fant ikke bildesettet')).toBeTruthy();
    await renderCatalog('/products/digital-portraits', { user: users.anonymous });
    expect(await screen.findAllByRole('link', { name: 'Sign in' })).toBeTruthy();
  });
});
