import type { Canvas } from '../../../shared/content/schemas/canvas';
import { CATEGORY_BY_ID } from '../categories';
import { categoryName } from '../category-names';
import { contentLanguage } from '../content-language';

/** French sets a colon off with a non-breaking space; the other languages do not. */
const joinTitle = (language: string, title: string, name: string) => (language === 'fr' ? `${title}\u00a0: ${name}` : `${title}: ${name}`);

/**
 * The augmentedpage kind: a shared content page (such as `category` or `product`) as it
 * appears in one commerce context, so the same editorial copy names the category or
 * product it sits beside, in the page's language.
 */
export function augmentPage(canvas: Canvas, categoryId: string | undefined, productId: string | undefined, language: string): Canvas {
  const category = categoryId ? CATEGORY_BY_ID.get(categoryId) : undefined;
  const context = category ? `category:${category.id}` : productId ? `product:${productId}` : 'none';
  const base = canvas.title ?? canvas.name;
  const title = category ? joinTitle(language, base, categoryName(category.id, contentLanguage(language))) : canvas.title;
  return { ...canvas, id: `${canvas.id}:${context}`, kind: 'augmentedpage', ...(title ? { title } : {}) };
}
