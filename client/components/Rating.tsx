import type { Rating as RatingFields } from '../../shared/catalogue/schemas/product';
import { formatDecimal } from '../../shared/format';
import { useLocale, useT } from '../state/i18n';

/** Stars as one labelled image: the same meaning for screen readers in a third of the markup. */
export function Rating({ rating }: { rating: RatingFields }) {
  const t = useT();
  const locale = useLocale();
  if (rating.reviewsCount === 0) return null;
  const stars = Math.round(rating.score);
  return (
    <p className="rating">
      <span role="img" aria-label={t('rating.label', { score: formatDecimal(rating.score, locale), count: rating.reviewsCount })}>
        {`${'★'.repeat(stars)}${'☆'.repeat(5 - stars)} ${formatDecimal(rating.score, locale, 1)} (${formatDecimal(rating.reviewsCount, locale, 0)})`}
      </span>
    </p>
  );
}
