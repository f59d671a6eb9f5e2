import { route, routes } from '../route';

/**
 * The payment provider's hosted card fields. The browser loads its page in a frame on the
 * provider's own origin, and the frame's script sends the card there to be tokenised, so a card
 * number never passes through the storefront; the commerce backend redeems the token itself.
 * None of these is ever called by the worker on a shopper's behalf.
 */
export const payments = routes('payments', {
  hostedFields: route('GET', '/v1/hosted-fields', { group: 'payments' }),
  hostedFieldsScript: route('GET', '/v1/hosted-fields.js', { group: 'payments' }),
  tokenise: route('POST', '/v1/tokens', { group: 'payments' }),
  /** The card issuer's 3-D Secure challenge page (`?order=&origin=`), framed by the checkout page. */
  challenge: route('GET', '/v1/challenge', { group: 'payments' }),
  /** Klarna's authorisation page (`?session=&origin=&lang=`), framed by the checkout page, and the token its script asks for. */
  klarnaAuthorize: route('GET', '/v1/klarna/authorize', { group: 'payments' }),
  klarnaAuthorizations: route('POST', '/v1/klarna/authorizations', { group: 'payments' }),
  /** PayPal's approval page (`?session=&return=&lang=`), a whole page the shop redirects to, and its form's answer. */
  paypalApprove: route('GET', '/v1/paypal/approve', { group: 'payments' }),
  paypalDecision: route('POST', '/v1/paypal/approve', { group: 'payments' }),
});
