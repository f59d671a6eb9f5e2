import type { BlockProps } from '../types';
import type { BannerImage as BannerImageBlock } from '../../../../shared/content/schemas/blocks/banners';
import { BannerCopy } from './BannerCopy';
import { BannerMedia } from './BannerMedia';
import { BannerShell } from './BannerShell';

/** A full-width image with its copy laid over the gradient. */
export function BannerImage({ block }: BlockProps<BannerImageBlock>) {
  const hasCopy = Boolean(block.title || block.subtitle || block.richText || block.eyebrow || block.overline || block.targets.length > 0);
  return (
    <BannerShell type="banner-image" banner={block} className={`banner-image banner-image--${block.gradientTone}`}>
      <BannerMedia banner={block} media={block.media} width={1440} />
      {hasCopy ? <BannerCopy banner={block} className="banner-image__copy" /> : null}
    </BannerShell>
  );
}
