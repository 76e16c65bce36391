import type { RequestHandler } from 'msw';
import { checkoutApi } from '@shop/contracts/checkout';
import { commerceApi, type OrderLine } from '@shop/contracts/commerce';
import { platformApi } from '@shop/contracts/core';
// Browser-safe entries (the package's index also holds msw's node server).
import { apiError, handler } from '@shop/testing/handlers';
import { users } from '@shop/testing/fixtures';
import { checkoutStartFixture, orderFixture, paymentOptions, TRANSACTION_UUID, transactionFixture } from './checkout-fixtures';
import { campaignCardLine, cardLine, cartFixture, catalogueLine, digitalFilesLine, packageLine, retouchOptionsFixture, summaryOf } from './fixtures';

/**
 * A small pretend back end for the stand-alone dev page (src/standalone.tsx): a signed-in parent with
 * a cart of every kind of line, kept in memory; quantities and deletions change it, prices are the
 * fixtures' (per piece times quantity), and the retouch options follow the choices. The checkout
 * answers with the fixtures' delivery and payment options; 'Buy now' makes a test-provider payment that
 * the card 4242424242424242 pays; the receipt and 'My orders' show the fixtures' order.
 */
export function demoHandlers(): RequestHandler[] {
  let lines: OrderLine[] = [packageLine(), campaignCardLine(), cardLine(1, 10), digitalFilesLine(), catalogueLine()];
  let retouch: Record<string, string[]> = {};
  let paid = false;
  const cart = () => cartFixture(lines);
  return [
    handler(platformApi.currentUser, () => ({ user: users.signedIn })),
    handler(platformApi.cartSummary, () => ({ itemCount: summaryOf(lines).itemCount, totalPrice: summaryOf(lines).totalPrice })),
    handler(commerceApi.cart, () => cart()),
    handler(commerceApi.updateLine, ({ params, body }) => {
      const line = lines.find((l) => l.uuid === params.uuid);
      if (!line) return apiError(404, 'No order line');
      const quantity = Number(body?.quantity ?? line.quantity);
      const changed = { ...line, quantity, linePrice: line.unitPrice * quantity, actualLinePrice: line.unitPrice * quantity } as OrderLine;
      lines = lines.map((l) => (l.uuid === line.uuid ? changed : l));
      return { orderLine: changed, summary: summaryOf(lines) };
    }),
    handler(commerceApi.deleteLine, ({ params }) => {
      lines = lines.filter((l) => l.uuid !== params.uuid);
      return { summary: summaryOf(lines) };
    }),
    handler(commerceApi.retouchOptions, () => {
      const base = retouchOptionsFixture();
      const chosen = Object.values(retouch).filter((l) => l.length > 0).length;
      return {
        ...base,
        pictures: base.pictures.map((p) => ({ ...p, subProductUuids: retouch[p.uuid] ?? [] })),
        pictureCount: chosen,
        totalPrice: chosen * 9900,
      };
    }),
    handler(commerceApi.setRetouch, ({ body }) => {
      retouch = (body?.items ?? {}) as Record<string, string[]>;
      return cart();
    }),
    handler(checkoutApi.startCheckout, () => checkoutStartFixture({ cart: cart(), hasActiveRebateCampaigns: false })),
    handler(checkoutApi.paymentOptions, () => ({ paymentOptions, cart: cart() })),
    handler(checkoutApi.selectPaymentOption, () => ({ cart: cart() })),
    handler(checkoutApi.createTransaction, () => ({ transaction: { uuid: TRANSACTION_UUID, order: { uuid: orderFixture().uuid } } })),
    handler(checkoutApi.transaction, () =>
      paid ? transactionFixture({ status: 'paid', redirectUrl: `/shopping-cart/checkout/payment/receipt/${orderFixture().uuid}` }) : transactionFixture(),
    ),
    handler(checkoutApi.testProviderPay, ({ body }) => {
      if (body.cardNumber !== '4242424242424242') return transactionFixture({ status: 'declined' });
      paid = true;
      lines = [];
      return transactionFixture({ status: 'paid', redirectUrl: `/shopping-cart/checkout/payment/receipt/${orderFixture().uuid}` });
    }),
    handler(checkoutApi.order, () => orderFixture()),
    handler(checkoutApi.orderList, () => (paid ? [{ uuid: orderFixture().uuid, confirmTime: orderFixture().confirmTime! }] : [])),
    handler(checkoutApi.orderDetails, () => ({ orderLines: orderFixture().orderLines, rebateCode: null })),
  ];
}
