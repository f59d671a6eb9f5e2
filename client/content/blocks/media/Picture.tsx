import type { BlockProps } from '../types';
import type { PictureBlock } from '../../../../shared/content/schemas/blocks/media';
import { ResponsiveImage } from '../../../components/ResponsiveImage';

/** Widest the content column renders an image, in CSS pixels (the CDN adds the 2x). */
const MAX_WIDTH = 1440;

/** Picture: a responsive CDN image at its own aspect ratio. */
export function Picture({ block }: BlockProps<PictureBlock>) {
  const width = Math.min(block.width, MAX_WIDTH);
  const height = Math.round((width * block.height) / block.width);
  return (
    <figure className="picture" data-block="picture">
      <ResponsiveImage className="picture__image" src={block.url} alt={block.alt} width={width} height={height} />
    </figure>
  );
}
