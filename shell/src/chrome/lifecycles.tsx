import { Suspense } from 'react';
import type { Root } from 'react-dom/client';
import { useAtomValue } from 'jotai';
import { i18n } from '@shop/i18n';
import { consentAtom, pageSettingsAtom, sessionStore, shopSettingsAtom } from '@shop/session';
import { prepareTheme, renderRoot } from '@shop/first-view/browser';
import { ShopProviders } from '@shop/ui';
import { ChromeApp } from './chrome';
import { ConsentHost } from './consent-host';

let root: Root | null = null;
let consentRoot: Root | null = null;

/** What the server painted (shell/index.html), shown again should anything suspend: nothing moves. */
function HeaderSkeleton() {
  const shop = useAtomValue(shopSettingsAtom);
  const page = useAtomValue(pageSettingsAtom);
  return (
    <>
      <span className="shop-header__slot" aria-hidden="true">
        <span className="shop-header__skeleton-icon" />
      </span>
      <span className="shop-header__logo">
        {page?.logo ? <img src={page.logo} alt="" width={36} height={36} /> : null}
        <span className="shop-header__name">{shop?.name}</span>
      </span>
      <span className="shop-header__slot" aria-hidden="true">
        <span className="shop-header__skeleton-icon" />
      </span>
    </>
  );
}

/**
 * The chrome renders into the header the server already painted; its other parts portal into the page's slots.
 * The consent banner is a root of its own in #shop-consent, hydrating what the server rendered there.
 */
export const lifecycles = {
  bootstrap: async () => {
    // Texts before the first render, so the header replaces the skeleton in one go.
    await i18n.loadNamespaces('shell').catch(() => undefined);
  },
  mount: async () => {
    await prepareTheme();
    // #shop-header and #shop-consent are in shell/index.html, built with this code (createRoot throws without them);
    // the server's header stays until the chrome's first commit
    root = renderRoot(
      document.getElementById('shop-header')!,
      <ShopProviders>
        <Suspense fallback={<HeaderSkeleton />}>
          <ChromeApp />
        </Suspense>
      </ShopProviders>,
      { serverView: false },
    );
    const slot = document.getElementById('shop-consent')!;
    // The server rendered the banner for a visitor without a choice (decision 0065): take it over. A choice
    // made since (another tab) or no markup: render anew.
    consentRoot = renderRoot(
      slot,
      <ShopProviders>
        <ConsentHost />
      </ShopProviders>,
      { serverView: Boolean(slot.firstChild) && sessionStore.get(consentAtom) === null },
    );
  },
  unmount: async () => {
    root?.unmount();
    consentRoot?.unmount();
    root = consentRoot = null;
  },
};
