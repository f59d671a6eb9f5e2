import { useState } from 'react';
import type { Review, Translation } from '../../../shared/catalogue/schemas/reviews';
import { FlagReview } from './FlagReview';
import { errorMessage, formatDate } from '../../../shared/i18n';
import { needsTranslation, translateReview, voteOnReview } from './review-actions';
import { VoteButtons } from './VoteButtons';
import { useLocale, useT } from '../../state/i18n';

/** One review: stars, text (translatable), votes and report. */
export function ReviewItem({ review: initial, pageLanguage }: { review: Review; pageLanguage: string }) {
  const t = useT();
  const locale = useLocale();
  const [review, setReview] = useState(initial);
  const [voting, setVoting] = useState(false);
  const [voteError, setVoteError] = useState<string | null>(null);
  const [translation, setTranslation] = useState<Translation | null>(null);
  const [showTranslation, setShowTranslation] = useState(false);
  const [translateError, setTranslateError] = useState<string | null>(null);
  const shown = showTranslation && translation ? translation : review;

  async function vote(helpful: boolean) {
    setVoting(true);
    const result = await voteOnReview(review.productId, review.reviewId, helpful);
    setVoting(false);
    if (result.ok) setReview({ ...review, helpfulCount: result.data.helpfulCount, notHelpfulCount: result.data.notHelpfulCount, myVote: result.data.myVote });
    setVoteError(result.ok ? null : errorMessage(t, result.error));
  }

  async function translate() {
    if (translation) return setShowTranslation(true);
    const result = await translateReview(review.reviewId, pageLanguage);
    if (!result.ok) return setTranslateError(errorMessage(t, result.error));
    setTranslation(result.data);
    setShowTranslation(true);
  }

  return (
    <article className="review" aria-labelledby={`review-${review.reviewId}`} data-review-id={review.reviewId}>
      <p className="review__stars">
        <span role="img" aria-label={t('reviews.starsLabel', { stars: review.rating })}>{`${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)}`}</span>
      </p>
      <h3 id={`review-${review.reviewId}`} className="review__title" lang={shown.language}>{shown.title}</h3>
      <p className="review__meta">
        {`${review.author}${review.location ? `, ${review.location}` : ''} · `}
        <time dateTime={review.createdAt}>{formatDate(review.createdAt, locale)}</time>
        {review.verifiedPurchase ? ` · ${t('reviews.verified')}` : ''}
      </p>
      <p className="review__body" lang={shown.language}>{shown.body}</p>
      {needsTranslation(review.language, pageLanguage) ? (
        <p className="review__translate">
          {showTranslation ? (
            <button type="button" className="link-button" onClick={() => setShowTranslation(false)}>{t('reviews.showOriginal')}</button>
          ) : (
            <button type="button" className="link-button" onClick={() => void translate()}>{t('reviews.translate')}</button>
          )}
          {translateError ? <span className="form-error" role="alert">{` ${translateError}`}</span> : null}
        </p>
      ) : null}
      <div className="review__actions">
        <VoteButtons helpfulCount={review.helpfulCount} notHelpfulCount={review.notHelpfulCount} myVote={review.myVote} busy={voting} onVote={(helpful) => void vote(helpful)} subject={t('reviews.thisReview')} />
        <FlagReview productId={review.productId} reviewId={review.reviewId} />
      </div>
      {voteError ? <p className="form-error" role="alert">{voteError}</p> : null}
    </article>
  );
}
