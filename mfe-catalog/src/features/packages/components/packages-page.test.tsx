import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { commerceApi } from '@shop/contracts/commerce';
import { handler, installMockServer, users } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { catalogHandlers } from '../../../testing/demo-handlers';
import { packagesFixture, packageUuid, SAMPLE_PORTRAITS } from '../../../testing/fixtures';
import { renderCatalog } from '../../../testing/render';
import { clock, priceLines } from '../lib/price-block';

const server = installMockServer();
const nbsp = (s: string) => s.replace(/\s/g, ' ');
afterEach(() => vi.useRealTimers());

describe('price block and countdown rules', () => {
  it('shows the time-limited price only below the original, else the package price below it, else the price', () => {
    const [a, b] = packagesFixture().packages as Array<Extract<ReturnType<typeof packagesFixture>['packages'][number], { type: 'package' }>>;
    expect(priceLines(a!)).toEqual([
      { kind: 'price', amount: 109600, struck: true },
      { kind: 'justNow', amount: 69900, struck: false },
    ]);
    expect(priceLines(b!)).toEqual([
      { kind: 'price', amount: 64700, struck: true },
      { kind: 'packagePrice', amount: 44900, struck: false },
    ]);
    expect(priceLines({ ...b!, priceIncludingDiscount: 64700 })).toEqual([{ kind: 'price', amount: 64700, struck: false }]);
    expect(priceLines({ ...b!, originalPrice: 0, priceIncludingDiscount: 0 })).toEqual([]);
    expect(clock(3 * 86_400 + 3600 + 61)).toEqual({ days: 3, time: '01:01:01' });
  });
});

describe('Package offers', () => {
  it('shows the set, the deals with their price blocks, a disabled offer with its reason, and a countdown that ticks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(...catalogHandlers());
    await renderCatalog('/products/packages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Packages' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Exclusive deals' })).toBeTruthy();
    const a = await screen.findByRole('article', { name: 'Package A' });
    expect(nbsp(within(a).getByTestId('price-block').textContent!)).toBe('Price: NOK 1,096.00Just now: NOK 699.00');
    expect(within(a).getByText('One 20x30 print')).toBeTruthy();
    expect(within(a).getByText('Two 13x18 prints')).toBeTruthy();
    const b = screen.getByRole('article', { name: 'Package B' });
    expect(nbsp(within(b).getByTestId('price-block').textContent!)).toBe('Price: NOK 647.00Package price: NOK 449.00');
    expect(within(b).getByText('Sold out for this school')).toBeTruthy();
    expect(within(b).getByRole('button', { name: 'Choose pictures' })).toHaveProperty('disabled', true);
    const link = screen.getByRole('article', { name: 'Calendars for the family' });
    expect(within(link).getAllByRole('link')[0]!.getAttribute('href')).toBe('/products/calendars');
    expect(within(a).getAllByRole('link')[0]!.getAttribute('href')).toBe(`/products/packages/${packageUuid(1)}`);
    expect(await screen.findByTestId('current-set')).toBeTruthy();
    expect(screen.getByText('Emma Hansen')).toBeTruthy();
    const countdown = screen.getByTestId('countdown');
    expect(countdown.textContent).toBe('The offer ends in 3 days 01:00:00');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.getByTestId('countdown').textContent).toBe('The offer ends in 3 days 00:59:58');
    await expectNoAxeViolations();
  });

  it('hides the countdown at 0; a visitor is asked for a code or to sign in', async () => {
    // msw: handlers given first win
    server.use(
      handler(commerceApi.packageOffers, () => packagesFixture(0)),
      ...catalogHandlers(),
    );
    await renderCatalog('/products/packages', { user: users.anonymous, language: 'nb' });
    expect(await screen.findByRole('article', { name: 'Package A' })).toBeTruthy();
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(screen.getByRole('link', { name: 'Skriv inn bildekode' }).getAttribute('href')).toBe('/enter-code');
    // a visitor's cards without an image of their own show the portal's sample portraits (decision 0104)
    const a = screen.getByRole('article', { name: 'Package A' });
    expect(a.querySelector('img')?.getAttribute('src')).toBe(SAMPLE_PORTRAITS[0]);
    expect(screen.getByRole('article', { name: 'Package B' }).querySelector('img')?.getAttribute('src')).toBe(SAMPLE_PORTRAITS[1]);
    await expectNoAxeViolations();
  });
});
