import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { checkoutApi } from '@shop/contracts/checkout';
import { apiError, errorOf, fieldByLabel, handler, installMockServer, isDisabled, routerLocation } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import {
  CHECKOUT_UUID,
  chargedCart,
  checkoutStartFixture,
  deliveryMethods,
  paymentOptions,
  TRANSACTION_UUID,
  ORDER_UUID,
} from '../../../testing/checkout-fixtures';
import { renderCheckout } from '../../../testing/render';

const server = installMockServer();

/** The server of a checkout: its start, the payment options per delivery, the selection and the transaction (recorded). */
function checkoutServer(start = checkoutStartFixture()) {
  const sent: { body: unknown; params: unknown }[] = [];
  const asked: string[] = [];
  server.use(
    handler(checkoutApi.startCheckout, () => start),
    handler(checkoutApi.paymentOptions, ({ params }) => {
      asked.push(String(params.deliveryUuid));
      return { paymentOptions, cart: chargedCart(7900) };
    }),
    handler(checkoutApi.selectPaymentOption, () => ({ cart: chargedCart(7900) })),
    handler(checkoutApi.createTransaction, ({ body, params }) => {
      sent.push({ body, params: { checkoutUuid: params.checkoutUuid } });
      return { transaction: { uuid: TRANSACTION_UUID, order: { uuid: ORDER_UUID } } };
    }),
  );
  return { sent, asked };
}

const radio = (name: RegExp | string) => screen.getByRole('radio', { name });

