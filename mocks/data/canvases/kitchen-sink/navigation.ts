import { banner, categoryTarget, freeShippingThreshold, pageTarget, type CanvasContext } from '../context';

/**
 * The kitchen-sink section for this block family: every type at least once.
 * mega-menu, footer and popup feed the page chrome (header, footer, pop-up
 * manager) and render nothing in a body; the promo bar is the visible one.
 */
export function navigationBlocks(ctx: CanvasContext): unknown[] {
  return [
    {
      id: 'ks-promo-bar',
      type: 'promo-bar',
      autorotateTime: 3,
      closable: true,
      maxMessages: 3,
      messages: [
        { id: 'ks-promo-shipping', richText: `<p><strong>Free shipping</strong> on orders over ${freeShippingThreshold(ctx)}</p>`, targets: [pageTarget(ctx, 'policies/shipping-terms', 'Shipping details')], textColor: '#ffffff', hoverLinkColor: '#ffe08a', background: '#1f3b2d', sectionId: 'promo-main' },
        // spec §4: a message whose section is empty is dropped.
        { id: 'ks-promo-empty-section', richText: 'Dropped: its section is empty', targets: [], sectionId: '' },
        { id: 'ks-promo-jackets', richText: '<p>New season shells: <em>up to 30% off</em></p>', targets: [categoryTarget(ctx, '10101', "Shop men's jackets")], textColor: '#17211b', hoverLinkColor: '#1f3b2d', background: '#e8b422' },
        { id: 'ks-promo-returns', richText: 'Free returns for 60 days', targets: [], textColor: '#ffffff', background: '#4a3526', clickable: false },
        // spec §9: beyond the configured maximum (3) a message is not shown.
        { id: 'ks-promo-over-max', richText: 'Members get early access to sales', targets: [pageTarget(ctx, 'xplr-pass', 'Join')] },
      ],
    },
    {
      id: 'ks-popup',
      type: 'popup',
      name: 'Kitchen-sink newsletter',
      minimizedTitle: 'Get 10% off',
      maximizedTitle: 'Trail notes, monthly',
      title: 'Get 10% off your first order',
      targets: [{ url: '#footer-newsletter', text: 'Sign up for emails' }],
      disclaimer: '<p>Unsubscribe at any time.</p>',
      logo: banner('popup-newsletter', 'Ridgeline', 96, 96),
    },
  ];
}
