import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { checkoutApi } from '@shop/contracts/checkout';
import { apiError, errorOf, fieldByLabel, handler, installMockServer } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { ORDER_UUID, TRANSACTION_UUID, transactionFixture } from '../../../testing/checkout-fixtures';
import { renderCheckout } from '../../../testing/render';

const server = installMockServer();
const PAGE = `/m/shopping-cart/checkout/payment/${TRANSACTION_UUID}`;
const RECEIPT = `/shopping-cart/checkout/payment/receipt/${ORDER_UUID}`;

describe('Payment handover', () => {
  it('a paid transaction (invoice) goes on to the receipt', async () => {
    server.use(handler(checkoutApi.transaction, () => transactionFixture({ status: 'paid', provider: 'invoice', redirectUrl: RECEIPT })));
    await renderCheckout(PAGE);
    await waitFor(() => expect(window.location.pathname).toBe(RECEIPT));
  });

  it('the test provider’s page: a test card that succeeds pays, then the receipt', async () => {
    const cards: string[] = [];
    server.use(
      handler(checkoutApi.transaction, () => transactionFixture()),
      handler(checkoutApi.testProviderPay, ({ body }) => {
        cards.push(body.cardNumber);
        return transactionFixture({ status: 'paid', redirectUrl: RECEIPT });
      }),
    );
    const { user } = await renderCheckout(PAGE);
    expect(await screen.findByText('To pay: NOK 319.00')).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(errorOf(fieldByLabel('Card number'))).toBe('This is required!');
    await user.type(fieldByLabel('Card number'), '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(window.location.pathname).toBe(RECEIPT));
    expect(cards).toEqual(['4242424242424242']);
  });

  it('the card that needs a second step asks for the code; a wrong one is refused under the field', async () => {
    server.use(
      handler(checkoutApi.transaction, () => transactionFixture()),
      handler(checkoutApi.testProviderPay, () => transactionFixture({ status: 'action_required' })),
      handler(checkoutApi.testProviderConfirm, ({ body }) =>
        body.code === '123456'
          ? transactionFixture({ status: 'paid', redirectUrl: RECEIPT })
          : new Response(JSON.stringify({ error: 'validation', message: 'Invalid request', fields: [{ field: 'body.code', message: 'Wrong code' }] }), {
              status: 400,
              headers: { 'content-type': 'application/json' },
            }),
      ),
    );
    const { user } = await renderCheckout(PAGE);
    await user.type(await screen.findByLabelText(/Card number/), '4000000000003220');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.type(await screen.findByLabelText(/Confirmation code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(errorOf(fieldByLabel('Confirmation code'))).toBe('Wrong code'));
    await user.clear(fieldByLabel('Confirmation code'));
    await user.type(fieldByLabel('Confirmation code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(window.location.pathname).toBe(RECEIPT));
  });

  it('a declined payment sends the parent back to the checkout, the cart kept', async () => {
    server.use(
      handler(checkoutApi.transaction, () => transactionFixture()),
      handler(checkoutApi.testProviderPay, () => transactionFixture({ status: 'declined' })),
    );
    const { user } = await renderCheckout(PAGE);
    await user.type(await screen.findByLabelText(/Card number/), '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('The payment was declined. Your shopping cart is kept.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to payment' }));
    await waitFor(() => expect(window.location.pathname).toBe('/shopping-cart/checkout'));
  });

  it('Stripe: the amount and a link to Stripe’s page; no test card form', async () => {
    const STRIPE_URL = 'https://checkout.stripe.com/c/pay/cs_test_a1';
    server.use(handler(checkoutApi.transaction, () => transactionFixture({ provider: 'stripe', redirectUrl: STRIPE_URL })));
    await renderCheckout(PAGE);
    expect(await screen.findByText('To pay: NOK 319.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to payment' }).getAttribute('href')).toBe(STRIPE_URL);
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    await expectNoAxeViolations();
  });

  it('Stripe: back from Stripe the page waits for the webhook’s word, then shows the receipt', async () => {
    let reads = 0;
    server.use(
      handler(checkoutApi.transaction, () => {
        reads += 1;
        return reads < 2
          ? transactionFixture({ provider: 'stripe', redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_a1' })
          : transactionFixture({ provider: 'stripe', status: 'paid', redirectUrl: RECEIPT });
      }),
    );
    await renderCheckout(`${PAGE}?returned=1`);
    expect(await screen.findByText('Waiting for the payment to be confirmed …')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).toBeNull();
    await waitFor(() => expect(window.location.pathname).toBe(RECEIPT), { timeout: 5000 });
    expect(reads).toBe(2);
  });

  it('another customer’s transaction (404) is not shown', async () => {
    server.use(handler(checkoutApi.transaction, () => apiError(404, 'Payment not found')));
    await renderCheckout(PAGE);
    expect(await screen.findByText('Payment not found')).toBeTruthy();
  });
});
