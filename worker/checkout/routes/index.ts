export { checkoutRoutes } from './checkout';
export { ordersTest } from './orders-test';
