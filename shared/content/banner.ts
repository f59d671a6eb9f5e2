// Shared banner fields and layout constants, as pure helpers shared by
// every banner view (and testable without a DOM).

export type GradientStyle = 'full' | 'focused' | 'off';
export type OverlayWidth = 'xs' | 'sm' | 'md' | 'lg';

/** Gradient heights full 35%, focused 50%, off 0. */
export const GRADIENT_HEIGHTS: Record<GradientStyle, string> = { full: '35%', focused: '50%', off: '0' };

/** Overlay widths xs/sm/md/lg map to 1/3, 1/2, 2/3, 11/12. */
export const OVERLAY_WIDTHS: Record<OverlayWidth, string> = {
  xs: `${(100 / 3).toFixed(4)}%`,
  sm: '50%',
  md: `${(200 / 3).toFixed(4)}%`,
  lg: `${(1100 / 12).toFixed(4)}%`,
};

/** Caption max width. */
export const CAPTION_MAX_WIDTH = '9.375rem';

/** Hero bottom padding 6.75rem with navigation padding, else 2.5rem. */
export const heroBottomPadding = (navigationPadding: boolean | undefined) => (navigationPadding ? '6.75rem' : '2.5rem');

export interface Eyebrow {
  text?: string;
  logo?: { url: string; alt: string; width: number; height: number };
}

/** The eyebrow's text and logo, whether the CMS sent a plain string (older heroes) or the object. */
export function bannerEyebrow(eyebrow: string | Eyebrow | undefined): Eyebrow {
  if (!eyebrow) return {};
  return typeof eyebrow === 'string' ? { text: eyebrow } : eyebrow;
}

/** True when the whole banner is one link: linkType No-CTA, with a media target to link to. */
export function isWholeBannerLink(banner: { linkType?: 'No-CTA' | 'CTA'; mediaTarget?: { url: string } }): boolean {
  return banner.linkType === 'No-CTA' && Boolean(banner.mediaTarget?.url);
}

const LINK_TAG = /<\/?a(?:\s[^>]*)?>/gi;

/**
 * Rich text inside a whole-banner link (linkType No-CTA) must not hold links of its
 * own: nested anchors are invalid HTML and would break hydration. Keeps the link text.
 * @example stripLinks('<p>See <a href="/x">more</a></p>') // '<p>See more</p>'
 */
export const stripLinks = (html: string) => html.replace(LINK_TAG, '');

export interface PromotionTracking {
  creativeName: string;
  promotionId: string;
  promotionName: string;
}

export type PromotionEventName = 'promotionImpression' | 'promotionClick';

/** Promotion click/impression push. */
export function promotionEvent(event: PromotionEventName, tracking: PromotionTracking) {
  return { event, creativeName: tracking.creativeName, promotionId: tracking.promotionId, promotionName: tracking.promotionName };
}

const DARK_INK = '#17211b';
const LIGHT_INK = '#ffffff';

function channel(hex: string): number {
  const value = parseInt(hex, 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/**
 * The text colour that stays readable on an editor-chosen background: dark ink on
 * light colours, white on dark ones. Non-hex colours keep the stylesheet's colour.
 */
export function readableTextColor(background: string | undefined): string | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(background ?? '');
  if (!match?.[1]) return undefined;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const luminance = 0.2126 * channel(hex.slice(0, 2)) + 0.7152 * channel(hex.slice(2, 4)) + 0.0722 * channel(hex.slice(4, 6));
  // Contrast against white equals contrast against the dark ink at about this luminance.
  return luminance > 0.18 ? DARK_INK : LIGHT_INK;
}
