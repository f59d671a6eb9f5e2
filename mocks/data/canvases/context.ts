import type { Canvas } from '../../../shared/content/schemas/canvas';
import type { Picture, Target } from '../../../shared/content/schemas/common';
import type { Site } from '../../../shared/site';
import { formatMoney } from '../../../shared/format/money';
import { currencyRule, deliveryCost, marketOf, toMajor, type PaidDeliveryMethod } from '../../../shared/market';
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

/**
 * An amount of the site's market as copy writes it: the site's money format (the code for CAD, the
 * symbol elsewhere, in the language's order), without zero cents ("$99", "89 €", "CAD 129").
 */
function copyAmount(ctx: CanvasContext, minor: number): string {
  const { currency, language } = ctx.site;
  const text = formatMoney(toMajor(minor, currency), { currency, language });
  return minor % currencyRule(currency).minorPerMajor === 0 ? text.replace(/[.,]00(?!\d)/, '') : text;
}

/** The spend from which standard delivery is free on the site, from its market (the one figure the basket applies). */
export const freeShippingThreshold = (ctx: CanvasContext): string => copyAmount(ctx, marketOf(ctx.site).freeShipping.threshold);

/** What a delivery method costs on the site before promotions ('standard', 'pudo'; store and e-mail delivery are free). */
export const deliveryPrice = (ctx: CanvasContext, method: PaidDeliveryMethod): string => copyAmount(ctx, deliveryCost(ctx.site, method));

/**
 * Copy with the market's figures filled in, for copy kept as plain strings: `{freeShippingThreshold}`,
 * `{deliveryPrice:standard}` and `{deliveryPrice:pudo}`.
 */
export function withMarketFigures(ctx: CanvasContext, copy: string): string {
  return copy
    .replaceAll('{freeShippingThreshold}', freeShippingThreshold(ctx))
    .replaceAll('{deliveryPrice:standard}', deliveryPrice(ctx, 'standard'))
    .replaceAll('{deliveryPrice:pudo}', deliveryPrice(ctx, 'pudo'));
}

export function makeCanvas(ctx: CanvasContext, kind: string, key: string, fields: Omit<Canvas, 'id' | 'kind'>): Canvas {
  const title = fields.title && ctx.mode === 'preview' ? `${fields.title} (preview)` : fields.title;
  return { id: `${kind}:${key}:${ctx.locale}`, kind, ...fields, ...(title ? { title } : {}) };
}
