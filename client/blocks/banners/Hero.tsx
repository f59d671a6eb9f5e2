import type { BlockProps } from '../types';
import { heroBottomPadding } from '../../../shared/content/banner';
import type { Hero as HeroBlock } from '../../../shared/schemas';
import { BannerCopy } from './BannerCopy';
import { BannerMedia } from './BannerMedia';
import { BannerShell } from './BannerShell';

/** spec §9: bottom padding 6.75rem with navigation padding (room for in-page nav), else 2.5rem. */
export function Hero({ block, leadsPage }: BlockProps<HeroBlock>) {
  const padding = heroBottomPadding(block.navigationPadding);
  return (
    <BannerShell type="hero" banner={block} className={`hero hero--${block.alignment}`} style={{ paddingBottom: padding }}>
      <BannerMedia banner={block} media={block.media} width={1440} eager={leadsPage} className="hero__picture" />
      <div className="hero__content" style={{ bottom: padding }}>
        <BannerCopy banner={block} heading={leadsPage ? 'h1' : 'h2'} className="hero__copy" />
      </div>
    </BannerShell>
  );
}
