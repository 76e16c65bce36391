import { lazy } from 'react';
import { Route } from 'react-router';
import { routes } from '@shop/contracts/core';

// the steps bring the forms (react-hook-form, the checkout contracts): a chunk of their own, not the cart's first load
const CheckoutStepsPage = lazy(() => import('./pages/checkout-steps-page').then((m) => ({ default: m.CheckoutStepsPage })));
const PaymentPage = lazy(() => import('./pages/payment-page').then((m) => ({ default: m.PaymentPage })));

/** The checkout steps and the payment handover (a fragment of <Route>s for CheckoutRoutes). */
export const checkoutRoutes = (
  <>
    <Route path={routes.checkout.path} element={<CheckoutStepsPage />} />
    <Route path={routes.payment.path} element={<PaymentPage />} />
  </>
);
