import { fapi as routes } from '..';
import type { FapiSchemas } from './endpoint';
import { accountOrders, addresses, paymentInstruments, profile } from './account';
import { auth, lookup, password, signUp } from './auth';
import { cart } from './cart';
import { checkout } from './checkout';
import { components } from './components';
import { analytics, decisions } from './decisions';
import { eventRegistration } from './event-registration';
import { location } from './location';
import { loyalty } from './loyalty';
import { pages } from './pages';
import { health, messages, serverTime } from './server';
import { session } from './session';
import { inStore } from './in-store';
import { sizeChart } from './size-chart';
import { orders, support } from './support';
import { newsletter, subscriptions } from './subscriptions';
import { accountTest, authTest, cartTest, giftCardTest, ledgerTest, ordersTest, rewardCardTest, ugcTest, visitorTest } from './test';

export * from './endpoint';

/** Every table of the routes half, each of its routes with its schemas: what the catalogue must be. */
export type FapiCatalogue = { readonly [Table in keyof typeof routes]: { readonly [Name in keyof (typeof routes)[Table]]: FapiSchemas } };

/**
 * The first-party catalogue with its schemas, keyed like `shared/fapi`'s `fapi`: the worker
 * registers a route and checks its input from one entry, and the tests check its answers. Every
 * table of routes must be here with its schemas, or this does not compile.
 */
export const fapi = {
  serverTime,
  health,
  session,
  messages,
  location,
  components,
  pages,
  sizeChart,
  cart,
  checkout,
  auth,
  signUp,
  lookup,
  password,
  profile,
  addresses,
  paymentInstruments,
  accountOrders,
  newsletter,
  subscriptions,
  orders,
  support,
  eventRegistration,
  loyalty,
  analytics,
  decisions,
  inStore,
  visitorTest,
  cartTest,
  ordersTest,
  giftCardTest,
  ugcTest,
  ledgerTest,
  rewardCardTest,
  authTest,
  accountTest,
} as const satisfies FapiCatalogue;

