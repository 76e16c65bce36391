export * from './chakra';
export { systemForTheme } from './theme';
export { ShopProviders, PageSpinner, prepareTheme } from './providers';
export { Money } from './money';
export { useDocumentTitle } from './use-document-title';
export { createLifecycles, type Lifecycles, type MountProps } from './mount';
export { TextField, type TextFieldProps } from './text-field';
export { hydrateServerView } from './held-taps';
