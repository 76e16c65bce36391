import { createLifecycles } from '@shop/ui/mount';
import './register-texts';
import { AccessApp } from './routes';

/** What the shell mounts: single-spa lifecycles of the access module. */
export const lifecycles = createLifecycles(AccessApp);
export default lifecycles;
