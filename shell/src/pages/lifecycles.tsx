import { i18n } from '@shop/i18n';
import { BrowserRouter } from 'react-router';
import { serverViewIn } from '@shop/first-view/boot';
import { createLifecycles, type MountProps } from '@shop/first-view/browser';
import { ShellPages } from './shell-pages';

const app = createLifecycles(ShellPages, {
  Router: BrowserRouter,
  prepare: () => i18n.loadNamespaces(['shell', 'shell-pages']).catch(() => undefined),
});

/** The slot the shop server put the shell's first view in (decision 0065), while this app is mounted. */
let slot: HTMLElement | null = null;

/**
 * The shell's own pages as a single-spa app in #shop-content. On a page the server rendered (a CMS page …), it
 * hydrates that markup in place (createLifecycles sees data-ssr); otherwise createLifecycles gives it a container.
 */
export const lifecycles = {
  bootstrap: app.bootstrap,
  mount: (props: MountProps) => {
    slot = document.querySelector<HTMLElement>('#shop-content > [data-module-slot="shell"]');
    return app.mount({ ...props, domElement: (slot && serverViewIn(slot)) ?? undefined });
  },
  unmount: async (props: MountProps) => {
    await app.unmount(props);
    slot?.remove();
    slot = null;
  },
};
