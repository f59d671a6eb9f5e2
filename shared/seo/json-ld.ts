import type { Breadcrumb, InventoryStatus } from '../catalogue/schemas/product';
import { safeJson } from '../serialize';

const SCHEMA = 'https://schema.org';

/** Inventory status → the schema.org ItemAvailability URL. */
export function availabilityUrl(status: InventoryStatus, available = status !== 'OUT_OF_STOCK'): string {
  if (!available || status === 'OUT_OF_STOCK') return `${SCHEMA}/OutOfStock`;
  return status === 'LOW_STOCK' ? `${SCHEMA}/LimitedAvailability` : `${SCHEMA}/InStock`;
}

/** schema.org BreadcrumbList: the trail, then the current page without a link of its own. */
export function breadcrumbJsonLd(items: readonly Breadcrumb[], current: { name: string; url: string }, origin: string): Record<string, unknown> {
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);
  const trail = [...items.map((item) => ({ name: item.name, url: item.url })), current];
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absolute(item.url) })),
  };
}

/** The text of a `<script type="application/ld+json">`: `</script>` and U+2028/9 cannot escape it. */
export function jsonLdText(data: unknown): string {
  return safeJson(data);
}
