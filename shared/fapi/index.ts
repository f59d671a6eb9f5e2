import * as account from './routes/account';
import * as auth from './routes/auth';
import { cart } from './routes/cart';
import { checkout } from './routes/checkout';
import { decisions } from './routes/decisions';
import { eventRegistration } from './routes/event-registration';
import { analytics } from './routes/analytics';
import { components } from './routes/components';
import { location } from './routes/location';
import { loyalty } from './routes/loyalty';
import { pages } from './routes/pages';
import * as server from './routes/server';
import { session } from './routes/session';
import { inStore } from './routes/in-store';
import { sizeChart } from './routes/size-chart';
import * as support from './routes/support';
import * as subscriptionRoutes from './routes/subscriptions';
import * as test from './routes/test';
import type { FapiRoute } from './route';

export * from './route';

/**
 * Every first-party route, by the worker module that serves it (`fapi.cart.addItem`). The worker
 * registers each route from its entry, the browser builds each call from one (`client/api`), and
 * the tests name routes through it, so a first-party path is written once. The browser imports
 * an area (`shared/fapi/routes/<area>`) rather than this, so a page carries only what it calls.
 */
export const fapi = { ...server, session, location, components, pages, sizeChart, cart, checkout, ...auth, ...account, ...subscriptionRoutes, ...support, eventRegistration, loyalty, analytics, decisions, inStore, ...test } as const;

/** Every entry with its dotted name (`cart.addItem`), for walking the catalogue. */
export function fapiEntries(): { name: string; entry: FapiRoute }[] {
  return Object.entries(fapi).flatMap(([table, entries]) => Object.entries(entries as Record<string, FapiRoute>).map(([name, entry]) => ({ name: `${table}.${name}`, entry })));
}
