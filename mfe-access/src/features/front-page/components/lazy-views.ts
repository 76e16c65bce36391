import { lazy } from 'react';

// The views after the first screen load on demand; the flow starts loading as soon as a code is sent.
const loadFlow = () => import('../../auth');
const loadSignIn = () => import('../../auth');

export const LoginOrRegisterFlow = lazy(() => loadFlow().then((m) => ({ default: m.LoginOrRegisterFlow })));
export const SignInView = lazy(() => loadSignIn().then((m) => ({ default: m.SignInView })));
// A signed-in customer's view (add another set) is not needed by a visitor's first screen.
export const SignedInView = lazy(() => import('./signed-in-view').then((m) => ({ default: m.SignedInView })));
export const NoCodeDialog = lazy(() => import('./no-code-dialog').then((m) => ({ default: m.NoCodeDialog })));

export function preloadLoginOrRegister(): void {
  void loadFlow().catch(() => undefined);
}
