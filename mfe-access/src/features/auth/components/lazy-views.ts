import { lazy } from 'react';

// The front page's views after its first screen, each its own chunk, loaded on demand; the flow starts loading
// as soon as a code is sent. Each import names its file, so the chunk is that view alone, not the whole feature
// (docs/decisions/0092: through the index, /enter-code loaded every view and Chakra's whole overlay set).
const loadFlow = () => import('./login-or-register-flow');

export const LazyLoginOrRegisterFlow = lazy(() => loadFlow().then((m) => ({ default: m.LoginOrRegisterFlow })));
export const LazySignInView = lazy(() => import('./sign-in-view').then((m) => ({ default: m.SignInView })));

export function preloadLoginOrRegister(): void {
  void loadFlow().catch(() => undefined);
}
