import { createContext, useContext, useId } from 'react';
import type { CatalogResponse, ProductTile as ProductTileFields } from '../../../shared/catalogue/schemas/catalog';
import type { Site } from '../../../shared/site';
import { ProductTile } from './ProductTile';
import { useT } from '../../state/i18n';

// The first row is above the fold on most screens; load it eagerly for LCP.
const EAGER_TILES = 4;
/** Whether the tile at `index` of a grid loads its image eagerly. */
export const isEagerTile = (index: number) => index < EAGER_TILES;

/**
 * The worker's string render only: a grid's tiles can be written into the page after the render
 * (worker/render/tile-slots.tsx), and this answers the marker the list holds meanwhile, or null
 * to render them in place. The browser has no provider, so it renders and hydrates the tiles.
 */
export const TileSlotsContext = createContext<((products: readonly ProductTileFields[], site: Site) => string | null) | null>(null);

interface ProductGridProps {
  listing: CatalogResponse;
  site: Site;
  showCount?: boolean;
  /**
   * Gives the grid its own (visually hidden) level-2 heading, for pages where nothing else
   * sits between the page title and the tiles' level-3 names; without it the outline skips a level.
   */
  headed?: boolean;
}

export function ProductGrid({ listing, site, showCount = true, headed = false }: ProductGridProps) {
  const t = useT();
  const headingId = useId();
  const reserveTiles = useContext(TileSlotsContext);
  if (listing.products.length === 0) {
    return <p className="grid-empty">{t('listing.noMatch')}</p>;
  }
  const marker = reserveTiles?.(listing.products, site) ?? null;
  return (
    <section className="listing" {...(headed ? { 'aria-labelledby': headingId } : { 'aria-label': t('common.products') })}>
      {headed ? <h2 className="visually-hidden" id={headingId}>{t('common.products')}</h2> : null}
      {showCount ? <p className="listing__count">{t('common.productCount', { count: listing.numFound })}</p> : null}
      {marker === null ? (
        <ul className="grid">
          {listing.products.map((product, index) => (
            <ProductTile key={product.id} product={product} site={site} eager={isEagerTile(index)} />
          ))}
        </ul>
      ) : (
        <ul className="grid" dangerouslySetInnerHTML={{ __html: marker }} />
      )}
    </section>
  );
}
