import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { commerceApi } from '@shop/contracts/commerce';
import { subscribe } from '@shop/event-bus';
import { cartSummaryAtom, sessionStore } from '@shop/session';
import { apiError, handler, installMockServer } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import {
  campaignCardLine,
  cardLine,
  cartFixture,
  catalogueLine,
  digitalFilesLine,
  digitalSetLine,
  lineUuid,
  packageLine,
  rebatedLine,
  retouchLine,
  summaryOf,
} from '../../../testing/fixtures';
import { renderCheckout } from '../../../testing/render';

const server = installMockServer();
const nbsp = (s: string) => s.replace(/\s/g, ' ');
const lineNamed = (name: string) => screen.getByRole('listitem', { name }) as HTMLElement;

const tracked: { event: string; data?: Record<string, unknown> }[] = [];
subscribe('track', (payload) => tracked.push(payload));

describe('Shopping cart', () => {
  it('shows every kind of line with its prices, the summary and the actions; hands the summary to the badge', async () => {
    const lines = [cardLine(), campaignCardLine(), packageLine(), digitalFilesLine(), digitalSetLine(), catalogueLine(), retouchLine(), rebatedLine(8)];
    server.use(handler(commerceApi.cart, () => cartFixture(lines, { summary: summaryOf(lines, { lines: [{ type: 4, description: 'VAT', linePrice: 0 }] }) })));
    await renderCheckout('/shopping-cart');
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Products in the shopping cart' });
    expect(within(list).getAllByRole('listitem', { name: /./ }).length).toBeGreaterThanOrEqual(8);

    const [cards, campaign, rebated] = screen.getAllByRole('listitem', { name: 'Cards 10x15 – Spring' }) as HTMLElement[];
    expect(nbsp(cards!.textContent!)).toContain('NOK 24.00/pcs');
    expect(nbsp(cards!.textContent!)).toContain('Sum NOK 240.00');
    expect(cards!.querySelector('img')!.getAttribute('src')).toMatch(/\/api\/webshop\/pictures\/.+\/320$/);

    // Campaign: the old price struck through, and said as 'Before: …' to a screen reader.
    expect(campaign!.querySelector('s [aria-hidden="true"]')?.textContent?.replace(/\s/g, ' ')).toBe('NOK 29.00');
    expect(nbsp(campaign!.querySelector('s')!.textContent!)).toContain('Before: NOK 29.00');
    expect(nbsp(campaign!.textContent!)).toContain('NOK 15.00/pcs');

    const pkg = lineNamed('Package A');
    expect(within(pkg).getByText('In the package')).toBeTruthy();
    expect(within(pkg).getByText('Print 20x30')).toBeTruthy();
    expect(within(pkg).getByText('Portrait set')).toBeTruthy();

    const files = lineNamed('Digital portrait files');
    expect(within(files).getAllByRole('img')).toHaveLength(3); // at most 3 previews of 5
    expect(within(files).getByText('5 x portrait picture')).toBeTruthy();

    expect(within(lineNamed('Sibling and friends set')).getByText('1 x sibling and friend set')).toBeTruthy();
    const catalogue = screen.getByRole('listitem', { name: 'Fjordvik School 2026 catalogue' });
    expect(within(catalogue).getByText('For Noah Hansen')).toBeTruthy();
    expect(within(lineNamed('Retouch')).getByRole('img', { name: 'Retouch of this picture' })).toBeTruthy();

    // A rebated line: original, rebate, subtotal.
    expect(nbsp(rebated!.textContent!)).toMatch(/Original price: NOK 29.00.*Rebate: −NOK 9.00.*Subtotal: NOK 20.00/);

    // How a price was made, in plain words.
    expect(within(campaign!).getByText('How the price was made')).toBeTruthy();
    expect(nbsp(within(campaign!).getByText(/because Package A is in your cart/).textContent!)).toBe(
      'NOK 15.00 each instead of NOK 29.00, because Package A is in your cart',
    );
    expect(nbsp(within(cards!).getByText(/pieces:/).textContent!)).toBe('10–24 pieces: NOK 24.00 each');

    const total = lines.reduce((s, l) => s + l.actualLinePrice, 0);
    expect(nbsp(screen.getByTestId('cart-total').textContent!)).toBe(`NOK ${(total / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`);
    expect(screen.getByRole('link', { name: 'Add more' }).getAttribute('href')).toBe('/products/categories');
    expect(screen.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/shopping-cart/checkout');
    expect(screen.getByRole('link', { name: 'Edit Package A' }).getAttribute('href')).toBe(`/shopping-cart/edit/${lineUuid(3)}`);
    expect(sessionStore.get(cartSummaryAtom)).toEqual({ itemCount: summaryOf(lines).itemCount, totalPrice: total });
  });

  it('passes axe', async () => {
    server.use(handler(commerceApi.cart, () => cartFixture([packageLine(), digitalFilesLine(), rebatedLine(8)])));
    await renderCheckout('/shopping-cart');
    await screen.findByRole('list', { name: 'Products in the shopping cart' });
    await expectNoAxeViolations();
  });

  it('shows Free for a price of 0', async () => {
    const free = cardLine(1, 1, { unitPrice: 0, linePrice: 0, actualLinePrice: 0, explanation: [] } as never);
    server.use(handler(commerceApi.cart, () => cartFixture([free])));
    await renderCheckout('/shopping-cart');
    const line = await screen.findByRole('listitem', { name: 'Cards 10x15 – Spring' });
    expect(within(line).getByText('Sum Free')).toBeTruthy();
  });

  it('queues quick quantity changes: one request at a time, and the last tap wins; "..." while it updates', async () => {
    let quantity = 10;
    const sent: number[] = [];
    let inFlight = 0;
    let overlapped = false;
    // The first answer waits until all three taps are made, so they really come while it runs.
    let release!: () => void;
    const tapsDone = new Promise<void>((r) => (release = r));
    server.use(
      handler(commerceApi.cart, () => cartFixture([cardLine(1, quantity)])),
      handler(commerceApi.updateLine, async ({ body }) => {
        inFlight++;
        if (inFlight > 1) overlapped = true;
        await tapsDone;
        quantity = Number(body!.quantity);
        sent.push(quantity);
        inFlight--;
        const line = cardLine(1, quantity);
        return { orderLine: line, summary: summaryOf([line]) };
      }),
    );
    const { user } = await renderCheckout('/shopping-cart');
    const more = await screen.findByRole('button', { name: 'One more Cards 10x15 – Spring' });
    await user.click(more);
    expect(screen.getByText('Sum ...')).toBeTruthy();
    await user.click(more);
    await user.click(more);
    release();
    await waitFor(() => expect(sent.at(-1)).toBe(13));
    expect(overlapped).toBe(false);
    // The first tap's request, then only the last wanted quantity.
    expect(sent).toEqual([11, 13]);
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Quantity of Cards 10x15 – Spring' }) as HTMLSelectElement).value).toBe('13'));
    await waitFor(() => expect(nbsp(lineNamed('Cards 10x15 – Spring').textContent!)).toContain('Sum NOK 312.00'));
    expect(sessionStore.get(cartSummaryAtom).itemCount).toBe(13);
    // the analytics' cart update after each answer, with the type-0 quantities and two decimals
    expect(tracked.filter((e) => e.event === 'cart_update').map((e) => [e.data?.quantity, e.data?.value])).toEqual([
      [11, '264.00'],
      [13, '312.00'],
    ]);
  });

  it('offers quantities from the minimum to the maximum, or to the quantity plus 100', async () => {
    const limited = catalogueLine(6, 2);
    server.use(handler(commerceApi.cart, () => cartFixture([limited, cardLine(1, 5)])));
    await renderCheckout('/shopping-cart');
    const catalogueSelect = (await screen.findByRole('combobox', { name: 'Quantity of Fjordvik School 2026 catalogue' })) as HTMLSelectElement;
    expect([...catalogueSelect.options].map((o) => o.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    const cardSelect = screen.getByRole('combobox', { name: 'Quantity of Cards 10x15 – Spring' }) as HTMLSelectElement;
    expect(cardSelect.options[0]!.value).toBe('1');
    expect(cardSelect.options[cardSelect.options.length - 1]!.value).toBe('105');
  });

  it('asks "Delete product?"; Cancel keeps the line, Delete dims it and removes it', async () => {
    let lines = [cardLine(), catalogueLine()];
    const published: number[] = [];
    const stop = subscribe('cart:changed', (s) => published.push(s.itemCount));
    // The server answers the delete only when the test has seen the dimmed line.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    server.use(
      handler(commerceApi.cart, () => cartFixture(lines)),
      handler(commerceApi.deleteLine, async ({ params }) => {
        await released;
        lines = lines.filter((l) => l.uuid !== params.uuid);
        return { summary: summaryOf(lines) };
      }),
    );
    const { user } = await renderCheckout('/shopping-cart');
    await user.click(await screen.findByRole('button', { name: 'Delete Fjordvik School 2026 catalogue' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete product?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('listitem', { name: 'Fjordvik School 2026 catalogue' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete Fjordvik School 2026 catalogue' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete product?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Fjordvik School 2026 catalogue' }).getAttribute('aria-busy')).toBe('true'));
    release();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Fjordvik School 2026 catalogue' })).toBeNull());
    expect(published.at(-1)).toBe(10);
    // Nothing is under way any more: the total is a price again, not '...'.
    await waitFor(() => expect(nbsp(screen.getByTestId('cart-total').textContent!)).toBe('NOK 240.00'));
    stop();
  });

  it('tells the parent when a change fails and keeps the cart', async () => {
    const toasts: string[] = [];
    const stop = subscribe('toast', (t) => toasts.push(t.title));
    server.use(
      handler(commerceApi.cart, () => cartFixture([cardLine()])),
      handler(commerceApi.updateLine, () => apiError(500, 'boom')),
    );
    const { user } = await renderCheckout('/shopping-cart');
    await user.click(await screen.findByRole('button', { name: 'One more Cards 10x15 – Spring' }));
    await waitFor(() => expect(toasts).toEqual(['The change could not be saved. Please try again.']));
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Quantity of Cards 10x15 – Spring' }) as HTMLSelectElement).value).toBe('10'));
    stop();
  });

  it('sends the parent to the products when the cart is empty', async () => {
    server.use(handler(commerceApi.cart, () => cartFixture([])));
    await renderCheckout('/shopping-cart');
    await waitFor(() => expect(window.location.pathname).toBe('/products/categories'));
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    let fail = true;
    server.use(handler(commerceApi.cart, () => (fail ? apiError(503, 'down') : cartFixture([cardLine()]))));
    const { user } = await renderCheckout('/shopping-cart');
    expect(await screen.findByText('The shopping cart could not be loaded.')).toBeTruthy();
    fail = false;
    await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('listitem', { name: 'Cards 10x15 – Spring' })).toBeTruthy();
  });

  it('has the texts in Norwegian', async () => {
    server.use(handler(commerceApi.cart, () => cartFixture([cardLine(), digitalFilesLine()])));
    await renderCheckout('/shopping-cart', { language: 'nb' });
    expect(screen.getByRole('heading', { level: 1, name: 'Handlekurv' })).toBeTruthy();
    expect(await screen.findByText('5 x portrettbilder')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Til kassen' })).toBeTruthy();
    expect(nbsp(lineNamed('Cards 10x15 – Spring').textContent!)).toContain('24,00 kr/stk');
  });
});
