import type { CSSProperties, ReactNode } from 'react';
import { isWholeBannerLink, readableTextColor } from '../../../../shared/content/banner';
import type { BannerFields } from '../../../../shared/content/schemas/blocks/banners';
import { usePromotionTracking } from './usePromotionTracking';

interface BannerShellProps {
  type: string;
  banner: BannerFields;
  className: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * The root of every banner: `data-block`, background, promotion tracking, and for
 * linkType No-CTA a single link around everything (so nothing inside is interactive).
 */
export function BannerShell({ type, banner, className, style, children }: BannerShellProps) {
  const { ref, onClick } = usePromotionTracking<HTMLDivElement>(banner.promotionTracking);
  const background = banner.backgroundColor ? { backgroundColor: banner.backgroundColor, color: readableTextColor(banner.backgroundColor) } : {};
  const target = banner.mediaTarget;
  return (
    <div ref={ref} className={`banner ${className}`} data-block={type} style={{ ...background, ...style }} onClick={onClick}>
      {isWholeBannerLink(banner) && target ? (
        <a
          className="banner__link"
          href={target.url}
          target={target.targetAttribute}
          rel={target.targetAttribute === '_blank' ? 'noopener noreferrer' : undefined}
        >
          {children}
        </a>
      ) : (
        children
      )}
    </div>
  );
}
