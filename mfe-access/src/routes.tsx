import { Route, Routes } from 'react-router';
import { routerPath } from '@shop/contracts/core';
import { lazy } from 'react';
import { FrontPage } from './features/front-page';

const AddPictureSetPage = lazy(() => import('./features/add-picture-set').then((m) => ({ default: m.AddPictureSetPage })));
const ResetPasswordPage = lazy(() => import('./features/reset-password').then((m) => ({ default: m.ResetPasswordPage })));

const FRONT_PAGE_ROUTES = ['home', 'enter-code', 'add-picture-set', 'login'] as const;

/** The module's pages; the router around them comes from app.tsx (BrowserRouter) or a test (MemoryRouter). */
export function AccessApp() {
  return (
    <Routes>
      {FRONT_PAGE_ROUTES.map((name) => (
        <Route key={name} path={routerPath(name)} element={<FrontPage />} />
      ))}
      <Route path={routerPath('reset-password')} element={<ResetPasswordPage />} />
      <Route path={routerPath('myaccount.add-picture-set')} element={<AddPictureSetPage />} />
    </Routes>
  );
}
