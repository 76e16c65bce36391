import { Route, Routes } from 'react-router';
import { NotAvailablePage } from './lib/not-available-page';
import { cartRoutes } from './features/cart/routes';
import { retouchRoutes } from './features/retouch/routes';

/**
 * The checkout module's routes (route table in @shop/contracts): the shopping cart, a cart line's edit
 * route (which sends the line to the screen that changes it) and the retouch options.
 */
export function CheckoutRoutes() {
  return (
    <Routes>
      {cartRoutes}
      {retouchRoutes}
      {/* The module's other routes in the table (checkout steps, receipt, payment, orders) come later. */}
      <Route path="*" element={<NotAvailablePage />} />
    </Routes>
  );
}
