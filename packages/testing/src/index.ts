/**
 * Test helpers for every module: demo-portal fixtures checked against the contracts, a render helper
 * with the shared session and the real texts, and msw handlers built from the contracts.
 */
export * as fixtures from './fixtures';
export {
  shopSettings,
  pageSettings,
  users,
  emptyCart,
  legacyPage,
  shopSettingsFixture,
  pageSettingsFixture,
  userFixture,
  codeDataFixture,
  RESET_KEY,
} from './fixtures';
export { renderWithShop, setupSession, registerTestNamespace, type ShopRenderOptions, type ShopRenderResult } from './render';
export {
  handler,
  apiError,
  networkFailure,
  defaultHandlers,
  mswPath,
  http,
  HttpResponse,
  type ContractResolver,
  type ContractResolverInfo,
} from './handlers';
export { server, installMockServer } from './server';
export { accessLegacyHandlers, accountLegacyHandlers, MOCK_ACCOUNT, MOCK_CODES, type AccountLegacyState } from './legacy-handlers';
export { LocationProbe, routerLocation } from './location-probe';
export { descriptionOf, errorOf, expectFieldError, fieldByLabel, h1s, isDisabled, isInvalid } from './queries';
