export { cartCount, readCart } from './cart-service';
export type { CartOutcome } from './cart-service';
export { cartSession } from './cart-session';
export { cartSettings, savedForLaterPageSize } from './cart-settings';
