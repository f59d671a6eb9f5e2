import type { ThinBanner as ThinBannerBlock } from '../../../shared/schemas';
import { TargetLinks } from '../../components/TargetLinks';

export function ThinBanner({ block }: { block: ThinBannerBlock }) {
  return (
    <aside className="thin-banner" data-block="banner-thin" style={{ backgroundColor: block.backgroundColor, color: block.textColor }}>
      <p className="thin-banner__title">{block.title}</p>
      <TargetLinks targets={block.targets} className="thin-banner__link" />
    </aside>
  );
}
