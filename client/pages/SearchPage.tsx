import type { CatalogResponse } from '../../shared/schemas';
import type { DeferredRef, ParsedCanvas } from '../../shared/page';
import type { Site } from '../../shared/site';
import { Await } from '../state/deferred';
import { CanvasSections } from '../components/CanvasSections';
import { GridSkeleton } from '../components/Skeletons';
import { LoadError } from '../components/LoadError';
import { ProductGrid } from '../components/ProductGrid';

interface SearchPageProps {
  canvas: ParsedCanvas | null;
  query: string;
  problem: string | null;
  results: DeferredRef<CatalogResponse> | null;
  site: Site;
}

export function SearchPage({ canvas, query, problem, results, site }: SearchPageProps) {
  return (
    <>
      <h1 className="page-title">{query ? `Results for “${query}”` : 'Search'}</h1>
      {problem ? <p className="form-message" role="alert">{problem}</p> : null}
      {results ? (
        <Await resource={results} fallback={<GridSkeleton />}>
          {(result) => (result.ok ? <ProductGrid listing={result.data} site={site} /> : <LoadError what="search results" />)}
        </Await>
      ) : null}
      {canvas ? <CanvasSections canvas={canvas} /> : null}
    </>
  );
}
