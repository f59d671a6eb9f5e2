import type { BlockProps } from '../types';
import type { BannerSplit as BannerSplitBlock } from '../../../../shared/content/schemas/blocks/banners';
import { BannerCopy } from './BannerCopy';
import { BannerMedia } from './BannerMedia';
import { BannerShell } from './BannerShell';

/** Split image widths 60/50/40 percent. */
export function BannerSplit({ block }: BlockProps<BannerSplitBlock>) {
  return (
    <BannerShell type="banner-split" banner={block} className={`banner-split banner-split--media-${block.mediaPosition} banner-split--${block.imageWidth}`}>
      <BannerMedia banner={block} media={block.media} width={800} className="banner-split__media" />
      <BannerCopy banner={block} className="banner-split__content" />
    </BannerShell>
  );
}
