import { createRoot, type Root } from 'react-dom/client';
import { ShopProviders } from '@shop/ui';
import { Header } from './header';

let root: Root | null = null;

/** The chrome (header, menu, promo bar, consent) renders into the header the server already painted. */
export const lifecycles = {
  bootstrap: async () => {},
  mount: async () => {
    const header = document.getElementById('shop-header')!;
    root = createRoot(header);
    root.render(
      <ShopProviders>
        <Header />
      </ShopProviders>,
    );
  },
  unmount: async () => {
    root?.unmount();
  },
};
