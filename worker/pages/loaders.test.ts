import { describe, expect, it } from 'vitest';
import { PAGE_NAMES } from '../../shared/routing';
import { PAGE_LOADERS } from './loaders';
import { loadCheckout } from '../checkout/pages/load-checkout';
import { loadOrderConfirmation } from '../checkout/pages/load-order-confirmation';
import { loadSignIn } from '../account/pages/load-sign-in';
import { loadAccountOrders } from '../account/pages/load-account-orders';
import { loadHelpReturns } from '../content/pages/load-help-returns';
import { loadHelpContactUs } from '../content/pages/load-help-contact-us';

describe('PAGE_LOADERS', () => {
  it('has a loader for every page of the registry and nothing else', () => {
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual([...PAGE_NAMES].sort());
    for (const name of PAGE_NAMES) expect(typeof PAGE_LOADERS[name], name).toBe('function');
  });

  it('gives the checkout and the order confirmation their own loaders: the steps and the order above the CMS page', () => {
    expect(PAGE_LOADERS.checkout).toBe(loadCheckout);
    expect(PAGE_LOADERS['order-confirmation']).toBe(loadOrderConfirmation);
  });

  it('gives the sign-in page its own loader: the form above the CMS page', () => {
    expect(PAGE_LOADERS['sign-in']).toBe(loadSignIn);
  });

  it('gives the order and help pages their own loaders: the shopper’s orders and the forms above the CMS page', () => {
    expect(PAGE_LOADERS['account-orders']).toBe(loadAccountOrders);
    expect(PAGE_LOADERS['help-returns']).toBe(loadHelpReturns);
    expect(PAGE_LOADERS['help-contact-us']).toBe(loadHelpContactUs);
  });
});
