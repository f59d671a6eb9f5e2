import { banner, categoryTarget, pageTarget, type CanvasContext } from '../context';

/** The kitchen-sink section for this block family: every type at least once. */
export function personalisationBlocks(ctx: CanvasContext): unknown[] {
  return [
    {
      id: 'ks-segmentation', type: 'segmentation', isFullWidth: false,
      segments: [
        {
          id: 'ks-segment-members', condition: 'loyalty-logged-in',
          components: [{ id: 'ks-segment-members-copy', type: 'rich-text', richText: '<h2>Welcome back, XPLR Pass member</h2><p>Your points are waiting at checkout.</p>' }],
        },
        {
          id: 'ks-segment-guests', condition: 'logged-out', targets: ['cart-empty'],
          components: [
            { id: 'ks-segment-guests-copy', type: 'rich-text', richText: `<h2>New to Ridgeline?</h2><p>Join <a href="/${ctx.locale}/xplr-pass">XPLR Pass</a> for free shipping and member prices.</p>` },
            { id: 'ks-segment-guests-dropped', type: 'rich-text', richText: '<p onclick="alert(1)">A malformed nested block is dropped.</p>' },
          ],
        },
      ],
      baselines: [{ id: 'ks-segment-baseline', type: 'rich-text', richText: '<h2>Gear for every trail</h2><p>Shop the season’s new arrivals.</p>' }],
    },
    {
      id: 'ks-experience', type: 'experience', experienceId: 'exp-kitchen-sink-hero', trackingEvent: 'kitchen_sink_experience', bottomMargins: { sm: 16, lg: 32 },
      baselines: [
        {
          id: 'ks-experience-baseline', type: 'multi-link-card', alignment: 'center', title: 'Find your next adventure',
          media: banner('experience-baseline', 'A trail winding through autumn aspens', 1600, 700),
          targets: [categoryTarget(ctx, '30101', 'Hiking boots'), categoryTarget(ctx, '40101', 'Backpacks')],
        },
      ],
      variants: [
        { name: 'Sale messaging', variantId: 'v-sale', components: [{ id: 'ks-experience-sale', type: 'rich-text', richText: '<h2>Up to 40% off last season</h2>' }] },
      ],
    },
    {
      // No product on the kitchen-sink page, so NOT IN shows its components…
      id: 'ks-filter-by-not-in', type: 'filter-by', variant: 'bySku', operator: 'NOT IN', filterBy: ['JK619948'],
      components: [{ id: 'ks-filter-by-button', type: 'button', style: 'secondary', target: pageTarget(ctx, 'help/contact-us', 'Ask our gear experts') }],
    },
    {
      // …and IN renders nothing at all (spec §4: no component resolves).
      id: 'ks-filter-by-in', type: 'filter-by', variant: 'byCategory', operator: 'IN', filterBy: ['10101'],
      components: [{ id: 'ks-filter-by-jackets', type: 'rich-text', richText: '<p>Only on the men’s jackets page.</p>' }],
    },
  ];
}
