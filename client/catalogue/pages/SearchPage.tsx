import type { PageOf } from '../../../shared/page';
import type { Site } from '../../../shared/site';
import { Await } from '../../state/deferred';
import { CanvasSections } from '../../app/CanvasSections';
import { GridSkeleton } from '../../components/Skeletons';
import { Listing } from '../listing/Listing';
import { LoadError } from '../../components/LoadError';
import { SearchContent } from '../search/SearchContent';
import { useT } from '../../state/i18n';
import { definePageView } from '../../pages/page-view';

type SearchPageProps = PageOf<'search'> & { site: Site };

export function SearchPage({ canvas, query, problem, state, results, hub, site }: SearchPageProps) {
  const t = useT();
  const noResults = <p className="grid-empty">{t('search.noResults', { query })}</p>;
  return (
    <>
      <h1 className="page-title">{query && !problem ? t('search.resultsFor', { query }) : hub ? (canvas?.title ?? t('title.search')) : t('title.search')}</h1>
      {problem ? <p className="form-message" role="alert">{problem}</p> : null}
      {canvas?.sections.top ? (
        <SearchContent searchTerm={query}>
          <CanvasSections canvas={{ ...canvas, sections: { top: canvas.sections.top } }} />
        </SearchContent>
      ) : null}
      {results ? (
        <Await resource={results} fallback={<GridSkeleton />}>
          {(result) =>
            result.ok ? (
              <Listing source={{ kind: 'search', q: query }} initialState={state} initial={result.data} site={site} noResults={noResults} />
            ) : (
              <LoadError what={t('loadError.searchResults')} />
            )
          }
        </Await>
      ) : null}
      {canvas ? (
        <SearchContent searchTerm={query}>
          <CanvasSections canvas={canvas} except={['top']} />
        </SearchContent>
      ) : null}
    </>
  );
}

/** How the registry's search page draws its model. */
export const view = definePageView<'search'>((page, state) => <SearchPage {...page} site={state.site} />);
