import type { Canvas } from '../../../shared/content/schemas/canvas';
import { CATEGORIES } from '../categories';
import { categoryName } from '../category-names';
import { banner, categoryTarget, freeShippingThreshold, makeCanvas, pageTarget, type CanvasContext } from './context';
import { COMMERCE_COPY, type CommerceCopy } from './copy/commerce';
import { contentLanguage, copyFor, escapeHtml } from './language';
import { promoBar } from './promo-bar';

/** Editorial tops for a few listings; every other category gets empty sections. */
function categoryTop(ctx: CanvasContext, copy: CommerceCopy, id: string): unknown[] {
  switch (id) {
    case '10101':
      return [{
        id: 'mens-jackets-hero', type: 'hero', title: copy.mensJackets.title, eyebrow: categoryName(id, contentLanguage(ctx)),
        media: banner('mens-jackets-hero', copy.mensJackets.alt),
        targets: [categoryTarget(ctx, '10102', copy.mensJackets.cta)], gradientStyle: 'full', alignment: 'center',
      }];
    case '20101':
      return [{
        id: 'womens-jackets-hero', type: 'hero', title: copy.womensJackets.title, subtitle: copy.womensJackets.subtitle,
        media: banner('womens-jackets-hero', copy.womensJackets.alt),
        targets: [categoryTarget(ctx, '20202', copy.womensJackets.cta)], gradientStyle: 'focused', alignment: 'left',
      }];
    case '30101':
    case '40102':
    case '40000':
      return [{
        id: `thin-${id}`, type: 'banner-thin', title: copy.shippingBanner.title(freeShippingThreshold(ctx)),
        targets: [pageTarget(ctx, 'policies/shipping-terms', copy.shippingBanner.cta)], backgroundColor: '#2f5d45', textColor: '#ffffff',
      }];
    default:
      return [];
  }
}

export function categoryCanvases(ctx: CanvasContext): Array<[string, Canvas]> {
  const copy = copyFor(ctx, COMMERCE_COPY);
  const contact = pageTarget(ctx, 'help/contact-us', '').url;
  return CATEGORIES.map((node) => {
    const name = categoryName(node.id, contentLanguage(ctx));
    return [
      node.id,
      makeCanvas(ctx, 'category', node.id, {
        name: node.slug,
        title: name,
        description: copy.category.description(name),
        // promo-inherited takes the listing espots; lazy-about loads when scrolled near; noResults
        // replaces the grid when the shopper's filters match nothing.
        sections: {
          top: categoryTop(ctx, copy, node.id),
          'promo-inherited': [],
          bottom: [],
          'lazy-about': [{ id: `about-${node.slug}`, type: 'rich-text', richText: copy.category.about(escapeHtml(name)) }],
          noResults: [{ id: 'no-results-copy', type: 'rich-text', richText: copy.category.noResults(escapeHtml(name), contact) }],
        },
      }),
    ];
  });
}

/** One generic product canvas serves every productId. */
export function productCanvas(ctx: CanvasContext): Canvas {
  const copy = copyFor(ctx, COMMERCE_COPY).productEspot;
  return makeCanvas(ctx, 'product', '*', {
    name: 'product',
    sections: {
      'espot-inherited': [],
      espot: [{
        id: 'pdp-shipping-espot', type: 'banner-thin', title: copy.title(freeShippingThreshold(ctx)),
        targets: [pageTarget(ctx, 'help/returns/how-to-return', copy.cta)], backgroundColor: '#e9eef2', textColor: '#1f2933',
      }],
      // Shoppers' photos from the product's category; each opens the photo dialog with the gear it shows.
      gallery: [{ id: 'pdp-community-gallery', type: 'gallery', title: copy.gallery, containerId: 'ridgeline-community', filter: 'category:{category}' }],
    },
  });
}

export function fragmentCanvases(ctx: CanvasContext): Array<[string, Canvas]> {
  const { newsletter } = copyFor(ctx, COMMERCE_COPY);
  return [
    ['header-promo', makeCanvas(ctx, 'fragment', 'header-promo', { name: 'header-promo', sections: { main: [promoBar(ctx)] } })],
    ...roleBannerCanvases(ctx),
    ['newsletter', makeCanvas(ctx, 'fragment', 'newsletter', {
      name: 'newsletter', title: newsletter.title,
      sections: { main: [{ id: 'newsletter-copy', type: 'rich-text', richText: newsletter.richText(pageTarget(ctx, 'privacy', '').url) }] },
    })],
  ];
}

/** Role banners, one fragment per role; the storefront shows one (employee, then athlete, then IPA, then WRANX). */
const ROLE_BANNERS = [
  ['employee', 'associate-discount-terms'],
  ['athlete', 'athlete-programme'],
  ['ipa', 'pro-programme'],
  ['wranx', 'pro-programme'],
] as const;

function roleBannerCanvases(ctx: CanvasContext): Array<[string, Canvas]> {
  const copy = copyFor(ctx, COMMERCE_COPY).roleBanners;
  return ROLE_BANNERS.map(([role, page]) => {
    const id = `role-banner-${role}`;
    const bar = { id: `${id}-bar`, type: 'banner-thin', title: copy[role], targets: [pageTarget(ctx, page, copy.cta)], backgroundColor: '#1f2933', textColor: '#ffffff' };
    return [id, makeCanvas(ctx, 'fragment', id, { name: id, sections: { main: [bar] } })];
  });
}
