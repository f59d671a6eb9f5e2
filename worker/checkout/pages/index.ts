export { loadCheckout } from './load-checkout';
export { loadOrderConfirmation } from './load-order-confirmation';
