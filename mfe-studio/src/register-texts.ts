import { registerNamespace } from '@shop/i18n';

/** The studio's texts, one chunk per language, loaded when a component first asks for them. */
registerNamespace('studio', (language) => import(/* webpackChunkName: "locale-studio-[request]" */ `@locales/${language}/studio.json`));
// price lists, vouchers and templates (issue 32): their own namespace, loaded with their pages
registerNamespace('studio-catalog', (language) => import(/* webpackChunkName: "locale-studio-catalog-[request]" */ `@locales/${language}/studio-catalog.json`));
