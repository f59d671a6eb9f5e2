import type { Rating as RatingFields } from '../../shared/schemas';

export function Rating({ rating }: { rating: RatingFields }) {
  if (rating.reviewsCount === 0) return null;
  const stars = Math.round(rating.score);
  return (
    <p className="rating">
      <span aria-hidden="true" className="rating__stars">{'★'.repeat(stars)}{'☆'.repeat(5 - stars)}</span>
      <span className="visually-hidden">Rated {rating.score} out of 5</span>
      <span className="rating__count">({rating.reviewsCount}<span className="visually-hidden"> reviews</span>)</span>
    </p>
  );
}
