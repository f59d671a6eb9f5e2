import { banner, categoryHref, categoryTarget, pageTarget, type CanvasContext } from '../context';
import { copyFor } from '../language';
import { BANNERS_COPY } from './copy/banners';

/** The kitchen-sink section for the banner family: every banner type, both link types, tracked promotions. */
export function bannersBlocks(ctx: CanvasContext): unknown[] {
  const { hero, image, overlay, blockBelow, espot, menuTile, split, thin } = copyFor(ctx, BANNERS_COPY);
  return [
    {
      id: 'ks-hero', type: 'hero', navigationPadding: true,
      eyebrow: { text: hero.eyebrow }, overline: hero.overline,
      title: hero.title, subtitle: hero.subtitle,
      media: banner('ks-hero-alpine', hero.alt),
      targets: [
        { ...categoryTarget(ctx, '10101', hero.mensJackets), style: 'primary', size: 'large' },
        { ...categoryTarget(ctx, '20101', hero.womensJackets), style: 'secondary', size: 'large' },
      ],
      equalTargetSize: true, gradientStyle: 'full', gradientTone: 'dark', alignment: 'left',
      caption: { text: hero.caption, position: 'top-right' },
      promotionTracking: { creativeName: 'ks-hero-alpine', promotionId: 'PROMO-ALPINE-26', promotionName: 'Alpine collection launch' },
    },
    {
      id: 'ks-banner-image', type: 'banner-image',
      eyebrow: image.eyebrow, title: image.title,
      subtitle: image.subtitle,
      media: banner('ks-trail-runners', image.alt, 1600, 700),
      targets: [{ ...categoryTarget(ctx, '30201', image.cta), style: 'secondary', icon: 'arrow-right' }],
      gradientStyle: 'focused', gradientTone: 'dark', gradientBreakpoints: ['sm', 'md', 'lg'], alignment: 'left',
      caption: { text: image.caption, color: '#ffffff', position: 'top-left' },
    },
    {
      id: 'ks-banner-overlay', type: 'banner-overlay', overlayWidth: 'xs', alignment: 'right',
      overline: overlay.overline, title: overlay.title,
      richText: overlay.richText(categoryHref(ctx, '40102')),
      media: banner('ks-camp-night', overlay.alt, 1600, 800),
      targets: [{ ...categoryTarget(ctx, '40103', overlay.cta), style: 'primary' }],
      backgroundColor: '#f4efe6',
    },
    {
      id: 'ks-banner-block-below', type: 'banner-block-below', linkType: 'No-CTA',
      mediaTarget: { url: pageTarget(ctx, 'promotions', '').url },
      eyebrow: blockBelow.eyebrow, title: blockBelow.title,
      richText: blockBelow.richText(pageTarget(ctx, 'promotions', '').url),
      media: banner('ks-packs-sale', blockBelow.alt, 1600, 700),
      alignment: 'center', backgroundColor: '#ffffff',
      promotionTracking: { creativeName: 'ks-packs-block-below', promotionId: 'PROMO-PACKS-30', promotionName: 'Packs 30% off' },
    },
    {
      id: 'ks-banner-espot', type: 'banner-espot',
      title: espot.title, richText: espot.richText,
      media: banner('ks-returns', espot.alt, 800, 600),
      targets: [{ ...pageTarget(ctx, 'help/returns/how-to-return', espot.cta), style: 'tertiary', size: 'small' }],
      backgroundColor: '#e9eef2',
      promotionTracking: { creativeName: 'ks-returns-espot', promotionId: 'ESPOT-RETURNS', promotionName: 'Free 60-day returns' },
    },
    {
      id: 'ks-banner-menu-tile', type: 'banner-menu-tile', linkType: 'No-CTA',
      mediaTarget: { url: categoryHref(ctx, '40201') },
      title: menuTile.title, richText: menuTile.richText,
      media: banner('ks-headwear', menuTile.alt, 720, 540),
    },
    {
      id: 'ks-banner-split', type: 'banner-split', title: split.title,
      richText: split.richText,
      media: banner('ks-boots', split.alt, 1200, 900),
      targets: [categoryTarget(ctx, '30101', split.cta)], imageWidth: 40, mediaPosition: 'right',
    },
    {
      id: 'ks-banner-thin', type: 'banner-thin', title: thin.title,
      targets: [categoryTarget(ctx, '40202', thin.cta)], backgroundColor: '#1f3b2d', textColor: '#ffffff',
    },
  ];
}
