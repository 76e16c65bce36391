import { i18n } from '@shop/i18n';
import { BrowserRouter } from 'react-router';
import { createLifecycles } from '@shop/ui';
import { ShellPages } from './shell-pages';

/** The shell's own pages as a single-spa app; createLifecycles gives it a container in #shop-content. */
export const lifecycles = createLifecycles(ShellPages, {
  Router: BrowserRouter,
  prepare: () => i18n.loadNamespaces(['shell', 'shell-pages']).catch(() => undefined),
});
