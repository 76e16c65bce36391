import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import type { ModuleEntry } from '@shop/contracts/core';
import { serverViewIn } from '@shop/first-view/boot';
import { i18n } from '@shop/i18n';

/** What every remote exposes as './app': single-spa lifecycles (see createLifecycles in @shop/first-view/browser). */
interface RemoteLifecycles {
  bootstrap(props: object): Promise<void>;
  mount(props: object): Promise<void>;
  unmount(props: object): Promise<void>;
}

interface ShellProps {
  name: string;
}

/**
 * Wraps a remote so that a failure to load it, or an error while it mounts or renders, stays in the content
 * area: a fallback with a retry button appears there and the header and the other modules keep working.
 */
export function remoteApplication(module: ModuleEntry): LifeCycles<ShellProps> & { preload(): Promise<void> } {
  let remote: RemoteLifecycles | null = null;
  /** A failure of the preload, shown when single-spa mounts the module. */
  let loadError: unknown = null;
  let container: HTMLElement | null = null;
  let mounted = false;
  let attempt = 0;

  async function load(): Promise<RemoteLifecycles> {
    if (attempt > 0) {
      // A failed manifest or chunk is remembered by the runtime: register again to fetch afresh.
      registerRemotes([{ name: module.name, entry: new URL(module.manifestUrl, location.origin).href }], { force: true });
    }
    attempt += 1;
    const exposed = await loadRemote<{ lifecycles?: RemoteLifecycles; default?: RemoteLifecycles }>(`${module.name}/app`);
    const lifecycles = exposed?.lifecycles ?? exposed?.default;
    if (!lifecycles) throw new Error(`Remote ${module.name} exposes no lifecycles`);
    await lifecycles.bootstrap({ name: module.name });
    return lifecycles;
  }

  async function showFallback(error: unknown) {
    // A remote built against a @shop/* version this shell does not provide: the error names package and range (0013).
    console.error(`Module ${module.name} failed`, error);
    // The texts may still be on their way when a remote fails early.
    await i18n.loadNamespaces('shell').catch(() => undefined);
    if (!container) return;
    mounted = false;
    const target = container;
    const host = document.createElement('div');
    host.setAttribute('role', 'alert');
    // styled by shell/index.html's static CSS (no style strings in the first load's JavaScript)
    host.className = 'shop-remote-fallback';
    const message = document.createElement('p');
    message.textContent = i18n.t('shell:remoteFailed.message');
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.textContent = i18n.t('shell:remoteFailed.retry');
    retry.addEventListener('click', () => {
      remote = null;
      void mountInto(target);
    });
    host.append(message, retry);
    target.replaceChildren(host);
  }

  async function mountInto(target: HTMLElement) {
    // the server's first view of this module is kept: the module hydrates it
    let element = serverViewIn(target);
    if (!element) {
      target.replaceChildren();
      element = document.createElement('div');
      element.dataset.module = module.name;
      target.append(element);
    }
    try {
      if (loadError) throw loadError;
      remote ??= await load();
      if (container !== target) return; // unmounted meanwhile
      await remote.mount({ name: module.name, domElement: element, onError: (e: unknown) => void showFallback(e) });
      mounted = true;
    } catch (error) {
      remote = null;
      loadError = null;
      await showFallback(error);
    }
  }

  return {
    /**
     * The remote's code is fetched while single-spa loads the application, not inside mount: mount has a
     * time limit (single-spa warns after 3 s) meant for rendering, and a slow network is not a slow mount.
     */
    preload: async () => {
      try {
        remote ??= await load();
      } catch (error) {
        loadError = error;
      }
    },
    bootstrap: async () => {},
    mount: async () => {
      const content = document.getElementById('shop-content')!;
      container = content.querySelector<HTMLElement>(`:scope > [data-module-slot="${module.name}"]`);
      if (!container) {
        container = document.createElement('div');
        container.dataset.moduleSlot = module.name;
        content.append(container);
      }
      await mountInto(container);
    },
    unmount: async () => {
      if (mounted && remote) await remote.unmount({ name: module.name }).catch((error) => console.error(error));
      mounted = false;
      container?.remove();
      container = null;
    },
  };
}
