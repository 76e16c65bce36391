import { BrowserRouter } from 'react-router';
import { createLifecycles } from '@shop/first-view/browser';
import './register-texts';
import { AccountRoutes } from './routes';

/**
 * The module's root: its routes. The picture-set selector is exposed ('account/picture-set-selector');
 * the shell opens it when any page asks with 'pictureset:select-requested'.
 */
function AccountApp() {
  return <AccountRoutes />;
}

/** What the shell mounts: single-spa lifecycles of the account module. */
export const lifecycles = createLifecycles(AccountApp, { Router: BrowserRouter });
export default lifecycles;
