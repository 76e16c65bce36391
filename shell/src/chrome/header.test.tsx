import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartSummaryAtom, sessionStore, userAtom } from '@shop/session';
import { renderWithShop, users } from '@shop/testing';
import { ChromeApp } from './chrome';
import { BADGE_ANIMATION_MS } from './header';
import { installShellFrame, type ShellFrame } from './test-frame';

let frame: ShellFrame;
beforeEach(() => {
  frame = installShellFrame();
});
afterEach(() => {
  vi.useRealTimers();
  frame.remove();
});

describe('header', () => {
  it('starts with a skip link to the content, then the menu button, the logo link and the cart', async () => {
    await renderWithShop(<ChromeApp />, { container: frame.header });
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveProperty('hash', '#shop-content');
    expect(document.activeElement).toBe(skip);
    await user.click(skip);
    expect(document.activeElement).toBe(frame.content);
    // same order and classes as the server's skeleton
    const header = within(frame.header);
    expect(header.getByRole('button', { name: 'Menu' }).className).toContain('shop-header__slot');
    expect(header.getByRole('link', { name: 'Demo Foto' }).className).toBe('shop-header__logo');
    expect(header.getByRole('link', { name: /Shopping cart/ }).getAttribute('href')).toBe('/shopping-cart');
  });

  it('names the cart with its item count and shows the count in a badge', async () => {
    await renderWithShop(<ChromeApp />, { container: frame.header, cart: { itemCount: 2, totalPrice: 30000 } });
    const cart = screen.getByRole('link', { name: 'Shopping cart, 2 items' });
    expect(within(cart).getByTestId('cart-badge').textContent).toBe('2');
    act(() => sessionStore.set(cartSummaryAtom, { itemCount: 1, totalPrice: 15000 }));
    expect(screen.getByRole('link', { name: 'Shopping cart, 1 item' })).toBeTruthy();
    act(() => sessionStore.set(cartSummaryAtom, { itemCount: 0, totalPrice: 0 }));
    expect(screen.getByRole('link', { name: 'Shopping cart, 0 items' })).toBeTruthy();
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('animates the badge for one second when the count changes, not on the first render', async () => {
    await renderWithShop(<ChromeApp />, { container: frame.header, cart: { itemCount: 1, totalPrice: 10000 } });
    expect(screen.getByTestId('cart-badge').hasAttribute('data-animating')).toBe(false);
    vi.useFakeTimers();
    act(() => sessionStore.set(cartSummaryAtom, { itemCount: 2, totalPrice: 20000 }));
    expect(screen.getByTestId('cart-badge').hasAttribute('data-animating')).toBe(true);
    act(() => vi.advanceTimersByTime(BADGE_ANIMATION_MS - 10));
    expect(screen.getByTestId('cart-badge').hasAttribute('data-animating')).toBe(true);
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByTestId('cart-badge').hasAttribute('data-animating')).toBe(false);
  });
});

describe('simulated user', () => {
  it('shows a red banner with name and e-mail and marks the header', async () => {
    await renderWithShop(<ChromeApp />, { container: frame.header, user: users.simulated });
    expect(within(frame.banner).getByText('Simulating user Ola Nordmann / ola@example.com')).toBeTruthy();
    expect(frame.header.hasAttribute('data-simulated')).toBe(true);
    act(() => sessionStore.set(userAtom, users.signedIn));
    expect(frame.banner.textContent).toBe('');
    expect(frame.header.hasAttribute('data-simulated')).toBe(false);
  });

  it('shows nothing for an ordinary customer', async () => {
    await renderWithShop(<ChromeApp />, { container: frame.header, user: users.signedIn });
    expect(screen.queryByText(/Simulating user/)).toBeNull();
    expect(frame.header.hasAttribute('data-simulated')).toBe(false);
  });
});
