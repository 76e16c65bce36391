import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publish } from '@shop/event-bus';
import { consentAtom, sessionStore } from '@shop/session';
import { renderWithShop } from '@shop/testing';
import { installTracking } from '../root/tracking';
import { ChromeApp } from './chrome';
import { ConsentHost } from './consent-host';
import { installShellFrame, type ShellFrame } from './test-frame';

let frame: ShellFrame;
beforeEach(() => {
  frame = installShellFrame();
  document.cookie = 'shop_consent=; Max-Age=0; Path=/';
  window.dataLayer = [];
});
afterEach(() => {
  frame.remove();
  document.cookie = 'shop_consent=; Max-Age=0; Path=/';
});

describe('consent banner', () => {
  it('appears on a first visit, stores Allow in the cookie and the session, and goes away', async () => {
    await renderWithShop(<ConsentHost />, { container: frame.consent, consent: null });
    const banner = await screen.findByTestId('consent-banner');
    // non-modal, a root of its own in its slot (the server renders it there too), fixed to the bottom
    expect(frame.consent.contains(banner)).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(banner).getByRole('heading', { name: 'Cookies' })).toBeTruthy();
    await userEvent.click(within(banner).getByRole('button', { name: 'Allow' }));
    expect(document.cookie).toContain('shop_consent=allow');
    expect(sessionStore.get(consentAtom)).toBe('allow');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('stores Deny, and tracking then forwards nothing', async () => {
    await renderWithShop(<ConsentHost />, { container: frame.consent, consent: null });
    const banner = await screen.findByTestId('consent-banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'Deny' }));
    expect(document.cookie).toContain('shop_consent=deny');
    installTracking();
    publish('track', { event: 'page_view' });
    expect(window.dataLayer).toEqual([]);
  });

  it('shows the details on request', async () => {
    await renderWithShop(<ConsentHost />, { container: frame.consent, consent: null });
    const banner = await screen.findByTestId('consent-banner');
    const toggle = within(banner).getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const details = within(banner).getByText(/Analytics cookies tell us/);
    expect(details.closest('[hidden]')).not.toBeNull();
    await userEvent.click(toggle);
    expect(within(banner).getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    expect(details.closest('[hidden]')).toBeNull();
  });

  it('stays away when a choice is stored, and consent:open brings it back to change it', async () => {
    document.cookie = 'shop_consent=allow; Path=/';
    await renderWithShop(<ConsentHost />, { container: frame.consent, consent: 'allow' });
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    act(() => publish('consent:open', {}));
    const banner = await screen.findByTestId('consent-banner');
    expect(within(banner).getByText('You have allowed analytics cookies.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(banner));
    await userEvent.click(within(banner).getByRole('button', { name: 'Deny' }));
    expect(document.cookie).toContain('shop_consent=deny');
    expect(sessionStore.get(consentAtom)).toBe('deny');
    expect(screen.queryByTestId('consent-banner')).toBeNull();
  });

  it('can be closed without changing the stored choice', async () => {
    await renderWithShop(<ConsentHost />, { container: frame.consent, consent: 'deny' });
    act(() => publish('consent:open', {}));
    const banner = await screen.findByTestId('consent-banner');
    await userEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(sessionStore.get(consentAtom)).toBe('deny');
  });
});

describe('toasts', () => {
  it('shows a toast published on the bus', async () => {
    await renderWithShop(<ChromeApp />, { container: frame.header });
    act(() => publish('toast', { status: 'success', title: 'Added to cart', description: '2 prints' }));
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(screen.getByText('2 prints')).toBeTruthy();
    act(() => publish('toast', { status: 'error', title: 'Something failed' }));
    expect(await screen.findByText('Something failed')).toBeTruthy();
  });

  it('shows toasts published before the chrome had rendered, each once', async () => {
    publish('toast', { status: 'success', title: 'Picture set added' });
    publish('toast', { status: 'info', title: 'Welcome back' });
    await renderWithShop(<ChromeApp />, { container: frame.header });
    expect(await screen.findByText('Picture set added')).toBeTruthy();
    expect(await screen.findByText('Welcome back')).toBeTruthy();
    act(() => publish('toast', { status: 'success', title: 'Added to cart' }));
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(screen.getAllByText('Picture set added')).toHaveLength(1);
  });
});
