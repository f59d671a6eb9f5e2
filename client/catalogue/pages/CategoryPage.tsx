import type { PageOf } from '../../../shared/page';
import type { Site } from '../../../shared/site';
import { Await } from '../../state/deferred';
import { Breadcrumbs, BreadcrumbsPending } from '../../components/Breadcrumbs';
import { CanvasSections } from '../../app/CanvasSections';
import { GridSkeleton } from '../../components/Skeletons';
import { Listing } from '../listing/Listing';
import { LoadError } from '../../components/LoadError';
import { useT } from '../../state/i18n';
import { definePageView } from '../../pages/page-view';

type CategoryPageProps = PageOf<'category'> & { site: Site };

/** The CMS section shown instead of the grid when nothing matches. */
const NO_RESULTS = 'noResults';

export function CategoryPage({ canvas, categoryId, state, listing, trail, shared, site }: CategoryPageProps) {
  const t = useT();
  const title = canvas.title ?? canvas.name;
  const noResults = canvas.sections[NO_RESULTS] ? (
    <CanvasSections canvas={{ ...canvas, sections: { [NO_RESULTS]: canvas.sections[NO_RESULTS] } }} />
  ) : (
    <p className="grid-empty">{t('listing.noMatch')}</p>
  );
  return (
    <>
      <Await resource={trail} fallback={<BreadcrumbsPending current={title} />}>
        {(result) => <Breadcrumbs items={result.ok ? result.data : []} current={title} />}
      </Await>
      <div className="page-heading">
        <h1 className="page-title">{title}</h1>
        {canvas.description ? <p className="page-description">{canvas.description}</p> : null}
      </div>
      {canvas.sections.top ? <CanvasSections canvas={{ ...canvas, sections: { top: canvas.sections.top } }} /> : null}
      <Await resource={listing} fallback={<GridSkeleton />}>
        {(result) =>
          result.ok ? (
            <Listing source={{ kind: 'category', categoryId }} initialState={state} initial={result.data} site={site} noResults={noResults} />
          ) : (
            <LoadError what={t('loadError.theseProducts')} />
          )
        }
      </Await>
      <CanvasSections canvas={canvas} except={['top', NO_RESULTS]} />
      <Await resource={shared} fallback={null}>
        {(result) => (result.ok ? <CanvasSections canvas={result.data} /> : null)}
      </Await>
    </>
  );
}

/** How the registry's category page draws its model. */
export const view = definePageView<'category'>((page, state) => <CategoryPage {...page} site={state.site} />);
