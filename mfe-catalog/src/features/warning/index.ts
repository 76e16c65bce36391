// The 'Dear customer' add-to-cart warning other modules ask for: what the rest of the module may use.
export { AddToCartWarning, type AddToCartWarningProps, addToCartWarningShown, needsAddToCartWarning } from './components/add-to-cart-warning';
