import { registerNamespace } from '@shop/i18n';

/** The studio's texts, one chunk per language, loaded when a component first asks for them. */
registerNamespace('studio', (language) => import(/* webpackChunkName: "locale-studio-[request]" */ `@locales/${language}/studio.json`));
