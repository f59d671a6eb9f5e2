import { CardSkeletonLines } from '../../components/Skeletons';
import type { RecommendationItem } from '../../../shared/schemas';
import type { Site } from '../../../shared/site';
import { Price } from '../../components/Price';
import { Rating } from '../../components/Rating';
import { ResponsiveImage } from '../../components/ResponsiveImage';

interface RecommendationCardProps {
  product: RecommendationItem;
  site: Site;
  showRatings: boolean;
  onSelect(): void;
}

/** One recommended product: image, name, rating (when shown) and price, linking to its page. */
export function RecommendationCard({ product, site, showRatings, onSelect }: RecommendationCardProps) {
  return (
    <article className="rec-card">
      <a className="rec-card__link" href={product.url} onClick={onSelect}>
        <ResponsiveImage className="rec-card__media" src={product.image.src} alt={product.image.alt} width={320} height={320} />
        <span className="rec-card__title">{product.title}</span>
      </a>
      {showRatings && product.rating.showScore ? <Rating rating={{ score: product.rating.score, reviewsCount: product.reviews_count }} /> : null}
      <Price price={product.price} site={site} />
    </article>
  );
}

export function RecommendationCardSkeleton() {
  return (
    <div className="rec-card rec-card--skeleton" aria-hidden="true">
      <CardSkeletonLines />
    </div>
  );
}
