import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import type { PageSettings, ShopSettings, User } from '@shop/contracts/core';
import { i18n, initI18n } from '@shop/i18n';
import { LocationProbe, registerTestNamespace, renderWithShop, users } from '@shop/testing';
export { routerLocation } from '@shop/testing';
import '../register-texts';
import { AccessApp } from '../routes';

export interface RenderOptions {
  route?: string;
  /** A visitor (users.anonymous) unless given. */
  user?: User;
  shop?: ShopSettings;
  page?: PageSettings;
  language?: 'en' | 'nb';
}

// The module registers its texts under '@locales/…', an alias of the rspack build; under vitest the same
// JSON files are registered by their path after it (here and by renderWithShop), so those are used.
registerTestNamespace('access');
function shopOptions({ user = users.anonymous, ...options }: RenderOptions) {
  // the address bar starts at the route (renderWithShop sets it), or at the front page: never where the last test left it
  window.history.replaceState(null, '', '/');
  return { ...options, user, namespaces: ['shell', 'access'] };
}

/** The real texts of the 'access' namespace (locales/<language>/access.json), for code outside a render. */
export async function loadTexts(language: 'en' | 'nb' = 'en') {
  await initI18n(language);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('access');
}

/** The access module as the shell mounts it, on a memory router at `route`. */
export async function renderAccess(options: RenderOptions = {}) {
  const result = await renderWithShop(
    <>
      <AccessApp />
      <LocationProbe />
    </>,
    shopOptions(options),
  );
  return { ...result, user: userEvent.setup() };
}

/** Any component inside the shared providers, without a router (how other modules mount exposed parts). */
export async function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const result = await renderWithShop(ui, { ...shopOptions(options), router: false });
  return { ...result, user: userEvent.setup() };
}
