import { BrowserRouter } from 'react-router';
import { createLifecycles } from '@shop/ui';
import './register-texts';
import { AccountRoutes } from './routes';

/** What the shell mounts: single-spa lifecycles of the account module. */
export const lifecycles = createLifecycles(AccountRoutes, { Router: BrowserRouter });
export default lifecycles;
