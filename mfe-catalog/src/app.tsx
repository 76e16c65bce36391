import { BrowserRouter } from 'react-router';
import { createLifecycles } from '@shop/first-view/browser';
import './register-texts';
import { CatalogRoutes } from './routes';

/** What the shell mounts: single-spa lifecycles of the catalogue module. */
export const lifecycles = createLifecycles(CatalogRoutes, { Router: BrowserRouter });
export default lifecycles;
