import { registerNamespace } from '@shop/i18n';

/** The 'access' texts, one chunk per language, loaded when a component first asks for them. */
registerNamespace('access', (language) => import(/* webpackChunkName: "locale-access-[request]" */ `@locales/${language}/access.json`));
