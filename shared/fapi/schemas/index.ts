import { fapi as routes } from '..';
import { checkout } from './checkout';
import { components } from './components';
import { analytics, decisions } from './decisions';
import { location } from './location';
import { pages } from './pages';
import { messages, serverTime } from './server';
import { sizeChart } from './size-chart';
import { orders, support } from './support';
import { authTest, cartTest, giftCardTest, ledgerTest, ordersTest, rewardCardTest, ugcTest, visitorTest } from './test';

export * from './endpoint';

/**
 * The first-party catalogue with its schemas, keyed like `shared/fapi`'s `fapi`: the worker
 * registers a route and checks its input from one entry, and the tests check its answers. The
 * tables still without schemas (the cart's, the account's, signing in and the session, whose
 * inputs live in their route modules for now) are their routes alone; `PENDING_SCHEMAS` names them.
 */
export const fapi = {
  ...routes,
  serverTime,
  messages,
  location,
  components,
  pages,
  sizeChart,
  checkout,
  orders,
  support,
  analytics,
  decisions,
  visitorTest,
  cartTest,
  ordersTest,
  giftCardTest,
  ugcTest,
  ledgerTest,
  rewardCardTest,
  authTest,
} as const;

/** The tables whose schemas are not in the catalogue yet. */
export const PENDING_SCHEMAS = ['session', 'cart', 'auth', 'signUp', 'lookup', 'password', 'profile', 'addresses', 'paymentInstruments', 'accountOrders', 'accountTest'] as const satisfies readonly (keyof typeof routes)[];
