import { categoryName } from '../../category-names';
import { banner, category, categoryHref, categoryTarget, freeShippingThreshold, pageTarget, type CanvasContext } from '../context';
import { contentLanguage, copyFor } from '../language';
import { CARDS_COPY } from './copy/cards';

const card = (ctx: CanvasContext, id: string, cta: string) => {
  const node = category(id);
  const name = categoryName(id, contentLanguage(ctx));
  return { id: `ks-card-${node.slug}`, type: 'category-card', title: name, media: banner(`card-${node.slug}`, name, 800, 1000), target: { url: categoryHref(ctx, id), text: cta } };
};

const imageCard = (ctx: CanvasContext, id: string, text: string, prefix: string) => {
  const node = category(id);
  const name = categoryName(id, contentLanguage(ctx));
  return { id: `${prefix}-${node.slug}`, title: name, media: banner(`card-${node.slug}`, name, 800, 800), target: categoryTarget(ctx, id, text) };
};

/** The kitchen-sink section for this block family: every type at least once. */
export function cardsBlocks(ctx: CanvasContext): unknown[] {
  const copy = copyFor(ctx, CARDS_COPY);
  const { carousel, linked, visual, icons } = copy;
  const name = (id: string) => categoryName(id, contentLanguage(ctx));
  return [
    {
      id: 'ks-benefit-bar', type: 'benefit-bar', alignment: 'left', showCloseButton: true,
      title: copy.benefitBar.title,
      subtitle: copy.benefitBar.subtitle,
      logo: banner('xplr-pass-logo', 'XPLR Pass', 120, 40),
      backgroundImage: banner('benefit-topo', '', 1600, 200),
      infoIcon: pageTarget(ctx, 'loyalty-terms', copy.benefitBar.terms),
      targets: [pageTarget(ctx, 'xplr-pass', copy.benefitBar.cta)],
    },
    {
      id: 'ks-secondary-nav', type: 'secondary-nav', title: copy.secondaryNav.title, alignment: 'left', divider: true,
      titleColor: '#1f3b2d', backgroundColor: '#eef2ec',
      targets: [
        categoryTarget(ctx, '10101', name('10101')),
        categoryTarget(ctx, '20101', name('20101')),
        categoryTarget(ctx, '10102', name('10102')),
        pageTarget(ctx, 'help/returns/how-to-return', copy.secondaryNav.returns),
      ],
    },
    { ...card(ctx, '40102', carousel.tents), id: 'ks-category-card' },
    {
      id: 'ks-collection-carousel', type: 'collection', name: 'Kitchen sink trail carousel', title: carousel.title, subtitle: carousel.subtitle,
      variant: 'threeCardGrid', alignment: 'left', textLink: categoryTarget(ctx, '40000', carousel.shopAll),
      breakpoints: {
        sm: { type: 'carousel', slideWidth: '80%', slidePadding: 12, showArrows: true, showIndicators: true, showProgress: true },
        md: { type: 'carousel', slideWidth: '45%', slidePadding: 16, showArrows: true, showIndicators: true, showProgress: true },
        lg: { type: 'carousel', slideWidth: '28%', slidePadding: 16, autoplay: true, autorotateTime: 6, loop: true, showArrows: true, showIndicators: true, showProgress: true },
      },
      items: [
        card(ctx, '10101', carousel.jackets), card(ctx, '20101', carousel.jackets), card(ctx, '30101', carousel.boots),
        card(ctx, '30201', carousel.trailRunners), card(ctx, '40101', carousel.backpacks), card(ctx, '40103', carousel.sleepingBags),
      ],
    },
    {
      id: 'ks-collection-stacked', type: 'collection', name: 'Camp essentials [stacked]', title: copy.stacked.title, variant: 'highlightCenter', alignment: 'center',
      breakpoints: { sm: { type: 'carousel', slideWidth: '75%' }, md: { type: 'carousel' }, lg: { type: 'carousel' } },
      items: [card(ctx, '40102', carousel.tents), card(ctx, '40103', carousel.sleepingBags), card(ctx, '40101', carousel.backpacks)],
    },
    {
      id: 'ks-linked-cards', type: 'linked-cards', title: linked.title,
      items: [imageCard(ctx, '30101', linked.boots, 'ks-linked'), imageCard(ctx, '40101', linked.pack, 'ks-linked'), imageCard(ctx, '40102', linked.tent, 'ks-linked')],
    },
    {
      id: 'ks-multi-link-card', type: 'multi-link-card', alignment: 'left', title: copy.multiLink.title, titleStyle: 'large',
      titleTarget: categoryTarget(ctx, '10000', name('10000')),
      media: banner('multi-link-winter', copy.multiLink.alt, 1600, 900),
      targets: ['10101', '20101', '40201', '40202'].map((id) => categoryTarget(ctx, id, name(id))),
    },
    {
      id: 'ks-visual-selector', type: 'visual-selector', title: visual.title,
      items: [
        imageCard(ctx, '30101', visual.hiking, 'ks-visual'), imageCard(ctx, '30201', visual.running, 'ks-visual'),
        imageCard(ctx, '40102', visual.camping, 'ks-visual'), imageCard(ctx, '40201', visual.everyday, 'ks-visual'),
      ],
    },
    {
      id: 'ks-icon-and-text', type: 'icon-and-text', iconSize: 'medium', variant: 'icon-above-text',
      items: [
        { id: 'ks-icon-shipping', icon: 'truck', richText: icons.shipping(freeShippingThreshold(ctx)), target: pageTarget(ctx, 'policies/shipping-terms', icons.shippingTerms), backgroundColor: '#eef2ec', textColor: '#17211b' },
        { id: 'ks-icon-returns', icon: 'return', richText: icons.returns, target: pageTarget(ctx, 'help/returns/how-to-return', icons.howToReturn), backgroundColor: '#1f3b2d', textColor: '#ffffff' },
        { id: 'ks-icon-warranty', icon: 'shield', richText: icons.repairs, backgroundColor: '#eef2ec', textColor: '#17211b' },
      ],
    },
    {
      id: 'ks-icon-and-text-left', type: 'icon-and-text', iconSize: 'small', variant: 'icon-left',
      items: [
        { id: 'ks-icon-leaf', icon: 'leaf', richText: icons.bluesign },
        { id: 'ks-icon-store', icon: 'store', richText: icons.pickUp },
      ],
    },
  ];
}
