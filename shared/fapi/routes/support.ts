import { fapiRoutes } from '../route';

/** Tracking an order without an account (rate-limited). */
export const orders = fapiRoutes('/fapi/orders', {
  track: ['POST', '/track'],
});

/** Contact and warranty cases, and the subjects a contact case may have. */
export const support = fapiRoutes('/fapi/support', {
  categories: ['GET', '/categories'],
  contact: ['POST', '/contact'],
  warranty: ['POST', '/warranty'],
});
