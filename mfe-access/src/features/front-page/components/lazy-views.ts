import { lazy } from 'react';

// The views after the first screen load on demand (the sign-in and register views: the auth feature's own lazy views).
export { LazyLoginOrRegisterFlow as LoginOrRegisterFlow, LazySignInView as SignInView, preloadLoginOrRegister } from '../../auth';
// A signed-in customer's view (add another set) is not needed by a visitor's first screen.
export const SignedInView = lazy(() => import('./signed-in-view').then((m) => ({ default: m.SignedInView })));
export const NoCodeDialog = lazy(() => import('./no-code-dialog').then((m) => ({ default: m.NoCodeDialog })));
