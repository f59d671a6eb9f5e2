import type { Canvas } from '../../../shared/content/schemas/canvas';
import { CATEGORIES } from '../categories';
import { categoryName } from '../category-names';
import { categoryTarget, makeCanvas, pageTarget, type CanvasContext } from './context';
import { SEARCH_COPY } from './copy/search';
import { contentLanguage, copyFor } from './language';

/** The search canvas: the merchandising around search results. */
export function searchCanvas(ctx: CanvasContext): Canvas {
  const copy = copyFor(ctx, SEARCH_COPY);
  return makeCanvas(ctx, 'search', 'main', {
    name: 'search',
    title: copy.title,
    sections: {
      top: [],
      bottom: [{ id: 'search-help', type: 'rich-text', richText: copy.help(pageTarget(ctx, 'help/contact-us', '').url) }],
    },
  });
}

// Words of translated category names that name no product ("Vestes pour hommes", "Lag og bukser").
const JOINING_WORDS = new Set(['pour', 'und', 'og', 'et', 'de', 'des']);
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a query word names a category, by its English slug or by its name in the site's language. */
function names(word: string, slug: string, name: string): boolean {
  const stem = word.replace(/s$/, '');
  if (slug.includes(stem)) return true;
  return stem.length > 3 && !JOINING_WORDS.has(word) && folded(name).includes(stem);
}

/**
 * The CMS answers a search canvas for a query: when the query names a
 * category, a banner sends the shopper to it (a merchandising redirect).
 */
export function withQueryBanner(canvas: Canvas, query: string, ctx: CanvasContext): Canvas {
  const language = contentLanguage(ctx);
  const words = folded(query).split(/\s+/).filter((word) => word.length > 2);
  const match = CATEGORIES.find((node) => node.level === 3 && words.some((word) => names(word, node.slug, categoryName(node.id, language))));
  if (!match) return canvas;
  const copy = copyFor(ctx, SEARCH_COPY).categoryBanner;
  const name = categoryName(match.id, language);
  const banner = {
    id: `search-category-${match.id}`, type: 'banner-thin', title: copy.title(name),
    targets: [categoryTarget(ctx, match.id, copy.cta(name))], backgroundColor: '#1f3b2d', textColor: '#ffffff',
  };
  return { ...canvas, sections: { ...canvas.sections, top: [banner, ...(canvas.sections.top ?? [])] } };
}
