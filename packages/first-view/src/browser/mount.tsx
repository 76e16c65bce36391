import { Fragment, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root, type RootOptions } from 'react-dom/client';
import { ShopProviders } from '@shop/ui';
import { hydrateServerView } from './held-taps';
import { prepareTheme } from './theme';

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
 * The one lifecycle helper every module mounts through (README: the one rule for a remote).
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
      root = renderRoot(element, tree, options);
    },
    async unmount() {
      root?.unmount();
      root = null;
      ownElement?.remove();
      ownElement = null;
    },
  };
}

/**
 * Starts a React root on `element` in a transition: React renders (or hydrates) in slices and yields to the browser
 * between them, so a page's first render is not one long task that keeps taps and paints waiting (issue 8, TBT).
 * When the server rendered a first view there (`serverView`, by default: the element is data-ssr, decision 0035)
 * the root takes it over, and taps on the server's markup stay held until the hydrated root has committed, then
 * play (0068); otherwise a new root renders (its first commit empties the element).
 */
export function renderRoot(
  element: HTMLElement,
  tree: ReactNode,
  { serverView = element.hasAttribute('data-ssr'), ...options }: Pick<RootOptions, 'onUncaughtError'> & { serverView?: boolean } = {},
): Root {
  if (serverView) {
    let root!: Root;
    startTransition(() => {
      root = hydrateServerView(element, tree, options);
    });
    return root;
  }
  element.removeAttribute('data-ssr');
  const created = createRoot(element, options);
  startTransition(() => created.render(tree));
  return created;
}
