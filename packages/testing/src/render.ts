import * as v from 'valibot';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import { PageSettings, ShopSettings, type CartSummary, type User } from '@shop/contracts';
import { i18n, initI18n, registerNamespace } from '@shop/i18n';
import {
  cartSummaryAtom,
  consentAtom,
  currentPictureSetAtom,
  languageAtom,
  pageSettingsAtom,
  sessionStore,
  shopSettingsAtom,
  userAtom,
  type Consent,
} from '@shop/session';
import { ShopProviders } from '@shop/ui';
import { emptyCart, pageSettings, shopSettings } from './fixtures';

/** The real texts from locales/<language>/<namespace>.json, loaded the way the modules load them. */
export function registerTestNamespace(namespace: string): void {
  registerNamespace(namespace, (language) => import(`../../../locales/${language}/${namespace}.json`));
}

export interface ShopRenderOptions {
  /** Merged over the demo portal's shop settings (and checked against the contract). */
  shop?: Partial<ShopSettings>;
  /** Merged over the demo portal's page settings. */
  page?: Partial<PageSettings>;
  /** The user in the session; null (default) = not loaded yet, users.anonymous = a visitor. */
  user?: User | null;
  cart?: CartSummary;
  /** Initial URL of the MemoryRouter (and of window.location, for code that reads it). */
  route?: string;
  language?: string;
  /** The stored consent; 'allow' by default so the consent banner stays out of unrelated tests. */
  consent?: Consent;
  /** Text namespaces to load before rendering. */
  namespaces?: string[];
  /** Leave out the MemoryRouter (for code that mounts its own router). */
  router?: boolean;
  /** Render into this element (for example the page's #shop-header) instead of a new div. */
  container?: HTMLElement;
}

export interface ShopRenderResult extends RenderResult {
  shop: ShopSettings;
  page: PageSettings;
}

/** Put the session into a known state: portal, page, user, cart, consent, language. */
export async function setupSession(options: ShopRenderOptions = {}): Promise<{ shop: ShopSettings; page: PageSettings }> {
  const shop = v.parse(ShopSettings, { ...shopSettings, ...options.shop });
  const page = v.parse(PageSettings, { ...pageSettings, ...options.page });
  const language = options.language ?? 'en';
  const namespaces = options.namespaces ?? ['shell', 'shell-pages'];
  namespaces.forEach(registerTestNamespace);
  await initI18n(language, shop.default_language);
  await act(async () => {
    if (i18n.language !== language) await i18n.changeLanguage(language);
    await i18n.loadNamespaces(namespaces);
    sessionStore.set(shopSettingsAtom, shop);
    sessionStore.set(pageSettingsAtom, page);
    sessionStore.set(userAtom, options.user ?? null);
    sessionStore.set(cartSummaryAtom, options.cart ?? emptyCart);
    sessionStore.set(languageAtom, language);
    sessionStore.set(consentAtom, options.consent === undefined ? 'allow' : options.consent);
    sessionStore.set(currentPictureSetAtom, null);
  });
  document.documentElement.lang = language;
  if (options.route) window.history.replaceState(null, '', options.route);
  return { shop, page };
}

/** Render inside everything a module has at run time: the shared store, the real texts, the portal's theme, a router. */
export async function renderWithShop(ui: ReactElement, options: ShopRenderOptions = {}): Promise<ShopRenderResult> {
  const { shop, page } = await setupSession(options);
  const route = options.route ?? '/';
  // biome-ignore lint/correctness/noComponentHookFactories: one wrapper per render, closing over this render's options; it has no hooks
  const Wrapper = ({ children }: { children: ReactNode }) =>
    createElement(ShopProviders, null, options.router === false ? children : createElement(MemoryRouter, { initialEntries: [route] }, children));
  let result!: RenderResult;
  await act(async () => {
    result = render(ui, { wrapper: Wrapper, ...(options.container ? { container: options.container } : {}) });
  });
  return { ...result, shop, page };
}
