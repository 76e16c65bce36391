import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installMockServer, routerLocation } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { clubPortal, portalDetail, support } from '../../../testing/fixtures';
import { renderStudio } from '../../../testing/render';

installMockServer();

const state = { staff: support, account: support, portals: [portalDetail(), portalDetail({ key: 'club', name: clubPortal.name })] };

/** A period card's figures as the page lists them: name → value. */
const figuresOf = (heading: string) => {
  const card = screen.getByRole('heading', { level: 3, name: heading }).parentElement!;
  const names = within(card)
    .getAllByRole('term')
    .map((dt) => dt.textContent);
  const values = within(card)
    .getAllByRole('definition')
    .map((dd) => dd.textContent?.replace(/\s/g, ' '));
  return Object.fromEntries(names.map((n, i) => [n, values[i]]));
};

describe('the sales dashboard', () => {
  it("shows the switcher portal's sales per period, the days as a table and the top products, and follows the switcher", async () => {
    const { user } = await renderStudio('/studio', { state });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sales of Fjord Portraits' }, { timeout: 10_000 })).toBeTruthy();
    await screen.findByRole('heading', { level: 3, name: 'Today' }, { timeout: 10_000 });
    expect(figuresOf('Today')).toEqual({
      Orders: '2',
      'Revenue with VAT': expect.stringMatching(/^NOK\s?898\.00$/),
      'Revenue without VAT': expect.stringMatching(/718\.40/),
      'Average order value': expect.stringMatching(/449\.00/),
      'Orders with designed products': '50%',
    });
    expect(figuresOf('Last 7 days')).toMatchObject({ Orders: '3', 'Orders with designed products': '67%' });
    // the chart's figures as a table (a screen reader's way to the numbers): every day, the one with an order among them
    await user.click(screen.getByText('Show the figures per day as a table'));
    const days = screen.getByRole('table', { name: 'Orders and revenue per day, last 30 days' });
    expect(within(days).getAllByRole('row')).toHaveLength(31);
    const row = within(days).getByRole('rowheader', { name: '23/11/2026' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['1', expect.stringMatching(/1,099\.00/), expect.stringMatching(/879\.20/)]);
    const top = screen.getByRole('table', { name: 'Top products, last 30 days' });
    expect(
      within(top)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Print 20x30', 'Card 10x15']);
    await expectNoAxeViolations();

    // support picks another portal in the switcher: the dashboard stays, with that portal's sales
    const switcher = screen.getByRole('combobox', { name: 'Portal you work on' });
    expect((switcher as HTMLSelectElement).value).toBe('fjord');
    await user.selectOptions(switcher, 'club');
    await waitFor(() => expect(routerLocation()).toBe('/studio?portal=club'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Sales of Nordlys Club Photo' })).toBeTruthy();
    // in the club's currency, not the host portal's
    await waitFor(() => expect(figuresOf('Today')['Revenue with VAT']).toMatch(/SEK\s?898\.00/));
  }, 60_000); // axe over the page and its 31-row table

  it('reads in Norwegian', async () => {
    await renderStudio('/studio', { state, language: 'nb' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Salg i Fjord Portraits' }, { timeout: 10_000 })).toBeTruthy();
    await screen.findByRole('heading', { level: 3, name: 'I dag' }, { timeout: 10_000 });
    expect(figuresOf('I dag')).toMatchObject({ Ordrer: '2', 'Ordrer med designede produkter': '50 %' });
    expect(screen.getByText('Vis tallene per dag som tabell')).toBeTruthy();
  });
});
