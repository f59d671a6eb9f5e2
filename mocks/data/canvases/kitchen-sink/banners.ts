import { banner, categoryHref, categoryTarget, pageTarget, type CanvasContext } from '../context';

/** The kitchen-sink section for the banner family: every banner type, both link types, tracked promotions. */
export function bannersBlocks(ctx: CanvasContext): unknown[] {
  return [
    {
      id: 'ks-hero', type: 'hero', navigationPadding: true,
      eyebrow: { text: 'New season' }, overline: 'Alpine collection',
      title: 'Higher, lighter, warmer', subtitle: 'Technical shells and insulation for shoulder-season summits.',
      media: banner('ks-hero-alpine', 'A climber on a snowy ridge under a clear blue sky'),
      targets: [
        { ...categoryTarget(ctx, '10101', "Shop men's jackets"), style: 'primary', size: 'large' },
        { ...categoryTarget(ctx, '20101', "Shop women's jackets"), style: 'secondary', size: 'large' },
      ],
      equalTargetSize: true, gradientStyle: 'full', gradientTone: 'dark', alignment: 'left',
      caption: { text: 'Photographed on the Haute Route', position: 'top-right' },
      promotionTracking: { creativeName: 'ks-hero-alpine', promotionId: 'PROMO-ALPINE-26', promotionName: 'Alpine collection launch' },
    },
    {
      id: 'ks-banner-image', type: 'banner-image',
      eyebrow: 'Trail running', title: 'Grip that goes the distance',
      subtitle: 'Lugged outsoles and rock plates for technical descents.',
      media: banner('ks-trail-runners', 'A runner descending a rocky trail at dusk', 1600, 700),
      targets: [{ ...categoryTarget(ctx, '30201', 'Shop trail runners'), style: 'secondary', icon: 'arrow-right' }],
      gradientStyle: 'focused', gradientTone: 'dark', gradientBreakpoints: ['sm', 'md', 'lg'], alignment: 'left',
      caption: { text: 'Vertical kilometre, Chamonix', color: '#ffffff', position: 'top-left' },
    },
    {
      id: 'ks-banner-overlay', type: 'banner-overlay', overlayWidth: 'xs', alignment: 'right',
      overline: 'Sleep systems', title: 'Warm nights, light packs',
      richText: '<p>Down and synthetic bags rated to <strong>-10 °C</strong>, from 890 g. See our <a href="' + categoryHref(ctx, '40102') + '">tents</a> too.</p>',
      media: banner('ks-camp-night', 'A lit tent under the Milky Way', 1600, 800),
      targets: [{ ...categoryTarget(ctx, '40103', 'Shop sleeping bags'), style: 'primary' }],
      backgroundColor: '#f4efe6',
    },
    {
      id: 'ks-banner-block-below', type: 'banner-block-below', linkType: 'No-CTA',
      mediaTarget: { url: pageTarget(ctx, 'promotions', '').url },
      eyebrow: 'Members save more', title: 'Up to 30% off packs this week',
      richText: '<p>Daypacks and overnight packs from our best-selling range. Read the <a href="' + pageTarget(ctx, 'promotions', '').url + '">offer terms</a>.</p>',
      media: banner('ks-packs-sale', 'Three backpacks leaning against a boulder', 1600, 700),
      alignment: 'center', backgroundColor: '#ffffff',
      promotionTracking: { creativeName: 'ks-packs-block-below', promotionId: 'PROMO-PACKS-30', promotionName: 'Packs 30% off' },
    },
    {
      id: 'ks-banner-espot', type: 'banner-espot',
      title: 'Free returns for 60 days', richText: '<p>Changed your mind on the trail? Send it back, free.</p>',
      media: banner('ks-returns', 'A folded jacket in a recycled shipping box', 800, 600),
      targets: [{ ...pageTarget(ctx, 'help/returns/how-to-return', 'How returns work'), style: 'tertiary', size: 'small' }],
      backgroundColor: '#e9eef2',
      promotionTracking: { creativeName: 'ks-returns-espot', promotionId: 'ESPOT-RETURNS', promotionName: 'Free 60-day returns' },
    },
    {
      id: 'ks-banner-menu-tile', type: 'banner-menu-tile', linkType: 'No-CTA',
      mediaTarget: { url: categoryHref(ctx, '40201') },
      title: 'Warm heads, happy hikers', richText: '<p>Beanies and caps for cold starts.</p>',
      media: banner('ks-headwear', 'A knitted beanie on a trekking pole', 720, 540),
    },
    {
      id: 'ks-banner-split', type: 'banner-split', title: 'Boots broken in by the mountains',
      richText: '<p>Waterproof membranes, Vibram soles and a heel lock that stays put on long descents.</p>',
      media: banner('ks-boots', 'Muddy hiking boots on a granite slab', 1200, 900),
      targets: [categoryTarget(ctx, '30101', 'Shop hiking boots')], imageWidth: 40, mediaPosition: 'right',
    },
    {
      id: 'ks-banner-thin', type: 'banner-thin', title: 'Gloves for every season, from liners to mitts',
      targets: [categoryTarget(ctx, '40202', 'Shop gloves')], backgroundColor: '#1f3b2d', textColor: '#ffffff',
    },
  ];
}
