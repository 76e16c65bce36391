import type { RequestHandler } from 'msw';
import { accountApi } from '@shop/contracts/account';
import { commerceApi } from '@shop/contracts/commerce';
import { platformApi } from '@shop/contracts/core';
import { templatesApi } from '@shop/contracts/templates';
// Browser-safe entries (the package's index also holds msw's node server).
import { apiError, handler } from '@shop/testing/handlers';
import { users } from '@shop/testing/fixtures';
import {
  birthdayCards,
  calendarTemplates,
  catalogueFixtureSummary,
  categoriesFixture,
  cataloguesFixture,
  christmasCards,
  digitalSetFixture,
  EMMA,
  mugTemplates,
  NOAH,
  packagesFixture,
  pictureSetFixture,
  productsFixture,
} from './fixtures';

/**
 * A small pretend back end for the catalogue: the stand-alone dev page (src/standalone.tsx) and the
 * component tests. A signed-in parent with Emma's and Noah's sets; the digital toggles and catalogues
 * change an in-memory cart.
 */
export function catalogHandlers(): RequestHandler[] {
  let setInCart = false;
  let files: string[] = [];
  let items = 0;
  const summary = () => ({ itemCount: items + files.length + (setInCart ? 1 : 0), totalPrice: 0 });
  const lists: Record<string, () => ReturnType<typeof christmasCards>> = {
    christmas: christmasCards,
    birthday: birthdayCards,
    calendar: calendarTemplates,
    mugs: mugTemplates,
  };
  return [
    handler(platformApi.cartSummary, () => ({ itemCount: summary().itemCount, totalPrice: 0 })),
    handler(templatesApi.templateCategories, () => ({ categories: categoriesFixture(EMMA) })),
    handler(templatesApi.cardCategories, () => ({
      categories: ['christmas', 'birthday'],
      titles: { christmas: 'Christmas', birthday: 'Birthday' },
      defaultCategory: 'christmas',
    })),
    handler(templatesApi.photoGiftCategoryInfo, ({ params }) =>
      params.category === 'mugs'
        ? { names: { en: 'Mugs', nb: 'Krus' }, userImagePreviews: true, separateFromBackground: false }
        : apiError(404, 'Category not found'),
    ),
    handler(templatesApi.templatesByType, ({ params }) =>
      params.type === 'calendars' ? calendarTemplates() : params.type === 'cards' ? [...christmasCards(), ...birthdayCards()] : mugTemplates(),
    ),
    handler(templatesApi.templatesByCategory, ({ params }) => lists[String(params.category)]?.() ?? []),
    handler(templatesApi.templatesForSubject, ({ params }) => lists[String(params.category)]?.() ?? []),
    handler(commerceApi.products, () => productsFixture()),
    handler(commerceApi.packageOffers, () => packagesFixture()),
    handler(accountApi.pictureSets, () => ({ pictureSets: [pictureSetFixture(EMMA), pictureSetFixture(NOAH)] })),
    handler(commerceApi.digitalPortraits, () => ({ pictureSets: [digitalSetFixture({ setInCart, filesInCart: files })], combinedIndividualAndFriends: false })),
    handler(commerceApi.digitalPortraitsOf, ({ params }) =>
      params.subjectUuid === EMMA.uuid
        ? { pictureSet: digitalSetFixture({ setInCart, filesInCart: files }), combinedIndividualAndFriends: false }
        : apiError(404, 'Picture set not found'),
    ),
    handler(commerceApi.toggleDigitalSet, () => {
      setInCart = !setInCart;
      if (setInCart) files = [];
      return { status: 'OK' as const, inCart: setInCart, summary: catalogueFixtureSummary(summary()) };
    }),
    handler(commerceApi.toggleDigitalFile, ({ body }) => {
      const file = body!.file;
      files = files.includes(file) ? files.filter((f) => f !== file) : [...files, file];
      return { status: 'OK' as const, inCart: files.includes(file), summary: catalogueFixtureSummary(summary()) };
    }),
    handler(commerceApi.catalogues, () => cataloguesFixture()),
    handler(commerceApi.addCatalogues, ({ body }) => {
      items += body!.catalogues.filter((c) => c.quantity > 0).length;
      return { newOrderLines: [], summary: catalogueFixtureSummary(summary()) };
    }),
  ];
}

/** The stand-alone page: the handlers above, signed in. */
export function demoHandlers(): RequestHandler[] {
  return [handler(platformApi.currentUser, () => ({ user: users.signedIn })), ...catalogHandlers()];
}
