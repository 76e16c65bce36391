import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { checkoutApi, type UpsellItem } from '@shop/contracts/checkout';
import { commerceApi, type Catalogue } from '@shop/contracts/commerce';
import { apiError, handler, installMockServer } from '@shop/testing';
import { expectNoAxeViolations } from '@shop/testing/axe';
import { CHECKOUT_UUID, checkoutStartFixture } from '../../../../testing/checkout-fixtures';
import { cartFixture } from '../../../../testing/fixtures';
import { renderCheckout } from '../../../../testing/render';

const server = installMockServer();

const CATALOGUE = '7d1b6a51-2f41-4b0e-9a0c-5d1f7c6e1a01';
const EMMA = '0f4c1d7e-3a5b-4c6d-8e9f-0a1b2c3d4e5f';
const NOAH = '1e2d3c4b-5a69-4788-97a6-b5c4d3e2f1a0';
const catalogue = (subject: { uuid: string; name: string }): Catalogue => ({
  uuid: CATALOGUE,
  name: 'Fjordvik School 2026',
  description: 'The school catalogue',
  price: 24900,
  quantity: 0,
  maxQuantity: 10,
  deliveryTime: { days: 30 },
  subject: { ...subject, group: '5B' },
});
const catalogueItem: UpsellItem = { type: 'CATALOGUE', price: 24900, rebatedPrice: null, uuid: CATALOGUE };
const digitalItem = (offer: 'sets' | 'files'): UpsellItem => ({ type: 'DIGITAL_FILES', offer, price: 39900, rebatedPrice: 29900, uuid: 'ip-set' });

/** A checkout whose start offers `list`; the catalogues offered and the catalogues added (recorded). */
function upsellServer(list: UpsellItem[], catalogues = [catalogue({ uuid: EMMA, name: 'Emma Hansen' }), catalogue({ uuid: NOAH, name: 'Noah Hansen' })]) {
  const added: unknown[] = [];
  server.use(
    handler(checkoutApi.startCheckout, () => checkoutStartFixture({ upsaleList: list })),
    handler(commerceApi.catalogues, () => catalogues),
    handler(checkoutApi.addCheckoutCatalogues, ({ body, params }) => {
      added.push({ checkout: params.checkoutUuid, ...body });
      const start = checkoutStartFixture();
      return { cart: cartFixture([]), catalogueMaxDeliveryTime: 30, deliveryMethods: start.deliveryMethods };
    }),
  );
  return { added };
}

