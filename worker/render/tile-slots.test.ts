import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CatalogResponse, ProductTile } from '../../shared/catalogue/schemas/catalog';
import { getSite, type Site } from '../../shared/site';
import { createTranslator, intlLocale, type Translator } from '../../shared/i18n';
import { messagesFor } from '../../shared/i18n/catalogues';
import { ProductGrid, TileSlotsContext } from '../../client/catalogue/listing/ProductGrid';
import { TranslatorProvider } from '../../client/state/i18n';
import { StoreProvider } from '../../client/state/StoreContext';
import { FavoritesConfigProvider, type FavoritesConfig } from '../../client/state/favorites';
import { createStore, EMPTY_STORE } from '../../client/state/store';
import { createTileSlots, documentBytes } from './tile-slots';

const site = getSite('fr-ca')!;
const translator = createTranslator(intlLocale(site), messagesFor(site));
const favorites = { enabled: true, pageSize: 24 };

const tile = (id: string, extra: Partial<ProductTile> = {}): ProductTile => ({
  id,
  name: `Veste « ${id} » & co`,
  url: `/fr-ca/p/veste-${id}`,
  image: { src: `/images/product/${id}-410.svg`, alt: `Veste ${id}` },
  colors: [
    { code: '410', label: 'Mousse', hex: '#5b7f3a', image: { src: `/images/product/${id}-410.svg`, alt: `Veste ${id} mousse` } },
    { code: '720', label: 'Argile', hex: '#a0603e', image: { src: `/images/product/${id}-720.svg`, alt: `Veste ${id} argile` } },
  ],
  price: { currency: 'CAD', lowOriginal: 1179, highOriginal: 1179, lowCurrent: 88.99, highCurrent: 99.5, percentagePriceDiscount: 50.3 },
  rating: { score: 4.4, reviewsCount: 1022 },
  labels: ['Marked Down'],
  ...extra,
});

const listing = {
  categoryId: '10101',
  name: 'Vestes',
  numFound: 6,
  start: 0,
  count: 6,
  sort: 'relevance',
  facets: [],
  products: [tile('JK1'), tile('JK2', { eyebrow: 'Nouveau', badge: 'Exclusif' }), tile('JK3', { labels: [] }), tile('JK4'), tile('JK5', { rating: { score: 0, reviewsCount: 0 } }), tile('JK6')],
} as unknown as CatalogResponse;

/** What differs between two renders of the same products: the site (with its translator) and the favourites setting. */
interface Inputs {
  site: Site;
  translator: Translator;
  favorites: FavoritesConfig;
}
const frCa: Inputs = { site, translator, favorites };

function page(store: ReturnType<typeof createStore>, children: ReactNode, inputs = frCa) {
  return h(TranslatorProvider, { value: inputs.translator, children: h(StoreProvider, { store, children: h(FavoritesConfigProvider, { value: inputs.favorites }, children) }) });
}

/** The page as a string render with tile slots, the way renderPage writes it. */
function slotted(store: ReturnType<typeof createStore>, grid = listing, inputs = frCa): string {
  const tiles = createTileSlots({ translator: inputs.translator, store, favorites: inputs.favorites });
  return new TextDecoder().decode(documentBytes(tiles.fill(renderToString(h(TileSlotsContext.Provider, { value: tiles.reserve }, page(store, h(ProductGrid, { listing: grid, site: inputs.site }), inputs))))));
}

describe('tile slots', () => {
  it('write the very markup the tiles render in place, so the browser hydrates them as its own', () => {
    const inPlace = renderToString(page(createStore(EMPTY_STORE), h(ProductGrid, { listing, site })));
    expect(inPlace).toContain('<li><a href="/fr-ca/p/veste-JK1">');
    expect(slotted(createStore(EMPTY_STORE))).toBe(inPlace);
    // Again, from the isolate's copy.
    expect(slotted(createStore(EMPTY_STORE))).toBe(inPlace);
  });

  it('reuse a tile in another grid only where it renders the same (an eager image only in the first row)', () => {
    const [first, second, third, fourth, fifth, sixth] = listing.products;
    const reordered = { ...listing, products: [sixth!, fifth!, first!, second!, third!, fourth!, tile('JK7')] };
    const inPlace = renderToString(page(createStore(EMPTY_STORE), h(ProductGrid, { listing: reordered, site })));
    expect(slotted(createStore(EMPTY_STORE), reordered)).toBe(inPlace);
    expect(inPlace).toContain('alt="Veste JK6 mousse" width="320" height="400" fetchpriority="high"');
  });

  it('keep a copy of the same products per site and per favourites setting', () => {
    const enUs = getSite('en-us')!;
    const others: Inputs[] = [
      { site: enUs, translator: createTranslator(intlLocale(enUs), messagesFor(enUs)), favorites },
      { ...frCa, favorites: { ...favorites, enabled: false } },
    ];
    slotted(createStore(EMPTY_STORE));
    for (const inputs of others) {
      const inPlace = renderToString(page(createStore(EMPTY_STORE), h(ProductGrid, { listing, site: inputs.site }), inputs));
      expect(slotted(createStore(EMPTY_STORE), listing, inputs)).toBe(inPlace);
    }
    // The words and number formats follow the site, the heart the setting.
    expect(slotted(createStore(EMPTY_STORE), listing, others[0])).toMatch(/CAD\s88\.99/);
    expect(slotted(createStore(EMPTY_STORE))).not.toMatch(/CAD\s88\.99/);
    expect(slotted(createStore(EMPTY_STORE), listing, others[1])).not.toContain('class="fav"');
    expect(slotted(createStore(EMPTY_STORE))).toContain('class="fav"');
  });

  it("render a shopper's own favourites in place, never from or into the shared copy", () => {
    const store = createStore(EMPTY_STORE);
    store.favorites.items.value = new Map([['JK2', 'FI-JK2']]);
    const html = slotted(store);
    expect(html).toContain('class="fav" aria-pressed="true"');
    expect(html).toBe(renderToString(page(store, h(ProductGrid, { listing, site }))));
    expect(slotted(createStore(EMPTY_STORE))).not.toContain('class="fav" aria-pressed="true"');
  });
});
