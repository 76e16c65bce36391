import { startTransition, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useAtomValue } from 'jotai';
import { i18n } from '@shop/i18n';
import { pageSettingsAtom, shopSettingsAtom } from '@shop/session';
import { prepareTheme, ShopProviders } from '@shop/ui';
import { ChromeApp } from './chrome';

let root: Root | null = null;

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

/** The chrome renders into the header the server already painted; its other parts portal into the page's slots. */
export const lifecycles = {
  bootstrap: async () => {
    // Texts before the first render, so the header replaces the skeleton in one go.
    await i18n.loadNamespaces('shell').catch(() => undefined);
  },
  mount: async () => {
    const header = document.getElementById('shop-header');
    if (!header) throw new Error('The page has no #shop-header');
    await prepareTheme();
    const created = createRoot(header);
    root = created;
    // a transition renders in slices (issue 8: no long task); the server's header stays until it commits
    startTransition(() =>
      created.render(
        <ShopProviders>
          <Suspense fallback={<HeaderSkeleton />}>
            <ChromeApp />
          </Suspense>
        </ShopProviders>,
      ),
    );
  },
  unmount: async () => {
    root?.unmount();
    root = null;
  },
};
