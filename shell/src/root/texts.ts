import { registerNamespace } from '@shop/i18n';

/** The shell's own texts, one lazily loaded chunk per language. */
export function registerShellTexts(): void {
  registerNamespace('shell', (language) => import(/* webpackChunkName: "locale-shell-[request]" */ `@locales/${language}/shell.json`));
}
