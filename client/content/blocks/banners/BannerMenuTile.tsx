import type { BlockProps } from '../types';
import type { BannerMenuTile as BannerMenuTileBlock } from '../../../../shared/content/schemas/blocks/banners';
import { BannerCopy } from './BannerCopy';
import { BannerMedia } from './BannerMedia';
import { BannerShell } from './BannerShell';

/** A small image tile for mega-menu columns: image, title and a short line, usually one link. */
export function BannerMenuTile({ block }: BlockProps<BannerMenuTileBlock>) {
  return (
    <BannerShell type="banner-menu-tile" banner={block} className="banner-menu-tile">
      <BannerMedia banner={block} media={block.media} width={360} />
      <BannerCopy banner={block} heading="h3" className="banner-menu-tile__copy" />
    </BannerShell>
  );
}
