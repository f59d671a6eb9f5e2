import { fapiRoutes } from '../route';

/*
 * Development and test hooks: each answers only where the worker runs against the mocks or in
 * development, and is a plain 404 everywhere else.
 */

export const visitorTest = fapiRoutes('/fapi/test/visitor', { read: ['GET', '/'] });
export const cartTest = fapiRoutes('/fapi/test/cart', { age: ['POST', '/age'], reassign: ['POST', '/reassign'], fault: ['POST', '/fault'] });
export const ordersTest = fapiRoutes('/fapi/test/orders', { create: ['POST', '/'] });
export const giftCardTest = fapiRoutes('/fapi/test/giftcards', { create: ['POST', '/'] });
export const ugcTest = fapiRoutes('/fapi/test/ugc', { approve: ['POST', '/approve'] });
export const ledgerTest = fapiRoutes('/fapi/test/ledger', { read: ['GET', '/'] });
export const rewardCardTest = fapiRoutes('/fapi/test/reward-cards', { create: ['POST', '/'] });
export const accountTest = fapiRoutes('/fapi/test/account', { outbox: ['GET', '/outbox'], prefillLink: ['POST', '/prefill-link'], create: ['POST', '/'] });
export const authTest = fapiRoutes('/fapi/test/auth', { unlock: ['POST', '/unlock'] });
