import type { BlockProps } from '../types';
import type { BannerEspot as BannerEspotBlock } from '../../../../shared/content/schemas/blocks/banners';
import { BannerCopy } from './BannerCopy';
import { BannerMedia } from './BannerMedia';
import { BannerShell } from './BannerShell';

/** A compact promotion slot (espot) for listing and product pages: optional thumbnail beside the copy. */
export function BannerEspot({ block }: BlockProps<BannerEspotBlock>) {
  return (
    <BannerShell type="banner-espot" banner={block} className={`banner-espot${block.media ? ' banner-espot--with-media' : ''}`}>
      {block.media ? <BannerMedia banner={block} media={block.media} width={320} className="banner-espot__media" /> : null}
      <BannerCopy banner={block} heading="h3" className="banner-espot__copy" />
    </BannerShell>
  );
}
