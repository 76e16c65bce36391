import { BrowserRouter } from 'react-router';
import { createLifecycles } from '@shop/first-view/browser';
import './register-texts';
import { StudioApp } from './routes';

/** What the shell mounts on /studio/**: single-spa lifecycles of the studio, its staff frame included (decision 0084). */
export const lifecycles = createLifecycles(StudioApp, { Router: BrowserRouter });
export default lifecycles;
