// The parts of react-i18next the shop uses. The browser builds alias 'react-i18next' here (createConfig), so
// the shared singleton leaves out Trans, IcuTrans and the HOCs: they were 9 KB gzip of the shell's first load
// that every first visit downloaded and ran, and nothing used (decision 0072). A module that needs another
// part adds its export here; react-i18next-used.test.ts fails on an import this file does not export.
export { useTranslation } from 'react-i18next-es/useTranslation.js';
export { I18nextProvider } from 'react-i18next-es/I18nextProvider.js';
export { initReactI18next } from 'react-i18next-es/initReactI18next.js';
