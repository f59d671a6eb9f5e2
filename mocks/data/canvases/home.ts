import type { Canvas, CategoryCard } from '../../../shared/schemas';
import { banner, category, categoryHref, categoryTarget, freeShippingThreshold, makeCanvas, pageTarget, type CanvasContext } from './context';
import { errorPageCopy } from './error-copy';

function categoryCard(ctx: CanvasContext, id: string, cta: string): CategoryCard {
  const node = category(id);
  return {
    id: `card-${node.slug}`,
    type: 'category-card',
    title: node.name,
    media: banner(`card-${node.slug}`, node.name, 800, 1000),
    target: { url: categoryHref(ctx, id), text: cta },
  };
}

export function promoBar(ctx: CanvasContext) {
  return {
    id: 'promo-bar-main',
    type: 'promo-bar',
    autorotateTime: 6,
    closable: true,
    messages: [
      { id: 'promo-shipping', richText: `Free shipping on orders over ${freeShippingThreshold(ctx)}`, targets: [pageTarget(ctx, 'policies/shipping-terms', 'Details')], textColor: '#ffffff', background: '#1f2933' },
      { id: 'promo-returns', richText: 'Free returns for 60 days', targets: [pageTarget(ctx, 'help/returns/how-to-return', 'How to return')], textColor: '#1f2933', background: '#e8b422' },
      { id: 'promo-xplr', richText: 'Join XPLR Pass and earn points on every order', targets: [pageTarget(ctx, 'xplr-pass', 'Join free')] },
    ],
  };
}

export function homeCanvas(ctx: CanvasContext): Canvas {
  const main: unknown[] = [
    {
      id: 'home-hero', type: 'hero', eyebrow: 'Spring 2026', title: 'Made for the long way up',
      subtitle: 'Weatherproof shells, warm layers and boots that go the distance.',
      media: banner('home-hero', 'Hikers on a ridge at sunrise'),
      targets: [categoryTarget(ctx, '10101', "Shop men's jackets"), categoryTarget(ctx, '20101', "Shop women's jackets")],
      gradientStyle: 'focused', alignment: 'left',
      // The seeded home_hero A/B test (mocks/data/experiments.ts) may replace this copy.
      experimentFlag: 'home_hero',
    },
    {
      id: 'home-collection', type: 'collection', title: 'Gear up for every trail', subtitle: 'Start with the essentials',
      variant: 'threeCardGrid',
      items: [categoryCard(ctx, '10101', 'Shop now'), categoryCard(ctx, '30101', 'Shop now'), categoryCard(ctx, '40101', 'Shop now')],
    },
    {
      id: 'home-split', type: 'banner-split', title: 'Camp light, sleep warm',
      richText: '<p>Our lightest tents and bags pack down small enough for <strong>fast-and-light</strong> overnights.</p>',
      media: banner('home-camp', 'A tent pitched beside an alpine lake', 1200, 900),
      targets: [categoryTarget(ctx, '40102', 'Shop tents'), categoryTarget(ctx, '40103', 'Shop sleeping bags')],
      imageWidth: 60, mediaPosition: 'left',
    },
    {
      id: 'home-story', type: 'rich-text',
      richText: '<h2>Built in the mountains</h2><p>Every Ridgeline product is tested on real trails before it reaches you. Questions? <a href="' +
        pageTarget(ctx, 'help/contact-us', '').url + '">Talk to our crew</a>.</p>',
    },
  ];
  // Editors' unpublished work: only preview mode may show it (spec §2 preview mode).
  if (ctx.mode === 'preview') {
    main.splice(1, 0, {
      id: 'home-draft-drop', type: 'banner-thin', title: 'Draft: Autumn drop lands 1 September',
      targets: [categoryTarget(ctx, '10000', 'Preview the men’s range')], backgroundColor: '#6b4f8a', textColor: '#ffffff',
    });
  }
  return makeCanvas(ctx, 'page', 'home', {
    name: 'home', title: 'Ridgeline | Outdoor Apparel & Gear',
    description: 'Shop jackets, fleece, boots, packs and tents built for the mountains.',
    // The promo bar is site-wide: it comes from the header-promo fragment on every page.
    sections: { main },
  });
}

/** A page whose description says it is not available counts as an error page. */
export function errorCanvas(ctx: CanvasContext): Canvas {
  const copy = errorPageCopy(ctx);
  return makeCanvas(ctx, 'page', 'error-4xx', {
    name: 'error-4xx', title: copy.title, description: copy.description,
    sections: {
      main: [
        { id: 'error-copy', type: 'rich-text', richText: copy.richText },
        {
          id: 'error-categories', type: 'collection', title: copy.collectionTitle, variant: 'highlightCenter',
          items: ['10000', '20000', '30000', '40000'].map((id) => categoryCard(ctx, id, copy.shopCategory(id))),
        },
      ],
    },
  });
}
