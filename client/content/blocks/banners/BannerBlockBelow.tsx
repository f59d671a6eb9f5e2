import type { BlockProps } from '../types';
import type { BannerBlockBelow as BannerBlockBelowBlock } from '../../../../shared/content/schemas/blocks/banners';
import { BannerCopy } from './BannerCopy';
import { BannerMedia } from './BannerMedia';
import { BannerShell } from './BannerShell';

/** The image on top and the text block below it, on the banner's background colour. */
export function BannerBlockBelow({ block }: BlockProps<BannerBlockBelowBlock>) {
  return (
    <BannerShell type="banner-block-below" banner={block} className="banner-block-below">
      <BannerMedia banner={block} media={block.media} width={1200} />
      <BannerCopy banner={block} className="banner-block-below__copy" />
    </BannerShell>
  );
}
