import type { Canvas } from '../../../shared/schemas';
import { CATEGORY_BY_ID } from '../categories';

/**
 * spec §7 augmentedpage: a shared content page (such as `category` or
 * `product`) as it appears in one commerce context, so the same editorial
 * copy names the category or product it sits beside.
 */
export function augmentPage(canvas: Canvas, categoryId: string | undefined, productId: string | undefined): Canvas {
  const category = categoryId ? CATEGORY_BY_ID.get(categoryId) : undefined;
  const context = category ? `category:${category.id}` : productId ? `product:${productId}` : 'none';
  const title = category ? `${canvas.title ?? canvas.name}: ${category.name}` : canvas.title;
  return { ...canvas, id: `${canvas.id}:${context}`, kind: 'augmentedpage', ...(title ? { title } : {}) };
}
