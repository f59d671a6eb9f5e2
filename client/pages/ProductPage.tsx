import type { CatalogResponse, Product } from '../../shared/schemas';
import type { DeferredRef, ParsedCanvas } from '../../shared/page';
import type { Site } from '../../shared/site';
import { Await } from '../state/deferred';
import { CanvasSections } from '../components/CanvasSections';
import { BlockSkeleton, GridSkeleton } from '../components/Skeletons';
import { ProductDetail } from '../components/ProductDetail';
import { ProductGrid } from '../components/ProductGrid';

interface ProductPageProps {
  product: Product;
  colorCode: string;
  espots: DeferredRef<ParsedCanvas>;
  related: DeferredRef<CatalogResponse> | null;
  /** Editorial copy shared by every product page (spec §7 augmentedpage). */
  shared: DeferredRef<ParsedCanvas>;
  site: Site;
}

export function ProductPage({ product, colorCode, espots, related, shared, site }: ProductPageProps) {
  return (
    <>
      <ProductDetail product={product} initialColor={colorCode} site={site} />
      <Await resource={espots} fallback={<BlockSkeleton />}>
        {(result) => (result.ok ? <CanvasSections canvas={result.data} /> : null)}
      </Await>
      <Await resource={shared} fallback={null}>
        {(result) => (result.ok ? <CanvasSections canvas={result.data} /> : null)}
      </Await>
      {related ? (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">You may also like</h2>
          <Await resource={related} fallback={<GridSkeleton cards={4} />}>
            {(result) =>
              result.ok ? (
                <ProductGrid listing={{ ...result.data, products: result.data.products.filter((tile) => tile.id !== product.id).slice(0, 4) }} site={site} showCount={false} />
              ) : null
            }
          </Await>
        </section>
      ) : null}
    </>
  );
}
