import { Routes } from 'react-router';
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
    </Routes>
  );
}
