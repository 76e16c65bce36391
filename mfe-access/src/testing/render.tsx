import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { PageSettings, ShopSettings, User } from '@shop/contracts/core';
import { i18n, initI18n, registerNamespace } from '@shop/i18n';
import { currentPictureSetAtom, pageSettingsAtom, sessionStore, shopSettingsAtom, userAtom } from '@shop/session';
import { ShopProviders } from '@shop/ui';
import { LocationProbe } from '@shop/testing';
export { routerLocation } from '@shop/testing';
import '../register-texts';
import { AccessApp } from '../routes';
import { anonymousUserFixture, pageSettingsFixture, shopSettingsFixture } from './fixtures';

export interface RenderOptions {
  route?: string;
  user?: User;
  shop?: ShopSettings;
  page?: PageSettings;
  language?: 'en' | 'nb';
}

// The module's loader imports '@locales/…', an alias of the rspack build; under vitest the same JSON files
// are imported by their path (registered after the module's own registration, so this one is used).
registerNamespace('access', (language) => import(`../../../locales/${language}/access.json`));

/** The real texts of the 'access' namespace (locales/<language>/access.json). */
export async function loadTexts(language: 'en' | 'nb' = 'en') {
  await initI18n(language);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('access');
}

function seedSession({ user = anonymousUserFixture(), shop = shopSettingsFixture(), page = pageSettingsFixture() }: RenderOptions) {
  sessionStore.set(shopSettingsAtom, shop);
  sessionStore.set(pageSettingsAtom, page);
  sessionStore.set(userAtom, user);
  sessionStore.set(currentPictureSetAtom, null);
  window.history.replaceState(null, '', '/');
}


/** The access module as the shell mounts it, on a memory router at `route`. */
export async function renderAccess(options: RenderOptions = {}) {
  seedSession(options);
  await loadTexts(options.language);
  const result = render(
    <ShopProviders>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <AccessApp />
        <LocationProbe />
      </MemoryRouter>
    </ShopProviders>,
  );
  return { ...result, user: userEvent.setup() };
}

/** Any component inside the shared providers, without a router (how other modules mount exposed parts). */
export async function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  seedSession(options);
  await loadTexts(options.language);
  const result = render(<ShopProviders>{ui}</ShopProviders>);
  return { ...result, user: userEvent.setup() };
}

