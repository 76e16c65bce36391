import { i18n } from '@shop/i18n';
import { createLifecycles } from '@shop/ui/mount';
import { ShellPages } from './shell-pages';

/** The shell's own pages as a single-spa app; createLifecycles gives it a container in #shop-content. */
export const lifecycles = createLifecycles(ShellPages, {
  prepare: () => i18n.loadNamespaces('shell').catch(() => undefined),
});
