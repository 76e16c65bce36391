export { OrdersPage } from './components/orders-page';
export { OrderPage } from './components/order-page';
// an order's status and amount where another page lists orders (a customer's)
export { StatusBadge } from './components/status-badge';
export { useOrderMoney } from './lib/format';
