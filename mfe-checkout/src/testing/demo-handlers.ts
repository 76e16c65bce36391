import type { RequestHandler } from 'msw';
import { commerceApi, type OrderLine } from '@shop/contracts/commerce';
import { platformApi } from '@shop/contracts/core';
// Browser-safe entries (the package's index also holds msw's node server).
import { apiError, handler } from '@shop/testing/handlers';
import { users } from '@shop/testing/fixtures';
import { campaignCardLine, cardLine, cartFixture, catalogueLine, digitalFilesLine, packageLine, retouchOptionsFixture, summaryOf } from './fixtures';

/**
 * A small pretend back end for the stand-alone dev page (src/standalone.tsx): a signed-in parent with
 * a cart of every kind of line, kept in memory; quantities and deletions change it, prices are the
 * fixtures' (per piece times quantity), and the retouch options follow the choices.
 */
export function demoHandlers(): RequestHandler[] {
  let lines: OrderLine[] = [packageLine(), campaignCardLine(), cardLine(1, 10), digitalFilesLine(), catalogueLine()];
  let retouch: Record<string, string[]> = {};
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
  ];
}
