import type { Canvas } from '../../../shared/schemas';
import { CATEGORIES } from '../categories';
import { banner, categoryTarget, freeShippingThreshold, makeCanvas, pageTarget, type CanvasContext } from './context';
import { promoBar } from './home';

/** Editorial tops for a few listings; every other category gets empty sections. */
function categoryTop(ctx: CanvasContext, id: string): unknown[] {
  switch (id) {
    case '10101':
      return [{
        id: 'mens-jackets-hero', type: 'hero', title: 'Shells for every storm', eyebrow: "Men's Jackets",
        media: banner('mens-jackets-hero', 'A climber in a red shell jacket on a windy ridge'),
        targets: [categoryTarget(ctx, '10102', 'Add a fleece layer')], gradientStyle: 'full', alignment: 'center',
      }];
    case '20101':
      return [{
        id: 'womens-jackets-hero', type: 'hero', title: 'Weather, handled', subtitle: 'Waterproof, windproof and packable.',
        media: banner('womens-jackets-hero', 'A hiker in a blue rain jacket above a fjord'),
        targets: [categoryTarget(ctx, '20202', 'Shop hiking pants')], gradientStyle: 'focused', alignment: 'left',
      }];
    case '30101':
    case '40102':
    case '40000':
      return [{
        id: `thin-${id}`, type: 'banner-thin', title: `Free shipping over ${freeShippingThreshold(ctx)}`,
        targets: [pageTarget(ctx, 'policies/shipping-terms', 'See details')], backgroundColor: '#2f5d45', textColor: '#ffffff',
      }];
    default:
      return [];
  }
}

function aboutCategory(name: string, slug: string) {
  return {
    id: `about-${slug}`, type: 'rich-text',
    richText: `<h2>About ${name.replace(/&/g, '&amp;')}</h2><p>Every piece in our ${name.toLowerCase().replace(/&/g, '&amp;')} range is field-tested by guides and athletes before it reaches the shelf, and backed by our lifetime repair promise.</p>`,
  };
}

/** Shown instead of the grid when the shopper's filters match nothing (issue 4: the category's no-results content). */
function noResults(ctx: CanvasContext, name: string): unknown[] {
  const safe = name.replace(/&/g, '&amp;');
  return [{
    id: 'no-results-copy', type: 'rich-text',
    richText: `<h2>No ${safe.toLowerCase()} match these filters</h2><p>Try removing a filter or two, or ask our crew on the <a href="${pageTarget(ctx, 'help/contact-us', '').url}">contact page</a> — we may have it in store.</p>`,
  }];
}

export function categoryCanvases(ctx: CanvasContext): Array<[string, Canvas]> {
  return CATEGORIES.map((node) => [
    node.id,
    makeCanvas(ctx, 'category', node.id, {
      name: node.slug,
      title: node.name,
      description: `Shop ${node.name.toLowerCase()} from Ridgeline: technical outdoor gear built for real mountain days.`,
      // promo-inherited takes the plp espots; lazy-about loads when scrolled near (spec §2).
      sections: { top: categoryTop(ctx, node.id), 'promo-inherited': [], bottom: [], 'lazy-about': [aboutCategory(node.name, node.slug)], noResults: noResults(ctx, node.name) },
    }),
  ]);
}

/** One generic PDP canvas serves every productId (spec §7 product canvas). */
export function productCanvas(ctx: CanvasContext): Canvas {
  return makeCanvas(ctx, 'product', '*', {
    name: 'product',
    sections: {
      'espot-inherited': [],
      espot: [{
        id: 'pdp-shipping-espot', type: 'banner-thin', title: `Free shipping over ${freeShippingThreshold(ctx)} and free 60-day returns`,
        targets: [pageTarget(ctx, 'help/returns/how-to-return', 'Returns policy')], backgroundColor: '#e9eef2', textColor: '#1f2933',
      }],
    },
  });
}

export function fragmentCanvases(ctx: CanvasContext): Array<[string, Canvas]> {
  return [
    ['header-promo', makeCanvas(ctx, 'fragment', 'header-promo', { name: 'header-promo', sections: { main: [promoBar(ctx)] } })],
    ...roleBannerCanvases(ctx),
    ['newsletter', makeCanvas(ctx, 'fragment', 'newsletter', {
      name: 'newsletter', title: 'Stay in the loop',
      sections: { main: [{ id: 'newsletter-copy', type: 'rich-text', richText: '<p>Sign up for trail stories, new gear and <strong>member-only offers</strong>. Read our <a href="' + pageTarget(ctx, 'privacy', '').url + '">privacy notice</a>.</p>' }] },
    })],
  ];
}

/** spec §6 role banners, one fragment per role; the storefront shows one (employee, then athlete, then IPA, then Wranx). */
const ROLE_BANNERS = [
  ['employee', 'Associate discount: your employee pricing is applied at checkout', 'associate-discount-terms'],
  ['athlete', 'Athlete credit: your annual credit is ready to spend at checkout', 'athlete-programme'],
  ['ipa', 'IPA member pricing is applied to everything in your cart', 'pro-programme'],
  ['wranx', 'WRANX discount: your member price shows at checkout', 'pro-programme'],
] as const;

function roleBannerCanvases(ctx: CanvasContext): Array<[string, Canvas]> {
  return ROLE_BANNERS.map(([role, title, page]) => {
    const id = `role-banner-${role}`;
    return [id, makeCanvas(ctx, 'fragment', id, { name: id, sections: { main: [{ id: `${id}-bar`, type: 'banner-thin', title, targets: [pageTarget(ctx, page, 'Details')], backgroundColor: '#1f2933', textColor: '#ffffff' }] } })];
  });
}
