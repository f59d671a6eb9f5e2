import { useId } from 'react';
import type { CatalogResponse } from '../../shared/schemas';
import type { Site } from '../../shared/site';
import { ProductTile } from './ProductTile';

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
  const headingId = useId();
  if (listing.products.length === 0) {
    return <p className="grid-empty">No products match this selection.</p>;
  }
  return (
    <section className="listing" {...(headed ? { 'aria-labelledby': headingId } : { 'aria-label': 'Products' })}>
      {headed ? <h2 className="visually-hidden" id={headingId}>Products</h2> : null}
      {showCount ? <p className="listing__count">{listing.numFound} products</p> : null}
      <ul className="grid">
        {listing.products.map((product, index) => (
          <ProductTile key={product.id} product={product} site={site} eager={index < EAGER_TILES} />
        ))}
      </ul>
    </section>
  );
}
