import type { Canvas, Picture, Target } from '../../../shared/schemas';
import type { Site } from '../../../shared/site';
import { CATEGORY_BY_ID, type CategoryNode } from '../categories';
import { bannerImageUrl, categoryUrl, pageUrl } from '../urls';

export type ContentMode = 'publish' | 'preview';

/** Everything a canvas builder needs: which site, which locale's URLs, publish or preview. */
export interface CanvasContext {
  site: Site;
  locale: string;
  mode: ContentMode;
}

export function category(id: string): CategoryNode {
  const node = CATEGORY_BY_ID.get(id);
  if (!node) throw new Error(`canvas fixture references unknown category ${id}`);
  return node;
}

export const categoryHref = (ctx: CanvasContext, id: string) => {
  const node = category(id);
  return categoryUrl(ctx.locale, node.slug, node.id);
};

export const categoryTarget = (ctx: CanvasContext, id: string, text: string): Target => ({ url: categoryHref(ctx, id), text });
export const pageTarget = (ctx: CanvasContext, slug: string, text: string): Target => ({ url: pageUrl(ctx.locale, slug), text });

export const banner = (name: string, alt: string, width = 1600, height = 900): Picture => ({ url: bannerImageUrl(name), alt, width, height });

/** spec §9: the currency code is shown for CAD, the symbol elsewhere. */
const FREE_SHIPPING_THRESHOLD: Record<string, string> = {
  USD: '$99', CAD: 'CAD 129', GBP: '£75', EUR: '€89', NOK: 'kr 999',
};
export const freeShippingThreshold = (ctx: CanvasContext) => FREE_SHIPPING_THRESHOLD[ctx.site.currency] ?? '';

export function makeCanvas(ctx: CanvasContext, kind: string, key: string, fields: Omit<Canvas, 'id' | 'kind'>): Canvas {
  const title = fields.title && ctx.mode === 'preview' ? `${fields.title} (preview)` : fields.title;
  return { id: `${kind}:${key}:${ctx.locale}`, kind, ...fields, ...(title ? { title } : {}) };
}
