import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithShop, shopSettings, installMockServer } from '@shop/testing';
import { ShellPages } from './shell-pages';

installMockServer();

describe('shell pages', () => {
  it("answers an unknown path with 'Page not found' and a link home", async () => {
    await renderWithShop(<ShellPages />, { route: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to the front page' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Page not found – Demo Foto'));
  });

  it('answers a route of a switched-off module with the not-available page', async () => {
    const modules = shopSettings.modules.map((m) => (m.name === 'checkout' ? { ...m, enabled: false } : m));
    await renderWithShop(<ShellPages />, { route: '/shopping-cart', shop: { modules } });
    expect(await screen.findByRole('heading', { level: 1, name: 'This part of the shop is not available here' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the front page' }).getAttribute('href')).toBe('/');
  });

  it('treats a module missing from the list as switched off', async () => {
    const modules = shopSettings.modules.filter((m) => m.name !== 'catalog');
    await renderWithShop(<ShellPages />, { route: '/products/packages', shop: { modules } });
    expect(await screen.findByRole('heading', { level: 1, name: 'This part of the shop is not available here' })).toBeTruthy();
  });

  it('shows the contact page with the portal contact details', async () => {
    await renderWithShop(<ShellPages />, { route: '/contact-us' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect(screen.getByText('Demo Foto')).toBeTruthy();
    expect(screen.getByText('Storgata 1')).toBeTruthy();
    expect(screen.getByText('0155 Oslo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'post@demofoto.example' }).getAttribute('href')).toBe('mailto:post@demofoto.example');
    expect(screen.getByRole('link', { name: '+47 22 33 44 55' }).getAttribute('href')).toBe('tel:+4722334455');
    await waitFor(() => expect(document.title).toBe('Contact us – Demo Foto'));
  });
});
