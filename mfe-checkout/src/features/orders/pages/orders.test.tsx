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
    await waitFor(() => expect(sessionStore.get(cartSummaryAtom)).toEqual({ itemCount: 0, totalPrice: 0 }));
    await expectNoAxeViolations();
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

  it('says so when there are none, in Norwegian', async () => {
    server.use(handler(checkoutApi.orderList, () => []));
    await renderCheckout('/my-account/orders', { language: 'nb' });
    expect(await screen.findByText('Du har ingen bestillinger ennå.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Mine bestillinger' })).toBeTruthy();
  });
});
