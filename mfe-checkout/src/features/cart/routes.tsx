import { lazy } from 'react';
import { Route } from 'react-router';
import { routes } from '@shop/contracts/core';
import { CartPage } from './pages/cart-page';

const CartEditPage = lazy(() => import('./pages/cart-edit-page').then((m) => ({ default: m.CartEditPage })));

/** The cart and a line's edit route (a fragment of <Route>s for CheckoutRoutes). */
export const cartRoutes = (
  <>
    <Route path={routes.cart.path} element={<CartPage />} />
    <Route path={routes['cart.edit'].path} element={<CartEditPage />} />
  </>
);
