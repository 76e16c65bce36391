import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { checkoutApi } from '@shop/contracts/checkout';
import { commerceApi } from '@shop/contracts/commerce';
import { cartSummaryAtom, sessionStore } from '@shop/session';
import { apiError, handler, installMockServer, routerLocation } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { ORDER_UUID, orderFixture } from '../../../testing/checkout-fixtures';
import { cardLine, cartFixture } from '../../../testing/fixtures';
import { renderCheckout } from '../../../testing/render';

const server = installMockServer();
const OTHER = '7f1e2d3c-0000-4000-8000-000000000002';

describe('Receipt', () => {
  it('thanks for the order, shows it, and reads the cart again (the badge goes to 0)', async () => {
    sessionStore.set(cartSummaryAtom, { itemCount: 10, totalPrice: 24000 });
    server.use(
      handler(checkoutApi.order, () => orderFixture()),
      handler(commerceApi.cart, () => cartFixture([])),
    );
    await renderCheckout(`/shopping-cart/checkout/payment/receipt/${ORDER_UUID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you for the order!' })).toBeTruthy();
    expect(await screen.findByText('Order #0d3f5e2a')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Products in the order' })).getByRole('listitem', { name: 'Cards 10x15 – Spring' })).toBeTruthy();
    // the delivery line of the summary, and the delivery section
    expect(screen.getAllByText('Postage: Letter')).toHaveLength(2);
    expect(screen.getByText('Delivery time: 5 business days (by 30/11/2026)')).toBeTruthy();
    expect(screen.getByText('Ida Hansen, Fjellveien 3, 5003 Bergen')).toBeTruthy();
    expect(screen.getByText('Invoice')).toBeTruthy();
    // only confirmed: no status section yet
    expect(screen.queryByRole('region', { name: 'Status' })).toBeNull();
    await waitFor(() => expect(sessionStore.get(cartSummaryAtom)).toEqual({ itemCount: 0, totalPrice: 0 }));
    await expectNoAxeViolations();
  });

  it('shows where the order is: shipped with its tracking link, and a line refunded with the amount and the reason', async () => {
    const fulfilment = { status: 'shipped' as const, carrier: 'Posten', trackingNumber: 'NB777', trackingUrl: 'https://tracking.example/NB777' };
    const refunds = [
      {
        at: '2026-11-24T09:00:00.000Z',
        amount: 2400,
        lines: ['Cards 10x15 – Spring'],
        reason: 'Damaged in the post',
        kind: 'refund' as const,
        status: 'refunded' as const,
      },
    ];
    server.use(
      handler(checkoutApi.order, () => orderFixture({ fulfilment, refunds })),
      handler(commerceApi.cart, () => cartFixture([])),
    );
    await renderCheckout(`/shopping-cart/checkout/payment/receipt/${ORDER_UUID}`);
    const status = await screen.findByRole('region', { name: 'Status' });
    // a part refunded: the order is still on its way
    expect(within(status).getByText('Shipped')).toBeTruthy();
    expect(within(status).getByText('Sent with Posten, tracking number NB777')).toBeTruthy();
    expect(within(status).getByRole('link', { name: 'Track the parcel' }).getAttribute('href')).toBe('https://tracking.example/NB777');
    expect(within(status).getByText(/^Refunded NOK\s24\.00 on 24\/11\/2026$/)).toBeTruthy();
    expect(within(status).getByText('For: Cards 10x15 – Spring')).toBeTruthy();
    expect(within(status).getByText('Reason: Damaged in the post')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('in Norwegian: an order refunded in full says so', async () => {
    const refunds = [{ at: '2026-11-24T09:00:00.000Z', amount: 31900, lines: [], reason: 'Angret', kind: 'refund' as const, status: 'refunded' as const }];
    server.use(
      handler(checkoutApi.order, () =>
        orderFixture({ fulfilment: { status: 'in_production', carrier: null, trackingNumber: null, trackingUrl: null }, refunds }),
      ),
      handler(commerceApi.cart, () => cartFixture([])),
    );
    await renderCheckout(`/shopping-cart/checkout/payment/receipt/${ORDER_UUID}`, { language: 'nb' });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Refundert')).toBeTruthy();
    expect(within(status).queryByText('I produksjon')).toBeNull();
    expect(within(status).getByText('Årsak: Angret')).toBeTruthy();
  });

  it('another customer’s order is not shown', async () => {
    server.use(
      handler(checkoutApi.order, () => apiError(404, 'Order not found')),
      handler(commerceApi.cart, () => cartFixture([])),
    );
    await renderCheckout(`/shopping-cart/checkout/payment/receipt/${ORDER_UUID}`);
    expect(await screen.findByText('The order could not be loaded.')).toBeTruthy();
  });
});

describe('My orders', () => {
  it('lists the orders with time and reference; opening one puts it in the route and loads its details; closing returns', async () => {
    server.use(
      handler(checkoutApi.orderList, () => [
        { uuid: ORDER_UUID, confirmTime: '2026-11-23T10:15:00.000Z' },
        { uuid: OTHER, confirmTime: '2026-10-01T08:00:00.000Z' },
      ]),
      handler(checkoutApi.orderDetails, ({ query }) =>
        query.get('uuid') === ORDER_UUID ? { orderLines: [cardLine(1, 10)], rebateCode: 'WELCOME10' } : apiError(404, 'Order not found'),
      ),
    );
    const { user } = await renderCheckout('/my-account/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeTruthy();
    const first = await screen.findByRole('button', { name: /#0d3f5e2a/ });
    expect(first.textContent).toContain('23/11/2026');
    expect(screen.getByRole('button', { name: /#7f1e2d3c/ })).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(first);
    await waitFor(() => expect(routerLocation()).toBe(`/my-account/orders/${ORDER_UUID}`));
    expect(await screen.findByText('Voucher code: WELCOME10')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Cards 10x15 – Spring' })).toBeTruthy();
    await user.click(first);
    await waitFor(() => expect(routerLocation()).toBe('/my-account/orders'));
  });

  it('opens the order named in the route', async () => {
    server.use(
      handler(checkoutApi.orderList, () => [{ uuid: ORDER_UUID, confirmTime: '2026-11-23T10:15:00.000Z' }]),
      handler(checkoutApi.orderDetails, () => ({ orderLines: [cardLine(1, 10)], rebateCode: null })),
    );
    await renderCheckout(`/my-account/orders/${ORDER_UUID}`);
    expect(await screen.findByRole('listitem', { name: 'Cards 10x15 – Spring' })).toBeTruthy();
  });

  it('shows a shipped order as shipped, with the carrier, the number and the tracking link', async () => {
    const fulfilment = { status: 'shipped' as const, carrier: 'Posten', trackingNumber: 'NB777', trackingUrl: 'https://tracking.example/NB777' };
    server.use(
      handler(checkoutApi.orderList, () => [{ uuid: ORDER_UUID, confirmTime: '2026-11-23T10:15:00.000Z', fulfilment }]),
      handler(checkoutApi.orderDetails, () => ({ orderLines: [cardLine(1, 10)], rebateCode: null, fulfilment })),
    );
    await renderCheckout(`/my-account/orders/${ORDER_UUID}`);
    expect((await screen.findByRole('button', { name: /#0d3f5e2a/ })).textContent).toContain('Shipped');
    expect(await screen.findByText('Sent with Posten, tracking number NB777')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track the parcel' }).getAttribute('href')).toBe('https://tracking.example/NB777');
    await expectNoAxeViolations();
  });

  it('names the status and the tracking link in Norwegian', async () => {
    const fulfilment = { status: 'shipped' as const, carrier: 'Posten', trackingNumber: 'NB777', trackingUrl: 'https://tracking.example/NB777' };
    server.use(
      handler(checkoutApi.orderList, () => [{ uuid: ORDER_UUID, confirmTime: '2026-11-23T10:15:00.000Z', fulfilment }]),
      handler(checkoutApi.orderDetails, () => ({ orderLines: [cardLine(1, 10)], rebateCode: null, fulfilment })),
    );
    await renderCheckout(`/my-account/orders/${ORDER_UUID}`, { language: 'nb' });
    expect((await screen.findByRole('button', { name: /#0d3f5e2a/ })).textContent).toContain('Sendt');
    expect(await screen.findByRole('link', { name: 'Spor pakken' })).toBeTruthy();
  });

  it('marks an order refunded in full in the list; its details name the refund', async () => {
    const refunds = [
      { at: '2026-11-24T09:00:00.000Z', amount: 31900, lines: [], reason: 'Ordered twice', kind: 'refund' as const, status: 'refunded' as const },
    ];
    server.use(
      handler(checkoutApi.orderList, () => [{ uuid: ORDER_UUID, confirmTime: '2026-11-23T10:15:00.000Z', refunded: true as const }]),
      handler(checkoutApi.orderDetails, () => ({ orderLines: [cardLine(1, 10)], rebateCode: null, refunds })),
    );
    await renderCheckout(`/my-account/orders/${ORDER_UUID}`);
    expect((await screen.findByRole('button', { name: /#0d3f5e2a/ })).textContent).toContain('Refunded');
    expect(await screen.findByText(/^Refunded NOK\s319\.00 on 24\/11\/2026$/)).toBeTruthy();
    expect(screen.getByText('Reason: Ordered twice')).toBeTruthy();
  });

  it('says so when there are none, in Norwegian', async () => {
    server.use(handler(checkoutApi.orderList, () => []));
    await renderCheckout('/my-account/orders', { language: 'nb' });
    expect(await screen.findByText('Du har ingen bestillinger ennå.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mine bestillinger' })).toBeTruthy();
  });
});
