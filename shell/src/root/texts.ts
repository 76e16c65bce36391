import { registerNamespace } from '@shop/i18n';

/**
 * The shell's own texts, one lazily loaded chunk per language and namespace: 'shell' for the chrome
 * (header, menu, consent, promo bar), 'shell-pages' for the static pages, so the first paint loads only the first.
 */
export function registerShellTexts(): void {
  registerNamespace('shell', (language) => import(/* webpackChunkName: "locale-shell-[request]" */ `@locales/${language}/shell.json`));
  registerNamespace('shell-pages', (language) => import(/* webpackChunkName: "locale-shell-pages-[request]" */ `@locales/${language}/shell-pages.json`));
}
