import type { BlockProps } from '../types';
import { OVERLAY_WIDTHS, readableTextColor } from '../../../../shared/content/banner';
import type { BannerOverlay as BannerOverlayBlock } from '../../../../shared/content/schemas/blocks/banners';
import { BannerCopy } from './BannerCopy';
import { BannerMedia } from './BannerMedia';
import { BannerShell } from './BannerShell';

/** The copy on a panel over the image; the panel is 1/3, 1/2, 2/3 or 11/12 wide. */
export function BannerOverlay({ block }: BlockProps<BannerOverlayBlock>) {
  // The background colour belongs to the panel, not to the whole banner.
  const panel = block.backgroundColor ? { backgroundColor: block.backgroundColor, color: readableTextColor(block.backgroundColor) } : undefined;
  return (
    <BannerShell
      type="banner-overlay"
      banner={{ ...block, backgroundColor: undefined }}
      className={`banner-overlay banner-overlay--${block.alignment}`}
      style={{ ['--banner-overlay-width' as string]: OVERLAY_WIDTHS[block.overlayWidth] }}
    >
      <BannerMedia banner={block} media={block.media} width={1440} />
      <div className="banner-overlay__panel" style={panel}>
        <BannerCopy banner={block} />
      </div>
    </BannerShell>
  );
}
