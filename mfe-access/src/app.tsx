import { BrowserRouter } from 'react-router';
import { createLifecycles } from '@shop/first-view/browser';
import './register-texts';
import { AccessApp } from './routes';

/** What the shell mounts: single-spa lifecycles of the access module. */
export const lifecycles = createLifecycles(AccessApp, { Router: BrowserRouter });
export default lifecycles;
