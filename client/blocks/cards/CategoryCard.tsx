import type { CategoryCard as CategoryCardBlock } from '../../../shared/schemas';
import { ResponsiveImage } from '../../components/ResponsiveImage';

/** spec §2 category card: an image and a title linking to a category. */
export function CategoryCard({ block }: { block: CategoryCardBlock }) {
  return (
    <a className="category-card" href={block.target.url} data-block="category-card">
      <ResponsiveImage className="category-card__media" src={block.media.url} alt={block.media.alt} width={480} height={Math.round((480 * block.media.height) / block.media.width)} />
      <span className="category-card__title">{block.title}</span>
    </a>
  );
}
