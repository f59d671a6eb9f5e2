import { approvedKind } from './approved';

/** PayPal: approved by the shopper on the provider's page, which redirects back to the shop. */
export const paypalKind = approvedKind('PAYPAL', 'PayPal', (body) => body.paypal.token);
