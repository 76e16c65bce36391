import { BrowserRouter } from 'react-router';
import { createLifecycles } from '@shop/ui';
import './register-texts';
import { AccountRoutes } from './routes';
import { PictureSetSelectorHost } from './features/picture-sets/components/picture-set-selector';

/** The module's root: its routes, and the picture-set selector that other modules open over the bus. */
function AccountApp() {
  return (
    <>
      <AccountRoutes />
      <PictureSetSelectorHost />
    </>
  );
}

/** What the shell mounts: single-spa lifecycles of the account module. */
export const lifecycles = createLifecycles(AccountApp, { Router: BrowserRouter });
export default lifecycles;
