import { describe, expect, it } from 'vitest';
import { PAGES } from '../../shared/routing';
import { standsWithoutCms } from './cms-outage';

describe('the pages that stand without the CMS', () => {
  it('are the shopper’s own pages and the registry’s task pages, and no other', () => {
    expect(PAGES.filter(standsWithoutCms).map((entry) => entry.name).sort()).toEqual(
      ['account', 'account-addresses', 'account-loyalty', 'account-orders', 'account-payment', 'account-profile', 'associate-login', 'cart', 'checkout', 'favorites', 'forgot-password', 'newsletter-confirm', 'offline', 'order-confirmation', 'sign-in', 'sign-up'].sort(),
    );
  });
});
