import { describe, expect, it } from 'vitest';
import { suggestionOptions } from './suggestions';

describe('suggestionOptions', () => {
  it('lists completed queries, then categories, then products, with unique ids', () => {
    const options = suggestionOptions(
      {
        searchTerm: 'fle',
        suggestions: [{ term: 'fleece hoodie', count: 7 }],
        categories: [{ id: '10102', name: "Men's Fleece", url: '/en-us/c/mens-fleece-10102' }],
        products: [{ id: 'FL000001', name: 'Arete Fleece', url: '/en-us/p/arete-fleece-FL000001', image: { src: '/i.svg', alt: '' }, price: { currency: 'USD', lowCurrent: 1, highCurrent: 1, lowOriginal: 1, highOriginal: 1, percentagePriceDiscount: 0 } as never }],
      },
      'en-gb',
    );
    expect(options.map((option) => [option.kind, option.label, option.url])).toEqual([
      ['suggestion', 'fleece hoodie', '/en-gb/search?q=fleece+hoodie'],
      ['category', "Men's Fleece", '/en-us/c/mens-fleece-10102'],
      ['product', 'Arete Fleece', '/en-us/p/arete-fleece-FL000001'],
    ]);
    expect(new Set(options.map((option) => option.id)).size).toBe(3);
  });
});