describe('Upsell popups', () => {
  beforeEach(() => sessionStorage.clear());

  it('catalogue: lists the catalogues with quantity pickers; nothing chosen shows the alert; Add to cart adds the chosen and goes to the cart', async () => {
    const { added } = upsellServer([catalogueItem]);
    const { user } = await renderCheckout('/shopping-cart/checkout');
    const dialog = await screen.findByRole('dialog', { name: "Don't forget the catalogue" });
    expect(within(dialog).getByText('Do you want to order the catalogue?')).toBeTruthy();
    expect(await within(dialog).findByText('For Emma Hansen: NOK 249.00 each')).toBeTruthy();
    expect(within(dialog).getByText('For Noah Hansen: NOK 249.00 each')).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'You need to select how many cataloges you would like before clicking Add to shopping cart',
    );
    expect(added).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'One more Fjordvik School 2026, Noah Hansen' }));
    await user.click(within(dialog).getByRole('button', { name: 'One more Fjordvik School 2026, Noah Hansen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(window.location.pathname).toBe('/shopping-cart'));
    expect(added).toEqual([
      {
        checkout: CHECKOUT_UUID,
        catalogues: [
          { uuid: CATALOGUE, subject: { uuid: EMMA }, quantity: 0 },
          { uuid: CATALOGUE, subject: { uuid: NOAH }, quantity: 2 },
        ],
      },
    ]);
  });

  it('catalogue: one catalogue starts at 1; No thanks goes to the product list', async () => {
    const { added } = upsellServer([catalogueItem], [catalogue({ uuid: EMMA, name: 'Emma Hansen' })]);
    const { user } = await renderCheckout('/shopping-cart/checkout');
    const dialog = await screen.findByRole('dialog', { name: "Don't forget the catalogue" });
    const quantity = (await within(dialog).findByRole('combobox', { name: 'Quantity of Fjordvik School 2026, Emma Hansen' })) as HTMLSelectElement;
    expect(quantity.value).toBe('1');
    await user.click(within(dialog).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(window.location.pathname).toBe('/products/categories'));
    expect(added).toEqual([]);
  });

  it('one at a time: the special offer on digital sets first; No thanks moves on to the catalogue', async () => {
    upsellServer([digitalItem('sets'), catalogueItem]);
    const { user } = await renderCheckout('/shopping-cart/checkout');
    const offer = await screen.findByRole('dialog', { name: 'Special offer' });
    expect(within(offer).getByText('Discounted digital portrait sets')).toBeTruthy();
    expect(within(offer).getByText('Now NOK 299.00 (normally NOK 399.00)')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: "Don't forget the catalogue" })).toBeNull();
    await expectNoAxeViolations();
    await user.click(within(offer).getByRole('button', { name: 'No thanks' }));
    expect(await screen.findByRole('dialog', { name: "Don't forget the catalogue" })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Special offer' })).toBeNull();
  });

  it('special offer on sets: buys the discounted sets of the named picture sets (POST …/digital-sets) and goes to the cart', async () => {
    upsellServer([{ ...digitalItem('sets'), subjects: [{ uuid: EMMA, name: 'Emma Hansen' }] }]);
    const bought: unknown[] = [];
    server.use(
      handler(checkoutApi.addCheckoutDigitalSets, ({ body, params }) => {
        bought.push({ checkout: params.checkoutUuid, ...body });
        return { cart: cartFixture([]) };
      }),
    );
    const { user } = await renderCheckout('/shopping-cart/checkout', { language: 'nb' });
    const offer = await screen.findByRole('dialog', { name: 'Spesialtilbud' });
    expect(within(offer).getByText('Alle rabatterte digitale sett for Emma Hansen legges i handlekurven.')).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(within(offer).getByRole('button', { name: 'Legg settene til i bestillingen' }));
    await waitFor(() => expect(window.location.pathname).toBe('/shopping-cart'));
    expect(bought).toEqual([{ checkout: CHECKOUT_UUID, data: { subjects: [{ uuid: EMMA, name: 'Emma Hansen' }] } }]);
  });

  it("special offer on sets: a refusal reads 'Failed to buy digital sets: …' and the popup stays", async () => {
    upsellServer([{ ...digitalItem('sets'), subjects: [{ uuid: EMMA, name: 'Emma Hansen' }] }]);
    server.use(handler(checkoutApi.addCheckoutDigitalSets, () => apiError(409, 'There is no discounted digital set to add.', 'no_digital_offer')));
    const { user } = await renderCheckout('/shopping-cart/checkout');
    const offer = await screen.findByRole('dialog', { name: 'Special offer' });
    await user.click(within(offer).getByRole('button', { name: 'Add the sets to my order' }));
    expect(await within(offer).findByText(/^Failed to buy digital sets: /)).toBeTruthy();
    expect(window.location.pathname).toBe('/shopping-cart/checkout');
  });

  it('special offer on files: Check out offer opens the digital portraits', async () => {
    upsellServer([digitalItem('files')]);
    const { user } = await renderCheckout('/shopping-cart/checkout');
    const offer = await screen.findByRole('dialog', { name: 'Special offer' });
    expect(within(offer).getByText('Discounted digital portrait files')).toBeTruthy();
    await user.click(within(offer).getByRole('button', { name: 'Check out offer' }));
    await waitFor(() => expect(window.location.pathname).toBe('/products/digital-portraits'));
  });

  it('an offer once gone through does not come back in this tab (the catalogue popup leaves the page)', async () => {
    upsellServer([digitalItem('sets'), catalogueItem], [catalogue({ uuid: EMMA, name: 'Emma Hansen' })]);
    const first = await renderCheckout('/shopping-cart/checkout');
    await first.user.click(within(await screen.findByRole('dialog', { name: 'Special offer' })).getByRole('button', { name: 'No thanks' }));
    await first.user.click(within(await screen.findByRole('dialog', { name: "Don't forget the catalogue" })).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(window.location.pathname).toBe('/products/categories'));
    first.unmount();
    await renderCheckout('/shopping-cart/checkout');
    expect(await screen.findByRole('heading', { level: 2, name: '1. Delivery' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('no upsells: no popup', async () => {
    upsellServer([]);
    await renderCheckout('/shopping-cart/checkout');
    expect(await screen.findByRole('heading', { level: 2, name: '1. Delivery' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
