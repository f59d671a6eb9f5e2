import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../env';
import { visitorAttributes } from './request';

const ctx = { site: { siteId: 'us' }, visitor: { loggedIn: true, loyaltyMember: true, cartEmpty: false, roles: [] } } as unknown as RequestContext;
const APP = 'Mozilla/5.0 RidgelineApp/3.4.1';

describe('visitorAttributes', () => {
  it('without targeting consent sends only non-personal attributes', () => {
    expect(visitorAttributes(ctx, { pageType: 'home' }, APP, 'DE', false)).toEqual({ siteId: 'us', pageType: 'home', appVersion: '3.4.1' });
    expect(visitorAttributes(ctx, { pageType: 'search' }, 'Mozilla/5.0', 'DE', false)).toEqual({ siteId: 'us', pageType: 'search' });
  });

  it('names the page as audiences know it, by the specification’s page type', () => {
    expect(visitorAttributes(ctx, { pageType: 'product' }, 'Mozilla/5.0', 'DE', false).pageType).toBe('pdp');
    expect(visitorAttributes(ctx, { pageType: 'category' }, 'Mozilla/5.0', 'DE', false).pageType).toBe('plp');
    expect(visitorAttributes(ctx, { pageType: 'account-orders' }, 'Mozilla/5.0', 'DE', false).pageType).toBe('account');
  });

  it('with targeting consent adds country and visitor kind', () => {
    expect(visitorAttributes(ctx, { pageType: 'home' }, APP, 'DE', true)).toEqual({ siteId: 'us', pageType: 'home', appVersion: '3.4.1', country: 'DE', loggedIn: true, loyaltyMember: true });
    expect(visitorAttributes(ctx, { pageType: 'home' }, APP, 'not a country', true)).not.toHaveProperty('country');
  });
});
