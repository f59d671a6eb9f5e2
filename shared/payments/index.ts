/*
 * Payments: the methods a basket may be paid with (one descriptor each, and the fields adding one
 * sends) and what a card number looks like. The schemas of the requests that add an instrument are
 * built from those fields beside the checkout's schemas (`shared/payments/schemas/payment-fields.ts`).
 */
export { PAYMENT_BODIES, PAYMENT_METHOD_IDS, PAYMENT_METHODS, REMAINDER_METHOD_IDS, paysTheRest, type ApprovalMethodId, type BodyFieldKind, type BodyFields, type PaymentMethod, type PaymentMethodId, type PerPaymentMethod } from './methods';
export { CARD_BRANDS, MAX_EXPIRY_YEARS_AHEAD, cardBrand, containsCardNumber, holdsCardNumber, isExpired, passesLuhn, type CardBrand } from './card-number';
