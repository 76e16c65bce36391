import { lazy } from 'react';
import { Route } from 'react-router';
import { routerPath, routes } from '@shop/contracts/core';

const ReceiptPage = lazy(() => import('./pages/receipt-page').then((m) => ({ default: m.ReceiptPage })));
const OrdersPage = lazy(() => import('./pages/orders-page').then((m) => ({ default: m.OrdersPage })));

/** The receipt and the order history (a fragment of <Route>s for CheckoutRoutes). */
export const orderRoutes = (
  <>
    <Route path={routes.receipt.path} element={<ReceiptPage />} />
    <Route path={routerPath('myaccount.orders')} element={<OrdersPage />} />
  </>
);