describe('Finish order', () => {
  it('takes the parent through delivery (store pickup), payment and confirm; Buy now creates the transaction and goes to the payment handover', async () => {
    const { sent, asked } = checkoutServer();
    const { user } = await renderCheckout('/shopping-cart/checkout');
    expect(await screen.findByRole('heading', { level: 1, name: 'Finish order' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '1. Delivery' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '2. Payment' })).toBeTruthy();
    // several methods: none preselected
    expect((radio('Postage') as HTMLInputElement).checked).toBe(false);
    expect((radio('Pickup in store') as HTMLInputElement).checked).toBe(false);
    await expectNoAxeViolations();

    await user.click(radio('Pickup in store'));
    // the store and its express option (the ID ending in -111111111111)
    expect((radio(/^Fjord Portraits Bergen Strandgaten/) as HTMLInputElement).checked).toBe(true);
    expect(within(radio(/Express/).closest('label')!).getByText('NOK 99.00')).toBeTruthy();
    expect(within(radio(/^Fjord Portraits Bergen Strandgaten/).closest('label')!).getByText('Free')).toBeTruthy();
    await user.click(radio(/Express/));
    // the contact form starts from the profile
    expect(fieldByLabel('Full name').value).toBe('Ida Hansen');
    expect(fieldByLabel('Email').value).toBe('ida@example.com');
    await user.click(screen.getByRole('button', { name: 'Next step' }));

    // the delivery summary with its edit button; the payment options of that delivery, the first preselected
    expect(await screen.findByText(/Pickup in store: Fjord Portraits Bergen \(Express\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit delivery' })).toBeTruthy();
    expect(asked).toEqual([deliveryMethods[1]!.pickupLocations[1]!.uuid]);
    expect(((await screen.findByRole('radio', { name: /Card/ })) as HTMLInputElement).checked).toBe(true);
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Next step' }));

    // confirm: the summary with the delivery charged, terms, Buy now disabled until the terms are accepted
    const buy = await screen.findByRole('button', { name: 'Buy now' });
    expect(screen.getByRole('button', { name: 'Edit payment' })).toBeTruthy();
    expect(screen.getByText('Postage: Letter')).toBeTruthy();
    expect(isDisabled(buy)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Read the terms of purchase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of purchase' });
    expect(within(dialog).getByText(/1\. Orders are binding\./)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.type(screen.getByRole('textbox', { name: 'Order comment' }), 'Ring the bell');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the terms of purchase' }));
    expect(isDisabled(buy)).toBe(false);
    await expectNoAxeViolations();
    await user.click(buy);

    await waitFor(() => expect(window.location.pathname).toBe(`/m/shopping-cart/checkout/payment/${TRANSACTION_UUID}`));
    expect(sent).toEqual([
      {
        params: { checkoutUuid: CHECKOUT_UUID },
        body: {
          deliveryOptionUuid: deliveryMethods[1]!.pickupLocations[1]!.uuid,
          paymentOptionUuid: paymentOptions[0]!.uuid,
          deliveryOptionData: { contactInfo: { name: 'Ida Hansen', emailAddress: 'ida@example.com' } },
          paymentOptionData: {},
          client: 'mobile',
          comment: 'Ring the bell',
        },
      },
    ]);
  });

  describe('the desktop client type (a wide screen)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('two steps: only 1. Delivery and 2. Payment, the order beside them from the start; Buy now once both are done; sent as desktop', async () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query.includes('min-width: 48em'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      const { sent } = checkoutServer();
      const { user } = await renderCheckout('/shopping-cart/checkout');
      expect(await screen.findByRole('heading', { level: 2, name: '1. Delivery' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: '2. Payment' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: '3. Confirm order' })).toBeNull();
      // the order is there before any step is done: its lines, the total and a disabled Buy now
      const order = screen.getByRole('complementary', { name: 'Order summary' });
      expect(within(order).getByRole('heading', { level: 2, name: 'Order summary' })).toBeTruthy();
      expect(within(order).getByRole('list', { name: 'Products in the order' })).toBeTruthy();
      expect(isDisabled(within(order).getByRole('button', { name: 'Buy now' }))).toBe(true);
      await expectNoAxeViolations();

      await user.click(radio('Pickup in store'));
      await user.click(screen.getByRole('button', { name: 'Next step' }));
      expect(((await screen.findByRole('radio', { name: /Card/ })) as HTMLInputElement).checked).toBe(true);
      await user.click(screen.getByRole('button', { name: 'Next step' }));
      expect(await screen.findByRole('button', { name: 'Edit payment' })).toBeTruthy();
      await user.click(within(order).getByRole('checkbox', { name: 'I accept the terms of purchase' }));
      const buy = within(order).getByRole('button', { name: 'Buy now' });
      expect(isDisabled(buy)).toBe(false);
      await expectNoAxeViolations();
      await user.click(buy);
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]!.body).toMatchObject({ client: 'desktop' });
    });
  });

  it('postage starts with the saved option (type 1) and the profile address; the spec’s errors; Next step disabled until valid', async () => {
    checkoutServer();
    const { user } = await renderCheckout('/shopping-cart/checkout');
    await user.click(await screen.findByRole('radio', { name: 'Postage' }));
    expect((radio(/^Letter/) as HTMLInputElement).checked).toBe(true);
    expect(fieldByLabel('Address').value).toBe('Fjellveien 3');
    expect(fieldByLabel('Postal code').value).toBe('5003');
    expect((screen.getByLabelText('Country') as HTMLInputElement).value).toBe('Norway');
    expect(isDisabled(screen.getByLabelText('Country'))).toBe(true);
    const next = screen.getByRole('button', { name: 'Next step' });
    await waitFor(() => expect(isDisabled(next)).toBe(false));
    await user.clear(fieldByLabel('City'));
    await waitFor(() => expect(errorOf(fieldByLabel('City'))).toBe('This is required!'));
    expect(isDisabled(next)).toBe(true);
    await expectNoAxeViolations();
  });

  it('GB, US and AU put the city before the Zip code', async () => {
    const start = checkoutStartFixture();
    checkoutServer({ ...start, options: { ...start.options, country: 'GB' } });
    const { user } = await renderCheckout('/shopping-cart/checkout');
    await user.click(await screen.findByRole('radio', { name: 'Postage' }));
    const labels = screen.getAllByRole('textbox').map((f) => f.getAttribute('autocomplete'));
    expect(labels.indexOf('address-level2')).toBeLessThan(labels.indexOf('postal-code'));
    expect(fieldByLabel('Zip code')).toBeTruthy();
  });

  it('the contact form: a full name and a valid e-mail', async () => {
    checkoutServer();
    const { user } = await renderCheckout('/shopping-cart/checkout');
    await user.click(await screen.findByRole('radio', { name: 'Pickup in store' }));
    await user.clear(fieldByLabel('Full name'));
    await user.type(fieldByLabel('Full name'), 'Ida');
    await user.clear(fieldByLabel('Email'));
    await user.type(fieldByLabel('Email'), 'ida@');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await waitFor(() => expect(errorOf(fieldByLabel('Email'))).toBe('Invalid email'));
    expect(errorOf(fieldByLabel('Full name'))).toBe('Enter your first and last name');
    await user.clear(fieldByLabel('Email'));
    await waitFor(() => expect(errorOf(fieldByLabel('Email'))).toBe('This is required!'));
  });

  it('a payment that needs a personal number asks for it; the server’s refusal shows under the terms checkbox', async () => {
    checkoutServer();
    server.use(handler(checkoutApi.createTransaction, () => apiError(400, 'Invalid personal number', 'validation')));
    const { user } = await renderCheckout('/shopping-cart/checkout');
    await user.click(await screen.findByRole('radio', { name: 'Pickup in store' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(await screen.findByRole('radio', { name: /Invoice/ }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await waitFor(() => expect(errorOf(fieldByLabel('Personal number'))).toBe('This is required!'));
    await user.type(fieldByLabel('Personal number'), '01019012345');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I accept the terms of purchase' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create transaction: Invalid personal number');
    expect(routerLocation()).toBe('/shopping-cart/checkout');
  });

  it('a cart without ordinary lines goes to the products page', async () => {
    server.use(handler(checkoutApi.startCheckout, () => apiError(409, 'The shopping cart is empty.', 'cart_empty')));
    await renderCheckout('/shopping-cart/checkout');
    await waitFor(() => expect(window.location.pathname).toBe('/products/categories'));
  });

  it('a failed start is shown wrapped with the spec’s text', async () => {
    server.use(handler(checkoutApi.startCheckout, () => apiError(503, 'Busy', 'busy')));
    await renderCheckout('/shopping-cart/checkout');
    expect((await screen.findByText(/^Failed to create checkout: /)).textContent).toBe('Failed to create checkout: Busy');
  });

  it('one method only is preselected; the catalogue notice names the days; in Norwegian', async () => {
    checkoutServer(checkoutStartFixture({ deliveryMethods: [deliveryMethods[1]!], catalogueMaxDeliveryTime: 30 }));
    await renderCheckout('/shopping-cart/checkout', { language: 'nb' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fullfør bestillingen' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Pickup in store' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Kataloger sendes separat, vanligvis innen 30 dager etter siste fotodag.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '1. Levering' })).toBeTruthy();
  });

  it('Add voucher code: a refusal shows the server’s text under the field; success closes the dialog and shows the rebate line', async () => {
    checkoutServer(checkoutStartFixture({ hasActiveRebateCampaigns: true }));
    const codes: unknown[] = [];
    server.use(
      handler(checkoutApi.verifyRebateCode, ({ body }) => {
        codes.push(body);
        if (body.code !== 'WELCOME10') return apiError(409, 'This voucher code has expired.', 'voucher_expired');
        const cart = chargedCart(7900);
        return {
          cart: {
            ...cart,
            rebateCode: 'WELCOME10',
            summary: { ...cart.summary, lines: [{ type: 1, description: 'Voucher WELCOME10', linePrice: 2400 }, ...cart.summary.lines] },
          },
        };
      }),
    );
    const { user } = await renderCheckout('/shopping-cart/checkout');
    await user.click(await screen.findByRole('radio', { name: 'Pickup in store' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(await screen.findByRole('button', { name: 'Next step' }));
    await user.click(await screen.findByRole('button', { name: 'Add voucher code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add voucher code' });
    await user.type(within(dialog).getByLabelText(/Voucher code/), 'EXPIRED1');
    await user.click(within(dialog).getByRole('button', { name: 'Use code' }));
    await waitFor(() => expect(errorOf(within(dialog).getByLabelText(/Voucher code/))).toBe('This voucher code has expired.'));
    await expectNoAxeViolations();
    await user.clear(within(dialog).getByLabelText(/Voucher code/));
    await user.type(within(dialog).getByLabelText(/Voucher code/), 'WELCOME10');
    await user.click(within(dialog).getByRole('button', { name: 'Use code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Voucher WELCOME10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change voucher code' })).toBeTruthy();
    expect(codes).toEqual([
      { code: 'EXPIRED1', deliveryOptionUuid: deliveryMethods[1]!.pickupLocations[0]!.uuid },
      { code: 'WELCOME10', deliveryOptionUuid: deliveryMethods[1]!.pickupLocations[0]!.uuid },
    ]);
  });

  it('address autocomplete: suggestions after typing; a picked one fills the address and is sent as verified; a failed resolve clears it', async () => {
    const start = checkoutStartFixture();
    const { sent } = checkoutServer({ ...start, options: { ...start.options, useAddressAutocompleteService: true } });
    const queries: string[] = [];
    server.use(
      handler(checkoutApi.addressAutocomplete, ({ query }) => {
        queries.push(query.get('q') ?? '');
        return {
          suggestions: [
            { id: 'good', suggestion: 'Strandgaten 12, 5013 Bergen' },
            { id: 'bad', suggestion: 'Strandgaten 13, 5013 Bergen' },
          ],
        };
      }),
      handler(checkoutApi.resolveAddress, ({ params }) =>
        params.id === 'good'
          ? { address: { address1: 'Strandgaten 12', address2: '', postalCode: '5013', city: 'Bergen', state: '' } }
          : apiError(404, 'Error resolving address'),
      ),
    );
    const { user } = await renderCheckout('/shopping-cart/checkout');
    await user.click(await screen.findByRole('radio', { name: 'Postage' }));
    await user.clear(fieldByLabel('Address'));
    await user.type(fieldByLabel('Address'), 'strandg 1');
    const list = await screen.findByRole('list', { name: 'Address suggestions' }, { timeout: 3000 });
    // debounced: one request for the whole word, not one per key
    expect(queries).toEqual(['strandg 1']);
    await user.click(within(list).getByRole('button', { name: 'Strandgaten 13, 5013 Bergen' }));
    await waitFor(() => expect(errorOf(fieldByLabel('Address'))).toBe('Error resolving address'));
    expect(fieldByLabel('Address').value).toBe('');
    await user.type(fieldByLabel('Address'), 'strandg 1');
    await user.click(
      within(await screen.findByRole('list', { name: 'Address suggestions' }, { timeout: 3000 })).getByRole('button', { name: 'Strandgaten 12, 5013 Bergen' }),
    );
    await waitFor(() => expect(fieldByLabel('Address').value).toBe('Strandgaten 12'));
    expect(fieldByLabel('Postal code').value).toBe('5013');
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(await screen.findByRole('button', { name: 'Next step' }));
    await user.click(await screen.findByRole('checkbox', { name: 'I accept the terms of purchase' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]!.body as { deliveryOptionData: unknown }).deliveryOptionData).toEqual({
      deliveryAddress: { name: 'Ida Hansen', address: 'Strandgaten 12', address2: '', postalCode: '5013', city: 'Bergen', state: '', verifiedAddress: true },
    });
  });
});
