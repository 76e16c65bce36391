import { BrowserRouter } from 'react-router';
import { createLifecycles } from '@shop/first-view/browser';
import './register-texts';
import { CheckoutRoutes } from './routes';

/** What the shell mounts: single-spa lifecycles of the checkout module. */
export const lifecycles = createLifecycles(CheckoutRoutes, { Router: BrowserRouter });
export default lifecycles;
