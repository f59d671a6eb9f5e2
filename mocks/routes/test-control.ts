import type { IRequest } from 'itty-router';
import type { Env } from '../env';
import { notFound, type MockRouter } from '../http';
import { registerAccountTestControls } from '../account/routes';
import { registerAuthTestControls } from '../auth/routes';
import { registerCartTestControls } from '../cart/routes';
import { registerCatalogueTestControls } from '../catalogue/routes';
import { registerCheckoutTestControls } from '../checkout/routes';
import { registerPaymentTestControls } from '../payments/routes';
import { registerLoyaltyTestControls } from '../loyalty/routes';

/*
 * Test controls: what a test needs to arrange and no real backend offers (ageing a basket, a token
 * or a reset link, handing a basket to another consumer, a failure the next place order meets,
 * accounts, cards and stock of a test's own, reading what the mocks charged or "sent"). Each home
 * keeps its own beside its routes; this module puts them all behind one guard, and like the entry
 * it assembles from every home. Outside the API catalogue, so the storefront's proxy never
 * forwards them, and answered only when the mocks run with MOCKS_TEST_CONTROL=on (the worker tests
 * set it); otherwise these paths do not exist.
 */

export function registerTestControlRoutes(router: MockRouter): void {
  // The guard comes first, so with the controls off no control ever runs.
  router.all('/__test/*', (request: IRequest, env: Env) => (env.MOCKS_TEST_CONTROL === 'on' ? undefined : notFound(request)));
  registerCartTestControls(router);
  registerCheckoutTestControls(router);
  registerAuthTestControls(router);
  registerAccountTestControls(router);
  registerPaymentTestControls(router);
  registerCatalogueTestControls(router);
  registerLoyaltyTestControls(router);
}
