import type { BlockProps } from '../types';
import { isWholeBannerLink } from '../../../../shared/content/banner';
import type { ThinBanner as ThinBannerBlock } from '../../../../shared/content/schemas/blocks/banners';
import { TargetLinks } from '../../../components/TargetLinks';
import { BannerShell } from './BannerShell';

/** A one-line strip: the title and its text links on the editor's colours. */
export function ThinBanner({ block }: BlockProps<ThinBannerBlock>) {
  return (
    <BannerShell type="banner-thin" banner={block} className="thin-banner" style={{ color: block.textColor }}>
      <p className="thin-banner__title">{block.title}</p>
      {isWholeBannerLink(block) ? null : <TargetLinks targets={block.targets} className="thin-banner__link" />}
    </BannerShell>
  );
}
