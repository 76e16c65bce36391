import { registerNamespace } from '@shop/i18n';

/** The checkout texts, one chunk per language, loaded when a component first asks for them. */
registerNamespace('checkout', (language) => import(/* webpackChunkName: "locale-checkout-[request]" */ `@locales/${language}/checkout.json`));
