/*
 * Payments: the methods a basket may be paid with (one descriptor each) and what a card number looks
 * like. The schemas of the requests that add an instrument stay with the checkout's schemas.
 */
export { PAYMENT_METHOD_IDS, PAYMENT_METHODS, REMAINDER_METHOD_IDS, paysTheRest, type PaymentMethod, type PaymentMethodId, type PerPaymentMethod } from './methods';
export { CARD_BRANDS, MAX_EXPIRY_YEARS_AHEAD, cardBrand, containsCardNumber, holdsCardNumber, isExpired, passesLuhn, type CardBrand } from './card-number';
