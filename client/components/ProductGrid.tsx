import type { CatalogResponse } from '../../shared/schemas';
import type { Site } from '../../shared/site';
import { ProductTile } from './ProductTile';

// The first row is above the fold on most screens; load it eagerly for LCP.
const EAGER_TILES = 4;

export function ProductGrid({ listing, site, showCount = true }: { listing: CatalogResponse; site: Site; showCount?: boolean }) {
  if (listing.products.length === 0) {
    return <p className="grid-empty">No products match this selection.</p>;
  }
  return (
    <section className="listing" aria-label="Products">
      {showCount ? <p className="listing__count">{listing.numFound} products</p> : null}
      <ul className="grid">
        {listing.products.map((product, index) => (
          <ProductTile key={product.id} product={product} site={site} eager={index < EAGER_TILES} />
        ))}
      </ul>
    </section>
  );
}
