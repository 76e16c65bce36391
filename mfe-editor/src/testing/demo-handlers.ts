import type { RequestHandler } from 'msw';
import { accountApi } from '@shop/contracts/account';
import { commerceApi } from '@shop/contracts/commerce';
import { platformApi } from '@shop/contracts/core';
import { editorApi } from '@shop/contracts/editor';
import { templatesApi } from '@shop/contracts/templates';
// Browser-safe entries (the package's index also holds msw's node server).
import { handler } from '@shop/testing/handlers';
import { users } from '@shop/testing/fixtures';
import { cardFilled, cardLine, cardPrice, cardProduct, cardTemplate, cardTierPrices, pictureSetFixture } from './fixtures';

/**
 * A small pretend back end for the stand-alone page and the component tests: a signed-in parent with a
 * picture set, the card template and its product; added lines are kept in memory.
 */
export function demoHandlers(): RequestHandler[] {
  let lines = [cardLine()];
  const summary = () => {
    const totalPrice = lines.reduce((s, l) => s + l.actualLinePrice, 0);
    return { itemCount: lines.reduce((s, l) => s + l.quantity, 0), totalPrice, vat: { rate: 25, amount: Math.round(totalPrice / 5) }, lines: [] };
  };
  return [
    handler(platformApi.currentUser, () => ({ user: users.signedIn })),
    handler(templatesApi.templateByUuid, () => cardTemplate()),
    handler(commerceApi.products, () => ({
      products: [cardProduct()],
      tierPrices: cardTierPrices(),
      retouchProduct: null,
      digitalProducts: [],
      digitalRebates: {
        portraitFilePrice: null,
        portraitSetPrice: null,
        siblingAndFriendsFilePrice: null,
        siblingAndFriendsSetPrice: null,
        groupFilePrice: null,
        groupSetPrice: null,
      },
      currency: 'NOK',
    })),
    handler(commerceApi.productPrice, ({ query }) => cardPrice(Number(query.get('quantity')))),
    handler(accountApi.pictureSets, () => ({ pictureSets: [pictureSetFixture()] })),
    handler(editorApi.recentImages, () => []),
    handler(editorApi.fillTemplate, () => cardFilled()),
    handler(editorApi.templatesByProduct, () => []),
    handler(commerceApi.cart, () => ({
      uuid: 'c0000000-0000-4000-8000-000000000001',
      orderLines: lines,
      summary: summary(),
      rebateCode: null,
      currency: 'NOK',
    })),
    handler(commerceApi.addLines, ({ body }) => {
      const added = (body?.lines ?? []).map((l, i) => ({
        ...cardLine(Number(l.type === 200 ? 1 : (l.quantity ?? 1))),
        uuid: `1e000000-0000-4000-8000-0000000001${i}0`,
      }));
      lines = [...lines, ...added];
      return { newOrderLines: added, summary: summary() };
    }),
    handler(editorApi.replaceLine, ({ params }) => ({ orderLine: lines.find((l) => l.uuid === params.uuid) ?? cardLine(), summary: summary() })),
  ];
}
