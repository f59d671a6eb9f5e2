/*
 * Checkout through the shopper's session: the basket is always the session's own, every call goes
 * upstream with the shopper's token, and no amount ever comes from the browser. Each change
 * answers the whole checkout state, read again, so the page shows what the backend holds. Every
 * call takes the request's plain inputs; the routes and the page loaders reach the checkout here.
 */
export type { CheckoutFailure, Outcome } from './outcome';
export { readCheckout } from './checkout-state';
export { setBillingAddress, setShippingAddress, setShippingMethod } from './shipping-and-billing';
export { setPickupContact } from './pickup-contact';
export { chooseCollectionPoint, collectionPoints } from './collection-points';
export { addPaymentInstrument, paymentSession, removePaymentInstrument } from './payment';
export { klarnaSession, paypalApproval } from './approvals';
export { giftCardBalance } from './gift-card-balance';
export { oneGiftCardRefusal } from './gift-card-refusal';
export { alreadyPlaced } from './already-placed';
export { confirmedOrder, finishChallenge, placeOrder, type PlaceOrderInput } from './order';
export { expressAvailability, expressCheckout } from './express-checkout';
export { shopperContact } from './shopper-contact';
