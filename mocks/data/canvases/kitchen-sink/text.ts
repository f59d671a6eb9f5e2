import { categoryHref, pageTarget, type CanvasContext } from '../context';
import { pageUrl } from '../../urls';

/** The kitchen-sink section for this block family: every type at least once. */
export function textBlocks(ctx: CanvasContext): unknown[] {
  const page = (slug: string) => pageUrl(ctx.locale, slug);
  return [
    {
      id: 'ks-rich-text', type: 'rich-text',
      richText:
        `<h2>Built for the long way round</h2><p>Every Ridgeline layer is tested on the <strong>Colorado Trail</strong> before it reaches you. ` +
        `Read the <a href="#care-guide">care guide</a> below, see our <a href="${page('policies/shipping-terms')}">shipping terms</a>, or browse ` +
        `<a href="${categoryHref(ctx, '10101')}">men's jackets</a>.</p>`,
    },
    {
      id: 'ks-button-location', type: 'button', style: 'primary',
      target: { url: '#modal=location-selector', text: 'Change country or region' },
    },
    {
      id: 'ks-button-lead', type: 'button', style: 'secondary', alignment: 'left',
      target: { url: '?leadSource=kitchen-sink#modal=location-selector', text: 'Shopping from abroad? Pick your site' },
    },
    { id: 'ks-button-link', type: 'button', style: 'tertiary', target: pageTarget(ctx, 'help/returns/how-to-return', 'How returns work') },
    { id: 'ks-spacer', type: 'spacer', backgroundColor: '#e7ece6', bottomMargins: { sm: 16, md: 24, lg: 32 } },
    { id: 'ks-anchor-care', type: 'anchor', anchorName: 'care-guide' },
    {
      id: 'ks-accordion', type: 'accordion', title: 'Care guide',
      items: [
        {
          id: 'ks-accordion-wash', title: 'How do I wash a waterproof shell?',
          richText: '<p>Close every zip, then machine wash at 30 °C with a technical cleaner. <b>Skip fabric softener</b>: it clogs the membrane.</p><ol><li>Wash on a gentle cycle.</li><li>Rinse twice.</li><li>Tumble dry low for 20 minutes to revive the DWR finish.</li></ol>',
        },
        {
          id: 'ks-accordion-down', title: 'Can I machine wash a down jacket?',
          richText: '<p>Yes. Use a down-specific wash, then tumble dry on low with two clean tennis balls until no clumps remain. <i>It can take three hours.</i></p>',
        },
        {
          id: 'ks-accordion-repair', title: 'What if my gear needs a repair?',
          richText: `<p>Our repair crew fixes zips, seams and tears for the life of the product. <a href="${page('help/contact-us')}">Contact us</a> to start a repair.</p>`,
          components: [{ id: 'ks-accordion-repair-button', type: 'button', style: 'secondary', target: pageTarget(ctx, 'help/contact-us', 'Start a repair') }],
        },
      ],
    },
  ];
}
