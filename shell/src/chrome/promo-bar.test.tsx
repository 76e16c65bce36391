import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { formatMoney } from '@shop/i18n';
import { sessionStore, shopSettingsAtom } from '@shop/session';
import { renderWithShop, shopSettings } from '@shop/testing';
import { PromoBar, promoState } from './promo-bar';
import { installShellFrame, type ShellFrame } from './test-frame';

const nok = (minor: number) => formatMoney(minor, 'NOK', 'en');

describe('promoState', () => {
  it('compares the cart total with the threshold', () => {
    expect(promoState(-1, 3, 100000)).toEqual({ kind: 'off' });
    expect(promoState(0, 0, 0)).toEqual({ kind: 'all-free' });
    expect(promoState(50000, 0, 0)).toEqual({ kind: 'empty', threshold: 50000 });
    expect(promoState(50000, 2, 32000)).toEqual({ kind: 'below', threshold: 50000, remaining: 18000 });
    expect(promoState(50000, 2, 50000)).toEqual({ kind: 'qualified' });
    expect(promoState(50000, 3, 75000)).toEqual({ kind: 'qualified' });
  });
});

describe('promo bar', () => {
  let frame: ShellFrame;
  beforeEach(() => {
    frame = installShellFrame();
  });
  afterEach(() => frame.remove());

  it('with an empty cart tells the threshold', async () => {
    await renderWithShop(<PromoBar />, { container: frame.promo, cart: { itemCount: 0, totalPrice: 0 } });
    expect(screen.getByTestId('promo-text').textContent).toBe(`Free delivery on orders over ${nok(50000)}`);
    expect(document.body.dataset.promo).toBe('on');
  });

  it('below the threshold tells how much is missing, in the portal currency', async () => {
    await renderWithShop(<PromoBar />, { container: frame.promo, cart: { itemCount: 2, totalPrice: 32000 } });
    const text = screen.getByTestId('promo-text');
    // A long text for wide screens and a short one for phones (one line, like the server's empty bar); CSS shows one.
    expect(text.querySelector('.shop-promo__long')?.textContent).toBe(`Free delivery on orders over ${nok(50000)} – add ${nok(18000)} more`);
    expect(text.querySelector('.shop-promo__short')?.textContent).toBe(`Add ${nok(18000)} more for free delivery`);
    expect(text.textContent).toContain('NOK');
  });

  it('at and above the threshold congratulates', async () => {
    await renderWithShop(<PromoBar />, { container: frame.promo, cart: { itemCount: 1, totalPrice: 50000 } });
    expect(screen.getByTestId('promo-text').textContent).toBe('You qualify for free delivery!');
    frame.remove();
    frame = installShellFrame();
    await renderWithShop(<PromoBar />, { container: frame.promo, cart: { itemCount: 4, totalPrice: 90000 } });
    expect(screen.getAllByTestId('promo-text').at(-1)!.textContent).toBe('You qualify for free delivery!');
  });

  it('uses the portal currency', async () => {
    await renderWithShop(<PromoBar />, {
      container: frame.promo,
      shop: { currency: { code: 'SEK' } },
      cart: { itemCount: 1, totalPrice: 10000 },
    });
    expect(screen.getByTestId('promo-text').textContent).toContain(formatMoney(40000, 'SEK', 'en'));
  });

  it('is off with a negative threshold, and body[data-promo] follows the settings', async () => {
    await renderWithShop(<PromoBar />, { container: frame.promo, shop: { freeShippingThreshold: -1 }, cart: { itemCount: 2, totalPrice: 1000 } });
    expect(screen.queryByTestId('promo-text')).toBeNull();
    expect(frame.promo.textContent).toBe('');
    expect(document.body.dataset.promo).toBe('off');
    act(() => sessionStore.set(shopSettingsAtom, { ...shopSettings, freeShippingThreshold: 100000 }));
    expect(screen.getByTestId('promo-text')).toBeTruthy();
    expect(document.body.dataset.promo).toBe('on');
  });
});
