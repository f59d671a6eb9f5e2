import { bannerEyebrow, isWholeBannerLink, stripLinks } from '../../../../shared/content/banner';
import type { BannerFields } from '../../../../shared/content/schemas/blocks/banners';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { BannerTargets } from './BannerTargets';

interface BannerCopyProps {
  banner: BannerFields;
  className?: string;
  heading?: 'h1' | 'h2' | 'h3';
}

/** Eyebrow, overline, title, subtitle, rich text and (linkType CTA) the targets as buttons. */
export function BannerCopy({ banner, className = '', heading: Heading = 'h2' }: BannerCopyProps) {
  const eyebrow = bannerEyebrow(banner.eyebrow);
  const wholeLink = isWholeBannerLink(banner);
  const classes = ['banner-copy', `banner-copy--${banner.alignment}`, banner.verticalAlignment ? `banner-copy--${banner.verticalAlignment}` : '', banner.backdrop ? 'banner-copy--backdrop' : '', className];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {eyebrow.logo ? (
        <ResponsiveImage className="banner-copy__logo" src={eyebrow.logo.url} alt={eyebrow.logo.alt} width={Math.round((24 * eyebrow.logo.width) / eyebrow.logo.height)} height={24} />
      ) : null}
      {eyebrow.text ? <p className="banner-copy__eyebrow">{eyebrow.text}</p> : null}
      {banner.overline ? <p className="banner-copy__overline">{banner.overline}</p> : null}
      {banner.title ? <Heading className="banner-copy__title">{banner.title}</Heading> : null}
      {banner.subtitle ? <p className="banner-copy__subtitle">{banner.subtitle}</p> : null}
      {banner.richText ? (
        // Sanitised by the worker; inside a whole-banner link its own links are unwrapped.
        <div className="rich-text banner-copy__text" dangerouslySetInnerHTML={{ __html: wholeLink ? stripLinks(banner.richText) : banner.richText }} />
      ) : null}
      {wholeLink ? null : <BannerTargets targets={banner.targets} equalSize={banner.equalTargetSize} />}
    </div>
  );
}
