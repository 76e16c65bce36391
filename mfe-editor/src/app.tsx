import { BrowserRouter } from 'react-router';
import { createLifecycles } from '@shop/first-view/browser';
import './register-texts';
import { EditorRoutes } from './routes';

/** What the shell mounts: single-spa lifecycles of the editor module (konva loads with the editor page only). */
export const lifecycles = createLifecycles(EditorRoutes, { Router: BrowserRouter });
export default lifecycles;
