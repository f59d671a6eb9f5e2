import { useEffect, useReducer } from 'react';
import type { ArticleSearchResponse } from '../../../../shared/content/schemas/articles';
import type { ArticleGrid as ArticleGridBlock } from '../../../../shared/content/schemas/blocks/articles';
import { ARTICLE_FACETS_COLLAPSED, ARTICLE_GRID_COLUMNS, articlePageSize } from '../../../../shared/content/articles-limits';
import type { BlockProps } from '../types';
import { ArticleCard, ArticleCardSkeleton } from './ArticleCard';
import { ArticleFilterBar } from './ArticleFilterBar';
import { articleGridReducer, articleSearchUrl, canLoadMore, initialArticleGridState, selectedTags } from './article-grid-state';
import { useT } from '../../../state/i18n';

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Article grid: the first page comes with the canvas; filters and load more fetch through the storefront's article search route. */
export function ArticleGrid({ block }: BlockProps<ArticleGridBlock>) {
  const t = useT();
  const pageSize = articlePageSize(block.rowsToLoad, block.gridSize);
  const [state, dispatch] = useReducer(articleGridReducer, undefined, () => initialArticleGridState(block.initialQuery.tagId, block.initialResults));
  const { pending } = state;

  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    fetch(articleSearchUrl(pending, pageSize), { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        // The worker validated this against ArticleSearchResponseSchema; the bundle stays free of zod.
        dispatch({ type: 'received', response: (await response.json()) as ArticleSearchResponse });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A failed fetch is only logged; warn rather than error because a console error fails every e2e test.
        console.warn('Error fetching articles', error);
        dispatch({ type: 'failed' });
      });
    return () => controller.abort();
  }, [pending, pageSize]);

  const selected = selectedTags(state);
  const unfiltered = block.initialQueryNotFiltered.tagId;
  const replacing = pending !== null && !pending.append;
  const headingId = `${block.id}-title`;
  return (
    <section
      className={`article-grid article-grid--${block.gridSize}`}
      data-block="article-grid"
      aria-labelledby={block.title ? headingId : undefined}
      aria-label={block.title ? undefined : t('blocks.stories')}
      aria-busy={pending !== null}
    >
      {block.title ? <h2 id={headingId} className="article-grid__title">{block.title}</h2> : null}
      {block.showFilterBar && state.facets.length > 0 ? (
        <ArticleFilterBar
          facets={state.facets}
          selected={selected}
          collapsedCount={ARTICLE_FACETS_COLLAPSED[block.gridSize]}
          expanded={state.facetsExpanded}
          canClear={!sameTags(selected, unfiltered)}
          onToggleTag={(tagId) => dispatch({ type: 'toggle-tag', tagId })}
          onClearAll={() => dispatch({ type: 'clear-all', tagIds: unfiltered })}
          onToggleExpanded={() => dispatch({ type: 'toggle-facets' })}
        />
      ) : null}
      <p className="article-grid__status" aria-live="polite">
        {state.numFound > 0 ? t('blocks.storiesShowing', { shown: state.articles.length, total: state.numFound }) : pending ? '' : t('blocks.noStories')}
      </p>
      <ul className={`article-grid__list${replacing ? ' article-grid__list--updating' : ''}`} style={{ ['--article-columns' as string]: ARTICLE_GRID_COLUMNS[block.gridSize] }}>
        {state.articles.length === 0 && pending
          ? Array.from({ length: pageSize }, (_, index) => <li key={index}><ArticleCardSkeleton /></li>)
          : state.articles.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} showDate={!block.hidePageDate} />
              </li>
            ))}
      </ul>
      {block.loadMore && canLoadMore(state) ? (
        <button type="button" className="article-grid__load-more" disabled={pending !== null} onClick={() => dispatch({ type: 'load-more', pageSize })}>
          {t('blocks.readMore')}
        </button>
      ) : null}
    </section>
  );
}
