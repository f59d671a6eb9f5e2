import type { PageInfo } from '../../../state/PageContext';

/**
 * Gallery: `{productId}` and `{category}` in the editor's filter are replaced from
 * the current route; a placeholder the route cannot fill becomes empty, dropping that term.
 * @example resolveGalleryFilter('product:{productId}', { productId: 'JK619948', categoryId: null }) // 'product:JK619948'
 */
export function resolveGalleryFilter(filter: string, page: Pick<PageInfo, 'productId' | 'categoryId'>): string {
  return filter
    .replaceAll('{productId}', page.productId ?? '')
    .replaceAll('{category}', page.categoryId ?? '')
    .split(/\s+/)
    .filter((term) => term && !term.endsWith(':'))
    .join(' ');
}

/** The social host's recent media for a gallery container, through the storefront's /social proxy. */
export function galleryMediaUrl(containerId: string, filter: string, limit: number): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (filter) params.set('filter', filter);
  return `/social/streams/${encodeURIComponent(containerId)}/media/recent?${params}`;
}

/** The widget script URL, by container id and locale. */
export function galleryWidgetUrl(containerId: string, locale: string): string {
  return `/social/widget.js?${new URLSearchParams({ containerId, locale })}`;
}
