import { registerNamespace } from '@shop/i18n';

/** The account texts, one chunk per language and namespace, loaded when a component first asks for them. */
registerNamespace('account', (language) => import(/* webpackChunkName: "locale-account-[request]" */ `@locales/${language}/account.json`));
registerNamespace(
  'account-profile',
  (language) => import(/* webpackChunkName: "locale-account-profile-[request]" */ `@locales/${language}/account-profile.json`),
);
