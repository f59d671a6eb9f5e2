import { categoryHref, pageTarget, type CanvasContext } from '../context';
import { copyFor } from '../language';
import { pageUrl } from '../../urls';
import { TEXT_COPY } from './copy/text';

/** The kitchen-sink section for this block family: every type at least once. */
export function textBlocks(ctx: CanvasContext): unknown[] {
  const copy = copyFor(ctx, TEXT_COPY);
  const { accordion } = copy;
  const page = (slug: string) => pageUrl(ctx.locale, slug);
  return [
    { id: 'ks-rich-text', type: 'rich-text', richText: copy.richText({ shipping: page('policies/shipping-terms'), jackets: categoryHref(ctx, '10101') }) },
    {
      id: 'ks-button-location', type: 'button', style: 'primary',
      target: { url: '#modal=location-selector', text: copy.location },
    },
    {
      id: 'ks-button-lead', type: 'button', style: 'secondary', alignment: 'left',
      target: { url: '?leadSource=kitchen-sink#modal=location-selector', text: copy.abroad },
    },
    { id: 'ks-button-link', type: 'button', style: 'tertiary', target: pageTarget(ctx, 'help/returns/how-to-return', copy.returns) },
    { id: 'ks-spacer', type: 'spacer', backgroundColor: '#e7ece6', bottomMargins: { sm: 16, md: 24, lg: 32 } },
    { id: 'ks-anchor-care', type: 'anchor', anchorName: 'care-guide' },
    {
      id: 'ks-accordion', type: 'accordion', title: accordion.title,
      items: [
        { id: 'ks-accordion-wash', title: accordion.washTitle, richText: accordion.wash },
        { id: 'ks-accordion-down', title: accordion.downTitle, richText: accordion.down },
        {
          id: 'ks-accordion-repair', title: accordion.repairTitle, richText: accordion.repair(page('help/contact-us')),
          components: [{ id: 'ks-accordion-repair-button', type: 'button', style: 'secondary', target: pageTarget(ctx, 'help/contact-us', accordion.repairCta) }],
        },
      ],
    },
  ];
}
