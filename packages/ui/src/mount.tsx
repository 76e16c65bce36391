import { Fragment, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { hydrateServerView } from './held-taps';
import { prepareTheme, ShopProviders } from './providers';

/** What single-spa hands a module when it mounts. The shell's remote wrapper gives each remote its own element. */
export interface MountProps {
  name: string;
  domElement?: HTMLElement;
  /** Called when rendering fails after mount, so the shell can show its fallback in place of the module. */
  onError?: (error: unknown) => void;
}

export interface Lifecycles {
  bootstrap: (props: MountProps) => Promise<void>;
  mount: (props: MountProps) => Promise<void>;
  unmount: (props: MountProps) => Promise<void>;
}

/**
 * single-spa lifecycles for a module's React app, wrapped in the shared providers and the module's own
 * router. The router is passed in, not imported here: react-router is not shared, and a BrowserRouter from
 * this shared package would be another copy than the module's Routes (two router contexts).
 */
export function createLifecycles(
  App: ComponentType,
  options: { Router?: ComponentType<{ children: ReactNode }>; prepare?: () => Promise<unknown> } = {},
): Lifecycles {
  const Router = options.Router ?? Fragment;
  let root: Root | null = null;
  let ownElement: HTMLElement | null = null;
  return {
    async bootstrap() {
      await options.prepare?.();
    },
    async mount({ name, domElement, onError }) {
      await prepareTheme();
      let element = domElement;
      if (!element) {
        ownElement = element = document.createElement('div');
        element.dataset.module = name;
        document.getElementById('shop-content')!.append(element);
      }
      const options = {
        onUncaughtError: (error: unknown) => {
          if (onError) onError(error);
          else console.error(error);
        },
      };
      const tree = (
        <ShopProviders>
          <Router>
            <App />
          </Router>
        </ShopProviders>
      );
      // In a transition: React renders (or hydrates) in slices and yields to the browser between them, so a
      // page's first render is not one long task that keeps taps and paints waiting (issue 8, TBT).
      // The server rendered this module's first view into the element (decision 0035): take it over.
      const target = element;
      if (target.hasAttribute('data-ssr')) {
        // taps on the server's markup stay held until the hydrated root has committed, then play (0068)
        startTransition(() => {
          root = hydrateServerView(target, tree, options);
        });
      } else {
        const created = createRoot(target, options);
        root = created;
        startTransition(() => created.render(tree));
      }
    },
    async unmount() {
      root?.unmount();
      root = null;
      ownElement?.remove();
      ownElement = null;
    },
  };
}
