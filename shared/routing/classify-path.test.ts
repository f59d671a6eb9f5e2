import { describe, expect, it } from 'vitest';
import {
  LOCALE_SEGMENT,
  categoryPath,
  classifyPath,
  isErrorDescription,
  productPath,
  type PageName,
} from './index';

describe('classifyPath', () => {
  describe('page type', () => {
    it.each<[string, PageName]>([
      ['/en-us/p/odin-jacket-AB123456', 'product'],
      ['/en-us/c/mens-jackets-12345', 'category'],
      ['/en-us/cart', 'cart'],
      ['/en-us/account', 'account'],
      ['/en-us/account/orders', 'account-orders'],
      ['/en-us/account/orders/123', 'account-orders'],
      ['/en-us/search', 'search'],
      ['/en-us/search/tents', 'search'],
      ['/en-us/searchhub', 'search-hub'],
      ['/en-us/explore/searchhub', 'search-hub'],
      ['/en-us/search/searchhub', 'search-hub'],
      ['/en-us', 'home'],
      ['/en-us/order-confirmation', 'order-confirmation'],
      ['/en-us/checkout', 'checkout'],
      ['/en-us/checkout/shipping', 'checkout'],
      ['/en-us/help/contact-us', 'help-contact-us'],
      ['/en-us/help/returns/how-to-return', 'help-returns'],
      ['/en-us/help/shipping', 'content'],
      ['/en-us/cartography', 'content'],
      ['/en-us/searching', 'content'],
      ['/en-us/P/odin-jacket-AB123456', 'content'],
      ['/en-us/account/profile', 'account-profile'],
      ['/en-us/account/addresses', 'account-addresses'],
      ['/en-us/account/payment', 'account-payment'],
      ['/en-us/account/loyalty', 'account-loyalty'],
      ['/en-us/account/anything-else', 'account'],
      ['/en-us/favorites', 'favorites'],
      ['/en-us/sign-in', 'sign-in'],
      ['/en-us/sign-up', 'sign-up'],
      ['/en-us/sign-up-modal', 'content'],
    ])('classifies %s as %s', (path, pageType) => {
      expect(classifyPath(path).pageType).toBe(pageType);
    });

    it('treats / without a locale as other, not home', () => {
      expect(classifyPath('/')).toEqual({ pageType: 'content', locale: null });
    });

    it('treats the empty string as other', () => {
      expect(classifyPath('')).toEqual({ pageType: 'content', locale: null });
    });

    it('classifies locale-less paths by their first segment', () => {
      expect(classifyPath('/cart')).toEqual({ pageType: 'cart', locale: null });
      expect(classifyPath('/account/orders').pageType).toBe('account-orders');
      expect(classifyPath('/searchhub').pageType).toBe('search-hub');
    });

    it('lets a section segment win over a searchhub slug (section checks come first)', () => {
      expect(classifyPath('/en-us/p/searchhub-tee-AB123456').pageType).toBe('product');
    });
  });

  describe('locale (the first segment)', () => {
    it('returns the first segment when it is xx-xx lowercase', () => {
      expect(classifyPath('/fr-ca/cart').locale).toBe('fr-ca');
    });

    it.each(['/EN-US/cart', '/en-US/cart', '/eng-us/cart', '/en_us/cart', '/e1-us/cart'])(
      'returns null for the non-locale first segment in %s',
      (path) => {
        expect(classifyPath(path).locale).toBeNull();
      },
    );

    it('treats an uppercase locale as an ordinary segment (the worker redirects), so /EN-US is other', () => {
      expect(classifyPath('/EN-US')).toEqual({ pageType: 'content', locale: null });
      expect(classifyPath('/EN-US/c/mens-jackets-12345')).toEqual({ pageType: 'content', locale: null });
    });

    it('exposes LOCALE_SEGMENT as the lowercase xx-xx test', () => {
      expect(LOCALE_SEGMENT.test('nb-no')).toBe(true);
      expect(LOCALE_SEGMENT.test('NB-NO')).toBe(false);
    });
  });

  describe('path normalisation', () => {
    it.each([
      ['/en-us/c/mens-jackets-12345?sort=price-asc'],
      ['/en-us/c/mens-jackets-12345#reviews'],
      ['/en-us/c/mens-jackets-12345/'],
      ['//en-us//c//mens-jackets-12345//'],
      ['/en-us/c/mens-jackets-12345/?sort=price-asc#top'],
      ['en-us/c/mens-jackets-12345'],
    ])('parses %s like the clean category path', (path) => {
      expect(classifyPath(path)).toEqual({
        pageType: 'category',
        locale: 'en-us',
        categoryId: '12345',
        categorySegments: ['mens-jackets'],
      });
    });

    it('ignores a query string that mentions searchhub', () => {
      expect(classifyPath('/en-us/search?q=searchhub').pageType).toBe('search');
    });

    it('treats /en-us/ and /en-us?x=1 as home', () => {
      expect(classifyPath('/en-us/')).toEqual({ pageType: 'home', locale: 'en-us' });
      expect(classifyPath('/en-us?x=1#y').pageType).toBe('home');
    });

    it('percent-decodes segments', () => {
      expect(classifyPath('/en-us/c/m%C3%A4nner-12345').categorySegments).toEqual(['männer']);
    });

    it('keeps a malformed escape as typed instead of throwing', () => {
      expect(classifyPath('/en-us/%E0%A4%A').pageType).toBe('content');
    });
  });

  describe('category', () => {
    it.each([
      ['/en-us/c/mens-jackets-1234', '1234', ['mens-jackets']],
      ['/en-us/c/mens-jackets-12345', '12345', ['mens-jackets']],
      ['/en-us/c/mens-jackets-1234567', '1234567', ['mens-jackets']],
      ['/en-us/c/x-1234567890', '4567890', ['x']],
      ['/en-us/c/x-12345678', '2345678', ['x']],
      ['/en-us/c/mens/jackets-12345', '12345', ['mens', 'jackets']],
      ['/en-us/c/mens-2024-12345', '12345', ['mens-2024']],
      ['/en-us/c/mens-jackets-c12345', '12345', ['mens-jackets']],
      ['/en-us/c/mens-jackets-c1234', '1234', ['mens-jackets']],
      ['/en-us/c/mens-jackets-c123456', '123456', ['mens-jackets']],
      ['/en-us/c/mens/jackets-c12345', '12345', ['mens', 'jackets']],
    ])('parses %s to id %s', (path, categoryId, segments) => {
      const result = classifyPath(path);
      expect(result.categoryId).toBe(categoryId);
      expect(result.categorySegments).toEqual(segments);
    });

    it('splits a hyphenated slug only into path segments, not words', () => {
      // Strips the numeric suffix; hyphens inside a segment are kept.
      expect(classifyPath('/en-us/c/mens-jackets-12345').categorySegments).toEqual(['mens-jackets']);
    });

    it.each([
      ['3 digits', '/en-us/c/mens-123'],
      ['11 digits', '/en-us/c/mens-12345678901'],
      ['7 digits in the alternate', '/en-us/c/mens-jackets-c1234567'],
      ['3 digits in the alternate', '/en-us/c/mens-jackets-c123'],
      ['no slug', '/en-us/c/12345'],
      ['empty slug', '/en-us/c/-12345'],
      ['letters in the number', '/en-us/c/mens-12a45'],
      ['no segment after /c/', '/en-us/c'],
      ['no locale (the pattern starts /{language}-{region}/)', '/c/mens-jackets-12345'],
    ])('gives no categoryId for a near miss: %s', (_label, path) => {
      const result = classifyPath(path);
      expect(result.pageType).toBe('category');
      expect(result.categoryId).toBeUndefined();
      expect(result.categorySegments).toBeUndefined();
    });
  });

  describe('product', () => {
    it.each([
      ['8 chars: style only', '/en-us/p/odin-jacket-AB123456', 'AB123456', undefined],
      ['9 chars: whole code', '/en-us/p/odin-jacket-AB1234567', 'AB1234567', undefined],
      ['10 chars: whole code', '/en-us/p/odin-jacket-AB12345678', 'AB12345678', undefined],
      ['11 chars: style + colour', '/en-us/p/odin-jacket-AB123456XYZ', 'AB123456', 'XYZ'],
      ['all letters', '/en-us/p/odin-ABCDEFGH', 'ABCDEFGH', undefined],
      ['alternate -p, 8 chars', '/en-us/p/odin-jacket-pAB123456', 'AB123456', undefined],
      ['alternate -p, 11 chars', '/en-us/p/odin-jacket-pAB123456001', 'AB123456', '001'],
      ['nested slug segment', '/en-us/p/mens/odin-jacket-AB123456', 'AB123456', undefined],
      ['with query and hash', '/en-us/p/odin-jacket-AB123456XYZ?size=m#reviews', 'AB123456', 'XYZ'],
    ])('parses %s', (_label, path, productCode, colorCode) => {
      const result = classifyPath(path);
      expect(result.pageType).toBe('product');
      expect(result.productCode).toBe(productCode);
      expect(result.colorCode).toBe(colorCode);
    });

    it('returns exactly pageType, locale and productCode for an 8-character code', () => {
      expect(classifyPath('/en-us/p/odin-jacket-AB123456')).toEqual({
        pageType: 'product',
        locale: 'en-us',
        productCode: 'AB123456',
      });
    });

    it.each([
      ['lowercase code', '/en-us/p/odin-jacket-ab123456'],
      ['12 characters', '/en-us/p/odin-jacket-AB1234567890'],
      ['7 characters', '/en-us/p/odin-jacket-AB12345'],
      ['code starting with a digit', '/en-us/p/odin-jacket-1B123456'],
      ['only one leading capital', '/en-us/p/odin-jacket-A1234567'],
      ['missing slug (the pattern requires {slug}-)', '/en-us/p/AB123456'],
      ['empty slug', '/en-us/p/-AB123456'],
      ['alternate with lowercase code', '/en-us/p/odin-jacket-pab123456'],
      ['alternate with 7 characters', '/en-us/p/odin-jacket-pAB12345'],
      ['no segment after /p/', '/en-us/p'],
      ['no locale (the pattern starts /{language}-{region}/)', '/p/odin-jacket-AB123456'],
    ])('gives no productCode for a near miss: %s', (_label, path) => {
      const result = classifyPath(path);
      expect(result.pageType).toBe('product');
      expect(result.productCode).toBeUndefined();
      expect(result.colorCode).toBeUndefined();
    });
  });

  describe('alternate forms', () => {
    it('resolves an alternate category path to its id and names the main form', () => {
      expect(classifyPath('/en-us/c/mens-jackets-c10101?color=black')).toEqual({
        pageType: 'category',
        locale: 'en-us',
        categoryId: '10101',
        categorySegments: ['mens-jackets'],
        mainPath: '/en-us/c/mens-jackets-10101',
      });
      expect(classifyPath('/fr-ca/c/homme/vestes-c1234').mainPath).toBe('/fr-ca/c/homme/vestes-1234');
    });

    it('resolves an alternate product path to its code and names the main form', () => {
      expect(classifyPath('/en-us/p/some-jacket-pRL1234567')).toEqual({
        pageType: 'product',
        locale: 'en-us',
        productCode: 'RL1234567',
        mainPath: '/en-us/p/some-jacket-RL1234567',
      });
      expect(classifyPath('/en-us/p/odin-jacket-pAB123456001')).toMatchObject({ productCode: 'AB123456', colorCode: '001', mainPath: '/en-us/p/odin-jacket-AB123456001' });
    });

    it('keeps the encoding of the slug in the main form', () => {
      expect(classifyPath('/de-de/c/m%C3%A4nner-c12345').mainPath).toBe('/de-de/c/m%C3%A4nner-12345');
    });

    it('reads an alternate form wherever it stands, not only after /c/ and /p/', () => {
      expect(classifyPath('/en-us/mens-jackets-c10101?sort=new')).toEqual({
        pageType: 'category',
        locale: 'en-us',
        categoryId: '10101',
        categorySegments: ['mens-jackets'],
        mainPath: '/en-us/c/mens-jackets-10101',
      });
      expect(classifyPath('/en-us/mens-scree-softshell-jacket-pJK619948')).toEqual({
        pageType: 'product',
        locale: 'en-us',
        productCode: 'JK619948',
        mainPath: '/en-us/p/mens-scree-softshell-jacket-JK619948',
      });
      expect(classifyPath('/fr-ca/homme/vestes-c1234').mainPath).toBe('/fr-ca/c/homme/vestes-1234');
      expect(classifyPath('/nb-no/herre/odin-pAB123456001')).toMatchObject({ pageType: 'product', productCode: 'AB123456', colorCode: '001', mainPath: '/nb-no/p/herre/odin-AB123456001' });
      expect(classifyPath('/de-de/m%C3%A4nner-c12345').mainPath).toBe('/de-de/c/m%C3%A4nner-12345');
    });

    it.each([
      ['a plain content slug', '/en-us/brand-terms'],
      ['7 digits', '/en-us/mens-jackets-c1234567'],
      ['3 digits', '/en-us/mens-jackets-c123'],
      ['a code that is no product code', '/en-us/odin-p12345678'],
      ['a 7-character code', '/en-us/odin-pAB12345'],
      ['no locale', '/mens-jackets-c10101'],
    ])('leaves other paths alone: %s', (_label, path) => {
      const result = classifyPath(path);
      expect(result.pageType).not.toMatch(/^(category|product)$/);
      expect(result.mainPath).toBeUndefined();
    });

    it('lets a page with a name of its own keep its path', () => {
      expect(classifyPath('/en-us/account/orders/x-c12345').pageType).toBe('account-orders');
      expect(classifyPath('/en-us/search/jackets-c12345').pageType).toBe('search');
    });

    it('names no main form for a path already in it', () => {
      expect(classifyPath('/en-us/c/mens-jackets-10101').mainPath).toBeUndefined();
      expect(classifyPath('/en-us/p/odin-jacket-AB123456').mainPath).toBeUndefined();
    });
  });

  describe('error pages (description says not available)', () => {
    it('returns error regardless of the path, keeping the locale', () => {
      expect(
        classifyPath('/en-us/p/odin-jacket-AB123456', { description: 'Product not available' }),
      ).toEqual({ pageType: 'error', locale: 'en-us' });
      expect(classifyPath('/', { description: 'This page is not available' }).pageType).toBe('error');
    });

    it('keeps the path-derived type when the description is ordinary or absent', () => {
      expect(classifyPath('/en-us/cart', { description: 'Your cart' }).pageType).toBe('cart');
      expect(classifyPath('/en-us/cart', {}).pageType).toBe('cart');
    });
  });
});

