import { banner, categoryTarget, pageTarget, type CanvasContext } from '../context';
import { copyFor } from '../language';
import { PERSONALISATION_COPY } from './copy/personalisation';

/** The kitchen-sink section for this block family: every type at least once. */
export function personalisationBlocks(ctx: CanvasContext): unknown[] {
  const copy = copyFor(ctx, PERSONALISATION_COPY);
  return [
    {
      id: 'ks-segmentation', type: 'segmentation', isFullWidth: false,
      segments: [
        {
          id: 'ks-segment-members', condition: 'loyalty-logged-in',
          components: [{ id: 'ks-segment-members-copy', type: 'rich-text', richText: copy.members }],
        },
        {
          id: 'ks-segment-guests', condition: 'logged-out', targets: ['cart-empty'],
          components: [
            { id: 'ks-segment-guests-copy', type: 'rich-text', richText: copy.guests(pageTarget(ctx, 'xplr-pass', '').url) },
            { id: 'ks-segment-guests-dropped', type: 'rich-text', richText: `<p onclick="alert(1)">${copy.dropped}</p>` },
          ],
        },
      ],
      baselines: [{ id: 'ks-segment-baseline', type: 'rich-text', richText: copy.baseline }],
    },
    {
      id: 'ks-experience', type: 'experience', experienceId: 'exp-kitchen-sink-hero', trackingEvent: 'kitchen_sink_experience', bottomMargins: { sm: 16, lg: 32 },
      baselines: [
        {
          id: 'ks-experience-baseline', type: 'multi-link-card', alignment: 'center', title: copy.experience.title,
          media: banner('experience-baseline', copy.experience.alt, 1600, 700),
          targets: [categoryTarget(ctx, '30101', copy.experience.boots), categoryTarget(ctx, '40101', copy.experience.backpacks)],
        },
      ],
      variants: [
        { name: 'Sale messaging', variantId: 'v-sale', components: [{ id: 'ks-experience-sale', type: 'rich-text', richText: copy.experience.sale }] },
      ],
    },
    {
      // No product on the kitchen-sink page, so NOT IN shows its components…
      id: 'ks-filter-by-not-in', type: 'filter-by', variant: 'bySku', operator: 'NOT IN', filterBy: ['JK619948'],
      components: [{ id: 'ks-filter-by-button', type: 'button', style: 'secondary', target: pageTarget(ctx, 'help/contact-us', copy.askExperts) }],
    },
    {
      // …and IN renders nothing at all: no component resolves.
      id: 'ks-filter-by-in', type: 'filter-by', variant: 'byCategory', operator: 'IN', filterBy: ['10101'],
      components: [{ id: 'ks-filter-by-jackets', type: 'rich-text', richText: copy.jacketsOnly }],
    },
  ];
}
