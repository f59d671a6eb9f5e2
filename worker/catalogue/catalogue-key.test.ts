import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VISITOR, type VisitorKind } from '../../shared/decisions/personalisation';
import { catalogueKey, priceGroupOf } from './catalogue-key';

type KeyContext = Parameters<typeof catalogueKey>[0];

const guest: KeyContext = {
  mockGroups: new Set(),
  locale: 'en-us',
  siteParams: { siteId: 'ridgeline-us', channel: 'ECOMM', brand: 'RL', region: 'NA', source: 'ECOM15', clientApp: 'web' },
  visitor: ANONYMOUS_VISITOR,
};
const as = (visitor: Partial<VisitorKind>): KeyContext => ({ ...guest, visitor: { ...ANONYMOUS_VISITOR, ...visitor } });
const QUERY = { categoryId: '10101', sort: 'price-asc', color: ['black', 'navy'], start: 0, count: 48 };

describe('priceGroupOf', () => {
  it('names a class of shopper, never a person', () => {
    expect(priceGroupOf(ANONYMOUS_VISITOR)).toBe('guest');
    expect(priceGroupOf({ loggedIn: true, loyaltyMember: false, roles: [] })).toBe('member');
    expect(priceGroupOf({ loggedIn: true, loyaltyMember: true, roles: ['employee', 'athlete'] })).toBe('loyal.athlete+employee');
  });
});

describe('catalogueKey', () => {
  it('is the same for two guests asking the same thing, facets in any order', () => {
    expect(catalogueKey(guest, '/products/v2/catalog', QUERY)).toBe(catalogueKey(guest, '/products/v2/catalog', { count: 48, start: 0, color: ['black', 'navy'], sort: 'price-asc', categoryId: '10101' }));
  });

  it('differs for every shopper class, channel, mock mode, site and query', () => {
    const variants: KeyContext[] = [
      guest,
      as({ loggedIn: true }),
      as({ loggedIn: true, loyaltyMember: true }),
      as({ loggedIn: true, roles: ['employee'] }),
      as({ roles: ['ipa'] }),
      { ...guest, siteParams: { ...guest.siteParams, channel: 'MAPP' } },
      { ...guest, mockGroups: new Set(['commerce'] as const) },
      { ...guest, locale: 'fr-ca', siteParams: { ...guest.siteParams, siteId: 'ridgeline-ca' } },
    ];
    const keys = new Set(variants.map((ctx) => catalogueKey(ctx, '/products/v2/catalog', QUERY)));
    expect(keys.size).toBe(variants.length);
    expect(catalogueKey(guest, '/products/v2/catalog', { ...QUERY, start: 48 })).not.toBe(catalogueKey(guest, '/products/v2/catalog', QUERY));
  });

  it('ignores what does not change prices: whether the cart is empty', () => {
    expect(catalogueKey(as({ loggedIn: true, cartEmpty: false }), '/x', {})).toBe(catalogueKey(as({ loggedIn: true }), '/x', {}));
  });
});
