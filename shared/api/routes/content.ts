import { route, routes } from '../route';

/** The CMS: canvases by kind in publish or preview mode, article search, the editors' listings, size charts. */
export const content = routes('content', {
  /** `mode` is publish or preview; `kind` one of the canvas kinds (page, category, product, footer, menu, …). */
  canvas: route('GET', '/:mode/caas/v1/canvas/:kind', { group: 'content' }),
  /** A search canvas of type article: the article grid's results, facets and count. */
  articleSearch: route('GET', '/:mode/caas/v1/canvas/search', { group: 'content' }),
  showcase: route('GET', '/preview/caas/v1/canvas/showcase', { group: 'content' }),
  children: route('GET', '/preview/caas/v1/canvas/children', { group: 'content' }),
  sizeChart: route('GET', '/size-chart/:productType', { group: 'content' }),
});
