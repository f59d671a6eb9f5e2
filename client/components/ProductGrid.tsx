import { useId } from 'react';
import type { CatalogResponse } from '../../shared/schemas';
import type { Site } from '../../shared/site';
import { ProductTile } from './ProductTile';
import { useT } from '../state/i18n';

// The first row is above the fold on most screens; load it eagerly for LCP.
const EAGER_TILES = 4;

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
  if (listing.products.length === 0) {
    return <p className="grid-empty">{t('listing.noMatch')}</p>;
  }
  return (
    <section className="listing" {...(headed ? { 'aria-labelledby': headingId } : { 'aria-label': t('common.products') })}>
      {headed ? <h2 className="visually-hidden" id={headingId}>{t('common.products')}</h2> : null}
      {showCount ? <p className="listing__count">{t('common.productCount', { count: listing.numFound })}</p> : null}
      <ul className="grid">
        {listing.products.map((product, index) => (
          <ProductTile key={product.id} product={product} site={site} eager={index < EAGER_TILES} />
        ))}
      </ul>
    </section>
  );
}
