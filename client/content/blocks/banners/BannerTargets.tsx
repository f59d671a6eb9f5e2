import type { BannerTarget } from '../../../../shared/content/schemas/blocks/banners';

/** Glyphs for the CMS target icons; decorative, the link text names the link. */
const ICON_GLYPHS: Record<string, string> = { 'arrow-right': '→', external: '↗', play: '▶' };

/** linkType CTA: the banner's targets as buttons (style, size, icon, equalTargetSize); unstyled ones lead with a primary. */
export function BannerTargets({ targets, equalSize = false }: { targets: BannerTarget[]; equalSize?: boolean }) {
  if (targets.length === 0) return null;
  return (
    <div className={`cta-group banner-ctas${equalSize ? ' banner-ctas--equal' : ''}`}>
      {targets.map((target, index) => (
        <a
          key={`${target.url}|${target.text}`}
          className={`cta banner-cta banner-cta--${target.style ?? (index === 0 ? 'primary' : 'secondary')} banner-cta--${target.size ?? 'medium'}`}
          href={target.url}
          target={target.targetAttribute}
          rel={target.targetAttribute === '_blank' ? 'noopener noreferrer' : undefined}
        >
          {target.text}
          {target.icon && ICON_GLYPHS[target.icon] ? <span className="banner-cta__icon" aria-hidden="true">{ICON_GLYPHS[target.icon]}</span> : null}
        </a>
      ))}
    </div>
  );
}
