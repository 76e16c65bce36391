import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ShopProviders } from './providers';

/** What single-spa hands a module when it mounts: the shell gives each module its own element. */
export interface MountProps {
  name: string;
  domElement: HTMLElement;
}

export interface Lifecycles {
  bootstrap: (props: MountProps) => Promise<void>;
  mount: (props: MountProps) => Promise<void>;
  unmount: (props: MountProps) => Promise<void>;
}

/** single-spa lifecycles for a module's React app, wrapped in the shared providers and its own router. */
export function createLifecycles(App: ComponentType, options: { prepare?: () => Promise<unknown> } = {}): Lifecycles {
  let root: Root | null = null;
  return {
    async bootstrap() {
      await options.prepare?.();
    },
    async mount({ domElement }) {
      root = createRoot(domElement);
      root.render(
        <ShopProviders>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </ShopProviders>,
      );
    },
    async unmount() {
      root?.unmount();
      root = null;
    },
  };
}