describe('isErrorDescription', () => {
  it.each([
    'This page is not available',
    'Product not available',
    'PRODUCT NOT AVAILABLE',
    'This item is no longer available.',
    'Currently unavailable',
    'Unavailable',
    'Cette page n’est pas disponible.',
    "Ce produit n'est plus disponible",
    'Diese Seite ist nicht verfügbar.',
    'Nicht mehr verfügbar',
    'Denne siden er ikke tilgjengelig.',
  ])('is true for %j', (description) => {
    expect(isErrorDescription(description)).toBe(true);
  });

  it.each([undefined, '', 'Available now', 'Waterproof shell jacket', 'Ships when available', 'Disponible en magasin', 'Sofort verfügbar', 'Tilgjengelig i butikk'])(
    'is false for %j',
    (description) => {
      expect(isErrorDescription(description)).toBe(false);
    },
  );
});

describe('path builders', () => {
  it('productPath builds /{locale}/p/{slug}-{code}', () => {
    expect(productPath('en-us', 'odin-jacket', 'AB123456')).toBe('/en-us/p/odin-jacket-AB123456');
  });

  it('categoryPath builds /{locale}/c/{slug}-{id}', () => {
    expect(categoryPath('en-us', 'mens-jackets', '12345')).toBe('/en-us/c/mens-jackets-12345');
  });

  it('round-trips through classifyPath', () => {
    expect(classifyPath(productPath('de-de', 'odin', 'AB123456XYZ'))).toMatchObject({
      locale: 'de-de',
      productCode: 'AB123456',
      colorCode: 'XYZ',
    });
    expect(classifyPath(categoryPath('de-de', 'herren', '54321'))).toMatchObject({
      locale: 'de-de',
      categoryId: '54321',
      categorySegments: ['herren'],
    });
  });
});
