import { registerNamespace } from '@shop/i18n';

/** The catalogue texts, one chunk per language, loaded when a component first asks for them. */
registerNamespace('catalog', (language) => import(/* webpackChunkName: "locale-catalog-[request]" */ `@locales/${language}/catalog.json`));
