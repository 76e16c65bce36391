import { lazy } from 'react';
import { BrowserRouter, Route, Routes, useInRouterContext } from 'react-router';
import { routerPath } from '@shop/contracts';
import { FrontPage } from './features/front-page/components/front-page';

const ResetPasswordPage = lazy(() => import('./features/reset-password/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));

const FRONT_PAGE_ROUTES = ['home', 'enter-code', 'add-picture-set', 'login'] as const;

export function AccessRoutes() {
  return (
    <Routes>
      {FRONT_PAGE_ROUTES.map((name) => (
        <Route key={name} path={routerPath(name)} element={<FrontPage />} />
      ))}
      <Route path={routerPath('reset-password')} element={<ResetPasswordPage />} />
    </Routes>
  );
}

/**
 * The module's root. The router normally comes from @shop/ui/mount; should that shared module have
 * been built against another copy of react-router (react-router is not among the shared singletons),
 * its context is invisible here, and the module brings its own router instead of failing.
 */
export function AccessApp() {
  const inRouter = useInRouterContext();
  return inRouter ? (
    <AccessRoutes />
  ) : (
    <BrowserRouter>
      <AccessRoutes />
    </BrowserRouter>
  );
}
