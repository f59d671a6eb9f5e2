import type { BannerSplit as BannerSplitBlock } from '../../../shared/schemas';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { TargetLinks } from '../../components/TargetLinks';

/** spec §9: split image widths 60/50/40 percent. */
export function BannerSplit({ block }: { block: BannerSplitBlock }) {
  return (
    <section className={`banner-split banner-split--media-${block.mediaPosition} banner-split--${block.imageWidth}`} data-block="banner-split">
      <div className="banner-split__media">
        <ResponsiveImage src={block.media.url} alt={block.media.alt} width={800} height={Math.round((800 * block.media.height) / block.media.width)} />
      </div>
      <div className="banner-split__content">
        <h2>{block.title}</h2>
        {/* Sanitised by the worker when the canvas was parsed. */}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.richText }} />
        <TargetLinks targets={block.targets} />
      </div>
    </section>
  );
}
