import type { ReactNode } from 'react';
import { CardSkeletonLines } from '../../../components/Skeletons';
import type { RecommendationItem } from '../../../../shared/catalogue/schemas/recommendations';
import type { Site } from '../../../../shared/site';
import { Price } from '../../../components/Price';
import { Rating } from '../../../components/Rating';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { QUICKSHOP_DIALOG } from '../../../dialogs/dialog-ids';
import type { InteractionOrigin } from '../../../analytics/payloads';
import { useStore } from '../../../state/StoreContext';
import { useT } from '../../../state/i18n';

interface RecommendationCardProps {
  product: RecommendationItem;
  site: Site;
  showRatings: boolean;
  onSelect(): void;
  /** The block's add-to-cart control: the shopper picks a size in the quickshop, and the add counts for this origin. */
  addToCart?: InteractionOrigin | undefined;
  /** The block's own control for this product (its part of a set), below the price. */
  children?: ReactNode;
}

/** One recommended product: image, name, rating (when shown) and price, linking to its page. */
export function RecommendationCard({ product, site, showRatings, onSelect, addToCart, children }: RecommendationCardProps) {
  return (
    <article className="rec-card">
      <a className="rec-card__link" href={product.url} onClick={onSelect}>
        <ResponsiveImage className="rec-card__media" src={product.image.src} alt={product.image.alt} width={320} height={320} />
        <span className="rec-card__title">{product.title}</span>
      </a>
      {showRatings && product.rating.showScore ? <Rating rating={{ score: product.rating.score, reviewsCount: product.reviews_count }} /> : null}
      <Price price={product.price} site={site} />
      {addToCart ? <AddToCartControl product={product} origin={addToCart} /> : null}
      {children}
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

function AddToCartControl({ product, origin }: { product: RecommendationItem; origin: InteractionOrigin }) {
  const t = useT();
  const store = useStore();
  return (
    <button
      type="button"
      className="button rec-card__add"
      aria-label={t('cart.addToCartLabel', { name: product.title })}
      onClick={() => {
        store.quickshop.value = { productId: product.productId, productName: product.title, origin };
        store.dialogs.open(QUICKSHOP_DIALOG);
      }}
    >
      {t('product.addToCart')}
    </button>
  );
}
