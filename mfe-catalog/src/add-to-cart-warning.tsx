/**
 * Exposed as 'catalog/add-to-cart-warning': the 'Dear customer' confirmation for the editor (and the
 * package-create screen) to mount inside their ShopProviders. Usage:
 *   const { AddToCartWarning, needsAddToCartWarning } = await loadRemote('catalog/add-to-cart-warning');
 *   if (needsAddToCartWarning(template.addToCartWarningEnabled)) open it; else go to the buy view.
 *   <AddToCartWarning open={open} onConfirm={toBuyView} onCheck={() => setOpen(false)} />
 */
import './register-texts';

export { AddToCartWarning, type AddToCartWarningProps, addToCartWarningShown, needsAddToCartWarning } from './features/warning';
export { AddToCartWarning as default } from './features/warning';
