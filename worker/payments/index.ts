/*
 * Payments in the worker: the backend call that adds each payment method's instrument at checkout,
 * the shopper's saved payment methods, and the provider's pages (hosted card fields, challenge,
 * Klarna, PayPal).
 */
export * from './instrument-bodies';
export * from './payment-methods';
export * from './hosted-fields';
