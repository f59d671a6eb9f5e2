import { CAPTION_MAX_WIDTH, GRADIENT_HEIGHTS } from '../../../../shared/content/banner';
import type { BannerFields } from '../../../../shared/content/schemas/blocks/banners';
import type { Picture } from '../../../../shared/content/schemas/common';
import { ResponsiveImage } from '../../../components/ResponsiveImage';

const BREAKPOINTS = ['sm', 'md', 'lg'] as const;

interface BannerMediaProps {
  banner: BannerFields;
  media: Picture;
  /** The rendered width in CSS pixels (the CDN serves 1x and 2x). */
  width: number;
  eager?: boolean;
  className?: string;
}

/** The banner image with its gradient (full 35%, focused 50%, off 0) and caption (max width 9.375rem). */
export function BannerMedia({ banner, media, width, eager = false, className = '' }: BannerMediaProps) {
  const height = Math.round((width * media.height) / media.width);
  const gradient = banner.gradientStyle;
  const hidden = banner.gradientBreakpoints ? BREAKPOINTS.filter((breakpoint) => !banner.gradientBreakpoints?.includes(breakpoint)) : [];
  return (
    <div className={`banner-media ${className}`}>
      <ResponsiveImage className="banner-media__image" src={media.url} alt={media.alt} width={width} height={height} eager={eager} />
      {gradient !== 'off' ? (
        <span
          className={`banner-gradient banner-gradient--${banner.gradientTone} ${hidden.map((breakpoint) => `banner-gradient--hide-${breakpoint}`).join(' ')}`}
          style={{ height: GRADIENT_HEIGHTS[gradient] }}
          aria-hidden="true"
        />
      ) : null}
      {banner.caption ? (
        <span className={`banner-caption banner-caption--${banner.caption.position}`} style={{ color: banner.caption.color, maxWidth: CAPTION_MAX_WIDTH }}>
          {banner.caption.text}
        </span>
      ) : null}
    </div>
  );
}
