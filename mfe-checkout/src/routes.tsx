import { Routes } from 'react-router';
import { cartRoutes } from './features/cart';
import { checkoutRoutes } from './features/checkout';
import { orderRoutes } from './features/orders';
import { retouchRoutes } from './features/retouch';

/**
 * The checkout module's routes (route table in @shop/contracts): the shopping cart and a cart line's
 * edit route (which sends the line to the screen that changes it), the retouch options, the checkout
 * steps and the payment handover, the receipt and the order history. The shell mounts the module only
 * on these paths.
 */
export function CheckoutRoutes() {
  return (
    <Routes>
      {cartRoutes}
      {retouchRoutes}
      {checkoutRoutes}
      {orderRoutes}
    </Routes>
  );
}
