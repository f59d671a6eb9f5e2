import { banner, category, categoryHref, categoryTarget, pageTarget, type CanvasContext } from '../context';

const card = (ctx: CanvasContext, id: string, cta: string) => {
  const node = category(id);
  return { id: `ks-card-${node.slug}`, type: 'category-card', title: node.name, media: banner(`card-${node.slug}`, node.name, 800, 1000), target: { url: categoryHref(ctx, id), text: cta } };
};

const imageCard = (ctx: CanvasContext, id: string, text: string, prefix: string) => {
  const node = category(id);
  return { id: `${prefix}-${node.slug}`, title: node.name, media: banner(`card-${node.slug}`, node.name, 800, 800), target: categoryTarget(ctx, id, text) };
};

/** The kitchen-sink section for this block family: every type at least once. */
export function cardsBlocks(ctx: CanvasContext): unknown[] {
  return [
    {
      id: 'ks-benefit-bar', type: 'benefit-bar', alignment: 'left', showCloseButton: true,
      title: 'XPLR Pass members ship free, every order',
      subtitle: 'Earn points on every purchase and get early access to sales.',
      logo: banner('xplr-pass-logo', 'XPLR Pass', 120, 40),
      backgroundImage: banner('benefit-topo', '', 1600, 200),
      infoIcon: pageTarget(ctx, 'loyalty-terms', 'XPLR Pass terms'),
      targets: [pageTarget(ctx, 'xplr-pass', 'Join for free')],
    },
    {
      id: 'ks-secondary-nav', type: 'secondary-nav', title: 'Shop jackets', alignment: 'left', divider: true,
      titleColor: '#1f3b2d', backgroundColor: '#eef2ec',
      targets: [
        categoryTarget(ctx, '10101', "Men's Jackets"),
        categoryTarget(ctx, '20101', "Women's Jackets"),
        categoryTarget(ctx, '10102', "Men's Fleece"),
        pageTarget(ctx, 'help/returns/how-to-return', 'Easy returns'),
      ],
    },
    { ...card(ctx, '40102', 'Shop tents'), id: 'ks-category-card' },
    {
      id: 'ks-collection-carousel', type: 'collection', name: 'Kitchen sink trail carousel', title: 'Trail-tested favourites', subtitle: 'Swipe through the kit our guides pack first',
      variant: 'threeCardGrid', alignment: 'left', textLink: categoryTarget(ctx, '40000', 'Shop all gear'),
      breakpoints: {
        sm: { type: 'carousel', slideWidth: '80%', slidePadding: 12, showArrows: true, showIndicators: true, showProgress: true },
        md: { type: 'carousel', slideWidth: '45%', slidePadding: 16, showArrows: true, showIndicators: true, showProgress: true },
        lg: { type: 'carousel', slideWidth: '28%', slidePadding: 16, autoplay: true, autorotateTime: 6, loop: true, showArrows: true, showIndicators: true, showProgress: true },
      },
      items: [card(ctx, '10101', 'Shop jackets'), card(ctx, '20101', 'Shop jackets'), card(ctx, '30101', 'Shop boots'), card(ctx, '30201', 'Shop trail runners'), card(ctx, '40101', 'Shop backpacks'), card(ctx, '40103', 'Shop sleeping bags')],
    },
    {
      id: 'ks-collection-stacked', type: 'collection', name: 'Camp essentials [stacked]', title: 'Camp essentials', variant: 'highlightCenter', alignment: 'center',
      breakpoints: { sm: { type: 'carousel', slideWidth: '75%' }, md: { type: 'carousel' }, lg: { type: 'carousel' } },
      items: [card(ctx, '40102', 'Shop tents'), card(ctx, '40103', 'Shop sleeping bags'), card(ctx, '40101', 'Shop backpacks')],
    },
    {
      id: 'ks-linked-cards', type: 'linked-cards', title: 'Plan your next trip',
      items: [imageCard(ctx, '30101', 'Find your boots', 'ks-linked'), imageCard(ctx, '40101', 'Pick a pack', 'ks-linked'), imageCard(ctx, '40102', 'Choose a tent', 'ks-linked')],
    },
    {
      id: 'ks-multi-link-card', type: 'multi-link-card', alignment: 'left', title: 'Layer up for winter', titleStyle: 'large',
      titleTarget: categoryTarget(ctx, '10000', 'Shop men'),
      media: banner('multi-link-winter', 'A climber in a red shell on a snowy ridge', 1600, 900),
      targets: [categoryTarget(ctx, '10101', "Men's jackets"), categoryTarget(ctx, '20101', "Women's jackets"), categoryTarget(ctx, '40201', 'Headwear'), categoryTarget(ctx, '40202', 'Gloves')],
    },
    {
      id: 'ks-visual-selector', type: 'visual-selector', title: 'Shop by activity',
      items: [imageCard(ctx, '30101', 'Hiking', 'ks-visual'), imageCard(ctx, '30201', 'Trail running', 'ks-visual'), imageCard(ctx, '40102', 'Camping', 'ks-visual'), imageCard(ctx, '40201', 'Everyday', 'ks-visual')],
    },
    {
      id: 'ks-icon-and-text', type: 'icon-and-text', iconSize: 'medium', variant: 'icon-above-text',
      items: [
        { id: 'ks-icon-shipping', icon: 'truck', richText: '<h3>Free shipping</h3><p>On orders over $99, delivered in 2–5 business days.</p>', target: pageTarget(ctx, 'policies/shipping-terms', 'Shipping terms'), backgroundColor: '#eef2ec', textColor: '#17211b' },
        { id: 'ks-icon-returns', icon: 'return', richText: '<h3>60-day returns</h3><p>Not the right fit? Send it back, free.</p>', target: pageTarget(ctx, 'help/returns/how-to-return', 'How to return'), backgroundColor: '#1f3b2d', textColor: '#ffffff' },
        { id: 'ks-icon-warranty', icon: 'shield', richText: '<h3>Lifetime repairs</h3><p>We fix zips, seams and tears for the life of the product.</p>', backgroundColor: '#eef2ec', textColor: '#17211b' },
      ],
    },
    {
      id: 'ks-icon-and-text-left', type: 'icon-and-text', iconSize: 'small', variant: 'icon-left',
      items: [
        { id: 'ks-icon-leaf', icon: 'leaf', richText: '<p><strong>Bluesign® fabrics</strong> in 80% of our apparel.</p>' },
        { id: 'ks-icon-store', icon: 'store', richText: '<p><strong>Pick up in store</strong> the same day.</p>' },
      ],
    },
  ];
}
