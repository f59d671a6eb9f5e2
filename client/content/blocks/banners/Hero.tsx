import type { BlockProps } from '../types';
import { heroBottomPadding } from '../../../../shared/content/banner';
import { stringVariable } from '../../../../shared/decisions/experiments/decisions';
import type { Hero as HeroBlock } from '../../../../shared/content/schemas/blocks/banners';
import { useFlagDecision } from '../../../decisions';
import { BannerCopy } from './BannerCopy';
import { BannerMedia } from './BannerMedia';
import { BannerShell } from './BannerShell';

/** Bottom padding 6.75rem with navigation padding (room for in-page nav), else 2.5rem. */
export function Hero({ block, leadsPage }: BlockProps<HeroBlock>) {
  const padding = heroBottomPadding(block.navigationPadding);
  const decision = useFlagDecision(block.experimentFlag);
  // An experiment's variation replaces the copy it names; the worker already chose it, so SSR and hydration agree.
  const copy = { ...block, title: stringVariable(decision, 'headline') || block.title, subtitle: stringVariable(decision, 'subtitle') || block.subtitle };
  return (
    <BannerShell type="hero" banner={block} className={`hero hero--${block.alignment}`} style={{ paddingBottom: padding }}>
      <BannerMedia banner={block} media={block.media} width={1440} eager={leadsPage} className="hero__picture" />
      <div className="hero__content" style={{ bottom: padding }} data-variation={block.experimentFlag ? (decision?.variationKey ?? 'baseline') : undefined}>
        <BannerCopy banner={copy} heading={leadsPage ? 'h1' : 'h2'} className="hero__copy" />
      </div>
    </BannerShell>
  );
}
