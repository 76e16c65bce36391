import { lazy } from 'react';
import { Route } from 'react-router';
import { routes } from '@shop/contracts/core';

const RetouchPage = lazy(() => import('./components/retouch-page').then((m) => ({ default: m.RetouchPage })));

/** The retouch options (a fragment of <Route>s for CheckoutRoutes). */
export const retouchRoutes = <Route path={routes['cart.retouch'].path} element={<RetouchPage />} />;
