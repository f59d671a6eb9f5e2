/*
 * The basket in the browser: its actions and client, and the parts of it that the checkout, the
 * payment panels and the content blocks show.
 */
export { LineSummary, money } from './CartParts';
export { CouponForm } from './CouponForm';
export { ExpressButton } from './ExpressButton';
export { GiftOptionEntry } from './GiftOptionEntry';
export { LineStock } from './LineStock';
export { OrderSummary } from './OrderSummary';
export { SavedForLater } from './SavedForLater';
export { forgetRememberedCart, loadCart } from './cart-actions';
export { cartCall } from './cart-client';
export { keepFocus, moveFocus } from './focus-after';
export { lineLimit } from './line-limit';
