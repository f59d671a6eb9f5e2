import type { CategoryCard as CategoryCardBlock } from '../../../../shared/content/schemas/blocks/cards';
import { ResponsiveImage } from '../../../components/ResponsiveImage';

/**
 * Category card: an image and a title linking to a category. The title names the
 * link, so the image is decorative: its alt text would only be read out a second time.
 */
export function CategoryCard({ block }: { block: CategoryCardBlock }) {
  return (
    <a className="category-card" href={block.target.url} data-block="category-card">
      <ResponsiveImage className="category-card__media" src={block.media.url} alt="" width={480} height={Math.round((480 * block.media.height) / block.media.width)} />
      <span className="category-card__title">{block.title}</span>
    </a>
  );
}
