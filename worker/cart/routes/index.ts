export { cartTest } from './cart-test';
export { cartRoutes } from './cart';
