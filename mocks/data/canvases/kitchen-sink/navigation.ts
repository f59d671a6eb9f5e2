import { banner, categoryTarget, freeShippingThreshold, pageTarget, type CanvasContext } from '../context';
import { copyFor } from '../language';
import { NAVIGATION_COPY } from './copy/navigation';

/**
 * The kitchen-sink section for this block family: every type at least once.
 * mega-menu, footer and popup feed the page chrome (header, footer, pop-up
 * manager) and render nothing in a body; the promo bar is the visible one.
 */
export function navigationBlocks(ctx: CanvasContext): unknown[] {
  const { promo, popup } = copyFor(ctx, NAVIGATION_COPY);
  return [
    {
      id: 'ks-promo-bar',
      type: 'promo-bar',
      autorotateTime: 3,
      closable: true,
      maxMessages: 3,
      messages: [
        { id: 'ks-promo-shipping', richText: promo.shipping(freeShippingThreshold(ctx)), targets: [pageTarget(ctx, 'policies/shipping-terms', promo.shippingCta)], textColor: '#ffffff', hoverLinkColor: '#ffe08a', background: '#1f3b2d', sectionId: 'promo-main' },
        // A message whose section is empty is dropped.
        { id: 'ks-promo-empty-section', richText: promo.dropped, targets: [], sectionId: '' },
        { id: 'ks-promo-jackets', richText: promo.jackets, targets: [categoryTarget(ctx, '10101', promo.jacketsCta)], textColor: '#17211b', hoverLinkColor: '#1f3b2d', background: '#e8b422' },
        { id: 'ks-promo-returns', richText: promo.returns, targets: [], textColor: '#ffffff', background: '#4a3526', clickable: false },
        // Beyond the configured maximum (3) a message is not shown.
        { id: 'ks-promo-over-max', richText: promo.overMax, targets: [pageTarget(ctx, 'xplr-pass', promo.overMaxCta)] },
      ],
    },
    {
      id: 'ks-popup',
      type: 'popup',
      name: 'Kitchen-sink newsletter',
      minimizedTitle: popup.minimizedTitle,
      maximizedTitle: popup.maximizedTitle,
      title: popup.title,
      targets: [{ url: '#footer-newsletter', text: popup.cta }],
      disclaimer: popup.disclaimer,
      logo: banner('popup-newsletter', 'Ridgeline', 96, 96),
    },
  ];
}
