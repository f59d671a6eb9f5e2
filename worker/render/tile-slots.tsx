import { Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import type { ProductTile } from '../../shared/catalogue/schemas/catalog';
import type { Site } from '../../shared/site';
import type { Translator } from '../../shared/i18n';
import { isEagerTile } from '../../client/catalogue/listing/ProductGrid';
import { ProductTile as ProductTileView } from '../../client/catalogue/listing/ProductTile';
import { TranslatorProvider } from '../../client/state/i18n';
import { StoreProvider } from '../../client/state/StoreContext';
import { FavoritesConfigProvider, type FavoritesConfig } from '../../client/state/favorites';
import type { Store } from '../../client/state/store';

/*
 * A grid's tiles are most of a listing's markup, and each tile's is the same for every shopper who
 * sees that product in that language: favourites are unpressed until the browser has the
 * shopper's own, and the products come from a catalogue cache every shopper shares, as the same
 * objects. So a string render of the page leaves a marker in each grid's list and writes the tiles
 * in afterwards, each rendered once per isolate. The markup is exactly what the tiles render in
 * place (a tile reads only the translator, the store and the favourites settings, all provided
 * here, and sibling list items need no separators), so the browser hydrates them as its own.
 */

// Per isolate, by the product's identity (dropped with the catalogue's copy), then by what else a
// tile reads: whether it loads eagerly, the language, whether favourites show, and the site.
// Kept as UTF-8: the page goes out as bytes, and encoding is a large share of sending a listing.
const RENDERED = new WeakMap<ProductTile, Map<string, Uint8Array>>();
const encoder = new TextEncoder();
// Rendered between the tiles of one batch, to cut it into tiles; no tile can hold it (text is escaped).
const TILE_END = '<br data-rl-tile-end=""/>';

export interface TileInputs {
  translator: Translator;
  store: Store;
  favorites: FavoritesConfig;
}

export interface TileSlots {
  /** For TileSlotsContext: a marker for the grid's list, or null to render the tiles in place. */
  reserve(products: readonly ProductTile[], site: Site): string | null;
  /** The rendered page cut at each reserved list, its tiles (as UTF-8) in between. */
  fill(html: string): DocumentPart[];
}

/** A piece of a document: text to encode, or bytes already encoded. */
export type DocumentPart = string | Uint8Array;

/** The document as UTF-8, its parts in order. */
export function documentBytes(parts: readonly DocumentPart[]): Uint8Array<ArrayBuffer> {
  const encoded = parts.map((part) => (typeof part === 'string' ? encoder.encode(part) : part));
  const out = new Uint8Array(encoded.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of encoded) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

function tilesBytes(products: readonly ProductTile[], site: Site, { translator, store, favorites }: TileInputs): Uint8Array {
  const inputs = `${translator.locale}|${favorites.enabled}|${JSON.stringify(site)}`;
  const keyOf = (index: number) => `${isEagerTile(index)}|${inputs}`;
  const tiles = products.map((product, index) => RENDERED.get(product)?.get(keyOf(index)));
  const missing = tiles.flatMap((tile, index) => (tile === undefined ? [index] : []));
  if (missing.length > 0) {
    // One render for all the missing tiles: a render's fixed cost is not paid per tile.
    const rendered = renderToString(
      <TranslatorProvider value={translator}>
        <StoreProvider store={store}>
          <FavoritesConfigProvider value={favorites}>
            {missing.map((index) => (
              <Fragment key={index}>
                <ProductTileView product={products[index]!} site={site} eager={isEagerTile(index)} />
                <br data-rl-tile-end="" />
              </Fragment>
            ))}
          </FavoritesConfigProvider>
        </StoreProvider>
      </TranslatorProvider>,
    ).split(TILE_END);
    missing.forEach((index, at) => {
      const product = products[index]!;
      const html = encoder.encode(rendered[at]!);
      tiles[index] = html;
      let byInputs = RENDERED.get(product);
      if (!byInputs) {
        byInputs = new Map();
        RENDERED.set(product, byInputs);
      }
      byInputs.set(keyOf(index), html);
    });
  }
  return documentBytes(tiles as Uint8Array[]);
}

export function createTileSlots(inputs: TileInputs): TileSlots {
  const reserved: { marker: string; products: readonly ProductTile[]; site: Site }[] = [];
  const { favorites } = inputs.store;
  return {
    reserve(products, site) {
      // Anything of one shopper's on a tile (a pressed heart) renders in place; an employee's view
      // is the favorites switched off, which the shared markup's key names.
      if (favorites.items.peek().size > 0 || favorites.pending.peek().size > 0 || favorites.failure.peek() !== null) return null;
      const marker = `__rl-tiles-${reserved.length}__`;
      reserved.push({ marker, products, site });
      return marker;
    },
    fill(html) {
      const parts: DocumentPart[] = [];
      let from = 0;
      // Lists appear in the order they were reserved; a render that was retried reserved a list it never wrote out.
      for (const { marker, products, site } of reserved) {
        const at = html.indexOf(marker, from);
        if (at === -1) continue;
        parts.push(html.slice(from, at), tilesBytes(products, site, inputs));
        from = at + marker.length;
      }
      parts.push(html.slice(from));
      return parts;
    },
  };
}
