import { canvasForPage } from '../../content';
import type { PageContext, PageLoad } from '../../pages/page-context';
import { pageTitle } from '../../pages/page-context';

const RELATED_COUNT = 5;

/**
 * Commerce could not say what this product is (unreachable, failing, or answering
 * something that is not a product): like a listing whose grid failed, the shopper
 * keeps the site's chrome with the catalogue's general error, and the 503 tells
 * crawlers and caches that the page is not gone, only not to be had right now.
 * Whatever commerce said is logged upstream, never shown.
 */
function unavailable(ctx: PageContext): PageLoad {
  return {
    found: true,
    status: 503,
    title: pageTitle(ctx.t('title.unavailable'), ctx.t),
    description: ctx.t('description.unavailable'),
    page: { kind: 'error', status: 503, canvas: null, message: 'General error', path: ctx.url.pathname, unavailable: ctx.t('loadError.thisProduct') },
  };
}

export async function loadProduct(ctx: PageContext): Promise<PageLoad> {
  const { productCode, colorCode } = ctx.route;
  if (!productCode) return { found: false };
  const espots = canvasForPage(ctx.cms, { kind: 'product', productId: productCode }, ctx.entry.espots);
  const shared = ctx.cms.get({ kind: 'augmentedpage', page: 'product', productId: productCode });
  // Availability is the only other call the first paint needs (disabled sizes);
  // it runs beside details, and a failure only costs the per-variant detail.
  const [details, stock] = await Promise.all([ctx.products.details(productCode), ctx.products.availability(productCode, {})]);
  if (!details.ok) {
    if (details.status === 404) return { found: false };
    return unavailable(ctx);
  }
  const product = details.data;
  const colors = product.attributes.color.options;
  // A colour the product does not have falls back to its default colour.
  const chosen = colors.some((option) => option.code === colorCode) ? colorCode! : product.attributes.color.defaultColor;
  const categoryId = product.categoryIds[0];
  const related = categoryId ? ctx.products.catalog({ categoryId, start: 0, count: RELATED_COUNT, sort: 'rating' }) : null;
  return {
    found: true,
    status: 200,
    title: pageTitle(product.name, ctx.t),
    description: product.description.slice(0, 160),
    page: {
      kind: 'product',
      product,
      colorCode: chosen,
      availability: stock.ok ? stock.data : null,
      espots: ctx.deferred.add('espots', espots),
      shared: ctx.deferred.add('shared', shared),
      related: related ? ctx.deferred.add('related', related) : null,
    },
  };
}
