import type { CheckoutStart, DeliveryMethod, Order, PaymentOption, PaymentTransaction } from '@shop/contracts/checkout';
import { users } from '@shop/testing/fixtures';
import { cardLine, cartFixture, summaryOf } from './fixtures';

/** Fixtures of the checkout: the demo portal's delivery methods and payment options as the server answers them. */
export const CHECKOUT_UUID = 'c0000000-0000-4000-8000-000000000001';
export const TRANSACTION_UUID = '7a000000-0000-4000-8000-000000000001';
export const ORDER_UUID = '0d3f5e2a-0000-4000-8000-000000000001';
const STORE = 'b1000000-0000-4000-8000-';

export const deliveryMethods: DeliveryMethod[] = [
  {
    type: 'postage',
    name: 'Postage',
    deliveryOptions: [
      {
        uuid: 'd1000000-0000-4000-8000-000000000001',
        name: 'Parcel',
        description: 'To your door',
        price: 14900,
        deliverytime: 3,
        isExpress: false,
        expire: null,
        type: 0,
        subjects: [],
      },
      {
        uuid: 'd1000000-0000-4000-8000-000000000002',
        name: 'Letter',
        description: 'Tracked letter',
        price: 7900,
        deliverytime: 5,
        isExpress: false,
        expire: null,
        type: 1,
        subjects: [],
      },
    ],
    pickupLocations: [],
  },
  {
    type: 'store-pickup',
    name: 'Pickup in store',
    deliveryOptions: [],
    pickupLocations: [
      {
        uuid: `${STORE}000000000001`,
        pickupname: 'Fjord Portraits Bergen',
        pickupaddress1: 'Strandgaten 12',
        pickuppostalcode: '5013',
        pickupcity: 'Bergen',
        price: 0,
        deliveryTime: { seconds: 5 * 86_400, string: '5 business days' },
      },
      {
        uuid: `${STORE}111111111111`,
        pickupname: 'Fjord Portraits Bergen',
        pickupaddress1: 'Strandgaten 12',
        pickuppostalcode: '5013',
        pickupcity: 'Bergen',
        price: 9900,
        deliveryTime: { seconds: 86_400, string: '1 business day' },
      },
    ],
  },
];

export const paymentOptions: PaymentOption[] = [
  {
    uuid: 'e1000000-0000-4000-8000-000000000001',
    title: 'Card',
    mobileTitle: 'Card',
    description: 'Visa or Mastercard',
    mobileDescription: 'Visa or Mastercard',
    verifyMobile: false,
    requirePersonNo: false,
    enabledPaymentMethods: [{ name: 'Visa', icon: 'visa.svg' }],
    provider: 'test',
  },
  {
    uuid: 'e1000000-0000-4000-8000-000000000002',
    title: 'Invoice',
    mobileTitle: 'Invoice',
    description: 'Pay within 14 days',
    mobileDescription: 'Pay within 14 days',
    verifyMobile: false,
    requirePersonNo: true,
    enabledPaymentMethods: [{ name: 'Invoice', icon: 'invoice.svg' }],
    provider: 'invoice',
  },
];

export function checkoutStartFixture(overrides: Partial<CheckoutStart> = {}): CheckoutStart {
  const lines = [cardLine(1, 10)];
  return {
    cart: cartFixture(lines),
    checkoutUuid: CHECKOUT_UUID,
    deliveryMethods,
    user: { ...users.signedIn, address: { address: 'Fjellveien 3', address2: '', postalCode: '5003', city: 'Bergen', state: '' } },
    hasActiveRebateCampaigns: false,
    termsOfPurchase: 'Terms of sale\n1. Orders are binding.',
    options: {
      gatherAddress2: false,
      gatherState: false,
      states: {},
      hidePostalCode: false,
      showDisabledDeliveryCountry: true,
      useAddressAutocompleteService: false,
      enableOrderComment: true,
      country: 'NO',
    },
    upsaleList: [],
    catalogueMaxDeliveryTime: null,
    ...overrides,
  };
}

/** The cart with a delivery charged, as the payment-options call answers it. */
export function chargedCart(delivery: number) {
  const lines = [cardLine(1, 10)];
  const base = summaryOf(lines);
  return cartFixture(lines, {
    summary: { ...base, totalPrice: base.totalPrice + delivery, lines: [{ type: 3, description: 'Postage: Letter', linePrice: delivery }] },
  });
}

export function transactionFixture(overrides: Partial<PaymentTransaction> = {}): PaymentTransaction {
  return {
    uuid: TRANSACTION_UUID,
    status: 'pending',
    provider: 'test',
    amount: 31900,
    currency: 'NOK',
    order: { uuid: ORDER_UUID },
    redirectUrl: null,
    ...overrides,
  };
}

export function orderFixture(overrides: Partial<Order> = {}): Order {
  const lines = [cardLine(1, 10)];
  return {
    uuid: ORDER_UUID,
    confirmTime: '2026-11-23T10:15:00.000Z',
    status: 'confirmed',
    orderLines: lines,
    rebateCode: null,
    summary: { totalPrice: 31900, vat: { rate: 25, amount: 6380 }, lines: [{ type: 3, description: 'Postage: Letter', linePrice: 7900 }] },
    currency: 'NOK',
    payment: { isInvoice: true, title: 'Invoice' },
    delivery: {
      type: 'postage',
      name: 'Postage: Letter',
      address: { name: 'Ida Hansen', address1: 'Fjellveien 3', address2: '', city: 'Bergen', state: '', postalCode: '5003' },
      contact: null,
      deliveryTime: { string: '5 business days', afterDate: '2026-11-30' },
      school: null,
    },
    containDigitalProducts: false,
    catalogueMaxDeliveryTime: null,
    comment: '',
    ...overrides,
  };
}
