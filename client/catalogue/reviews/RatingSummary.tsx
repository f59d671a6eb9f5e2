import type { ReviewList } from '../../../shared/catalogue/schemas/reviews';
import { formatDecimal } from '../../../shared/format';
import { useLocale, useT } from '../../state/i18n';

/** Average, count and the per-star distribution (index 0 is 1 star), 5 stars first. */
export function RatingSummary({ list }: { list: Pick<ReviewList, 'averageRating' | 'total' | 'distribution'> }) {
  const t = useT();
  const locale = useLocale();
  const stars = [5, 4, 3, 2, 1];
  const max = Math.max(1, ...list.distribution);
  return (
    <div className="rating-summary">
      <p className="rating-summary__average">
        <span className="rating-summary__score">{formatDecimal(list.averageRating, locale, 1)}</span>
        {t('reviews.outOf5', { count: list.total })}
      </p>
      <ul className="rating-summary__bars" aria-label={t('reviews.distribution')}>
        {stars.map((star) => {
          const count = list.distribution[star - 1] ?? 0;
          return (
            <li key={star} className="rating-summary__row">
              <span className="rating-summary__star">{`${star} ★`}</span>
              <span className="rating-summary__bar" aria-hidden="true">
                <span className="rating-summary__fill" style={{ width: `${(count / max) * 100}%` }} />
              </span>
              <span className="rating-summary__count">
                {formatDecimal(count, locale, 0)}
                <span className="visually-hidden">{` ${t('reviews.countWithStars', { count, stars: star })}`}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
