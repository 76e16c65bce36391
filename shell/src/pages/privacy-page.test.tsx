import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { api } from '@shop/contracts';
import { apiError, handler, renderWithShop, installMockServer } from '@shop/testing';
import { ShellPages } from './shell-pages';

const server = installMockServer();

describe('privacy policy', () => {
  it('shows the policy text with its newlines as line breaks, as text', async () => {
    server.use(handler(api.privacyPolicy, () => ({ data: { privacyPolicy: 'We keep your data.\nWe never sell it.\n\nAsk us: a < b & c' } })));
    await renderWithShop(<ShellPages />, { route: '/privacy-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    const text = await screen.findByTestId('policy-text');
    expect(text.querySelectorAll('br')).toHaveLength(3);
    expect(text.textContent).toBe('We keep your data.We never sell it.Ask us: a < b & c');
    await waitFor(() => expect(document.title).toBe('Privacy policy – Demo Foto'));
  });

  it('shows a policy with markup as HTML, as the API serves it (sanitised there: shop-api safe-html.test.ts)', async () => {
    server.use(handler(api.privacyPolicy, () => ({ data: { privacyPolicy: 'Read <b>this</b><br>and <a href="/contact-us">that</a>' } })));
    const { container } = await renderWithShop(<ShellPages />, { route: '/privacy-policy' });
    expect(await screen.findByText('this')).toBeTruthy();
    expect(container.querySelector('b')?.textContent).toBe('this');
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'that' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.queryByTestId('policy-text')).toBeNull();
  });

  it("answers 'Page not found' for a portal without a policy, without asking the server", async () => {
    // no handler for the policy: a request would fail the test (onUnhandledRequest: error)
    await renderWithShop(<ShellPages />, { route: '/privacy-policy', shop: { hasPrivacyPolicy: false } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it("answers 'Page not found' when the server has none (404)", async () => {
    server.use(handler(api.privacyPolicy, () => apiError(404, 'This shop has no privacy policy')));
    await renderWithShop(<ShellPages />, { route: '/privacy-policy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('offers a retry when loading fails', async () => {
    let fail = true;
    server.use(handler(api.privacyPolicy, () => (fail ? apiError(500, 'Boom') : { data: { privacyPolicy: 'Now it works' } })));
    await renderWithShop(<ShellPages />, { route: '/privacy-policy' });
    expect(await screen.findByText('The privacy policy could not be loaded.')).toBeTruthy();
    fail = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('Now it works')).toBeTruthy();
  });
});
