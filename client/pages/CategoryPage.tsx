import type { CatalogResponse } from '../../shared/schemas';
import type { DeferredRef, ParsedCanvas } from '../../shared/page';
import type { Site } from '../../shared/site';
import { Await } from '../state/deferred';
import { CanvasSections } from '../components/CanvasSections';
import { GridSkeleton } from '../components/Skeletons';
import { LoadError } from '../components/LoadError';
import { ProductGrid } from '../components/ProductGrid';

interface CategoryPageProps {
  canvas: ParsedCanvas;
  listing: DeferredRef<CatalogResponse>;
  /** Editorial copy shared by every listing (spec §7 augmentedpage). */
  shared: DeferredRef<ParsedCanvas>;
  site: Site;
}

export function CategoryPage({ canvas, listing, shared, site }: CategoryPageProps) {
  return (
    <>
      <div className="page-heading">
        <h1 className="page-title">{canvas.title ?? canvas.name}</h1>
        {canvas.description ? <p className="page-description">{canvas.description}</p> : null}
      </div>
      {canvas.sections.top ? <CanvasSections canvas={{ ...canvas, sections: { top: canvas.sections.top } }} /> : null}
      <Await resource={listing} fallback={<GridSkeleton />}>
        {(result) => (result.ok ? <ProductGrid listing={result.data} site={site} /> : <LoadError what="these products" />)}
      </Await>
      <CanvasSections canvas={canvas} except={['top']} />
      <Await resource={shared} fallback={null}>
        {(result) => (result.ok ? <CanvasSections canvas={result.data} /> : null)}
      </Await>
    </>
  );
}
