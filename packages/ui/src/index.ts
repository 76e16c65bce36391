export * from './chakra';
export { systemForTheme, systemForThemeInSteps } from './theme';
export { fallbackTheme } from './fallback-theme';
export { ShopProviders, PageSpinner, PAGE_SYSTEM } from './providers';
export { Money, useFormatMoney } from './money';
export { useDocumentTitle } from './use-document-title';
export { PageFrame } from './page-frame';
export { AppLink, followLink, goTo, isPlainLeftClick } from './app-link';
export { TextField, type TextFieldProps } from './text-field';
