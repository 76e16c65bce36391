import { registerNamespace } from '@shop/i18n';

/** The editor texts, one chunk per language, loaded when a component first asks for them. */
registerNamespace('editor', (language) => import(/* webpackChunkName: "locale-editor-[request]" */ `@locales/${language}/editor.json`));
