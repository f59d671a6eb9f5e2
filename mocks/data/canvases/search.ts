import type { Canvas } from '../../../shared/schemas';
import { CATEGORIES } from '../categories';
import { categoryTarget, makeCanvas, pageTarget, type CanvasContext } from './context';

/** spec §7 search canvas: the merchandising around search results. */
export function searchCanvas(ctx: CanvasContext): Canvas {
  return makeCanvas(ctx, 'search', 'main', {
    name: 'search',
    title: 'Search',
    sections: {
      top: [],
      bottom: [{
        id: 'search-help', type: 'rich-text',
        richText: `<h2>Can’t find it?</h2><p>Try a broader word such as <em>jacket</em> or <em>tent</em>, or ask our crew on the <a href="${pageTarget(ctx, 'help/contact-us', '').url}">contact page</a>.</p>`,
      }],
    },
  });
}

/**
 * The CMS answers a search canvas for a query: when the query names a
 * category, a banner sends the shopper to it (a merchandising redirect).
 */
export function withQueryBanner(canvas: Canvas, query: string, ctx: CanvasContext): Canvas {
  const words = query.toLowerCase().split(/\s+/).filter((word) => word.length > 2);
  const match = CATEGORIES.find((node) => node.level === 3 && words.some((word) => node.slug.includes(word.replace(/s$/, ''))));
  if (!match) return canvas;
  const banner = {
    id: `search-category-${match.id}`, type: 'banner-thin', title: `Looking for ${match.name}?`,
    targets: [categoryTarget(ctx, match.id, `Shop all ${match.name}`)], backgroundColor: '#1f3b2d', textColor: '#ffffff',
  };
  return { ...canvas, sections: { ...canvas.sections, top: [banner, ...(canvas.sections.top ?? [])] } };
}
