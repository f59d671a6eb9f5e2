import { useEffect, useRef, useState } from 'react';
import type { ReviewList, ReviewSort } from '../../../shared/catalogue/schemas/reviews';
import { REVIEW_SORTS } from '../../../shared/catalogue/reviews-limits';
import { errorMessage, type MessageKey } from '../../../shared/i18n';
import { api, callApi } from '../../api';
import { useNearViewport } from '../product/use-near-viewport';
import { RatingSummary } from './RatingSummary';
import { ReviewItem } from './ReviewItem';
import { WriteReviewForm } from './WriteReviewForm';
import { useT } from '../../state/i18n';

const PAGE_SIZE = 5;
const SORT_LABELS: Record<ReviewSort, MessageKey> = { newest: 'reviews.sortNewest', oldest: 'reviews.sortOldest', highest: 'reviews.sortHighest', lowest: 'reviews.sortLowest', helpful: 'reviews.sortHelpful' };

type State = { kind: 'waiting' } | { kind: 'error'; message: string } | { kind: 'ready'; list: ReviewList };

const reviewsPage = (productId: string, sort: ReviewSort, start: number, signal?: AbortSignal) =>
  callApi(api.reviews.reviews, { params: { productId }, query: { sort, start, count: PAGE_SIZE }, ...(signal ? { signal } : {}) });

/**
 * Reviews load in the browser when the section nears the viewport: they carry the
 * shopper's own votes, and the server HTML stays shopper-neutral and fast.
 */
export function ReviewsSection({ productId, pageLanguage }: { productId: string; pageLanguage: string }) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [state, setState] = useState<State>({ kind: 'waiting' });
  const [loadingMore, setLoadingMore] = useState(false);
  const [writing, setWriting] = useState(false);

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    setState({ kind: 'waiting' });
    reviewsPage(productId, sort, 0, controller.signal)
      .then((result) => setState(result.ok ? { kind: 'ready', list: result.data } : { kind: 'error', message: errorMessage(t, result.error) }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [near, productId, sort]);

  async function showMore(list: ReviewList) {
    setLoadingMore(true);
    const result = await reviewsPage(productId, sort, list.reviews.length);
    setLoadingMore(false);
    if (result.ok) setState({ kind: 'ready', list: { ...result.data, reviews: [...list.reviews, ...result.data.reviews] } });
  }

  return (
    <section ref={ref} className="reviews" aria-labelledby="reviews-title" aria-busy={near && state.kind === 'waiting'}>
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      {state.kind === 'waiting' ? <ReviewsSkeleton /> : null}
      {state.kind === 'error' ? <p role="alert">{t('reviews.loadFailed', { message: state.message })}</p> : null}
      {state.kind === 'ready' ? (
        <>
          <RatingSummary list={state.list} />
          <div className="reviews__toolbar">
            <label htmlFor="reviews-sort">{t('common.sortBy')}</label>
            <select id="reviews-sort" value={sort} onChange={(event) => setSort(event.target.value as ReviewSort)}>
              {REVIEW_SORTS.map((value) => (
                <option key={value} value={value}>{t(SORT_LABELS[value])}</option>
              ))}
            </select>
            <button type="button" className="button button--secondary" aria-expanded={writing} onClick={() => setWriting(!writing)}>{t('reviews.write')}</button>
          </div>
          {writing ? <WriteReviewForm productId={productId} /> : null}
          {state.list.reviews.length === 0 ? <p>{t('reviews.none')}</p> : null}
          <div className="reviews__list">
            {state.list.reviews.map((review) => (
              <ReviewItem key={`${sort}:${review.reviewId}`} review={review} pageLanguage={pageLanguage} />
            ))}
          </div>
          <p className="reviews__count" role="status">{t('common.showingOf', { shown: state.list.reviews.length, total: state.list.total })}</p>
          {state.list.reviews.length < state.list.total ? (
            <button type="button" className="button button--secondary" disabled={loadingMore} onClick={() => void showMore(state.list)}>
              {t('common.showMore')}
            </button>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

function ReviewsSkeleton() {
  return (
    <div className="reviews__skeleton" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <div key={index}>
          <div className="skeleton skeleton--line skeleton--short" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line" />
        </div>
      ))}
    </div>
  );
}
