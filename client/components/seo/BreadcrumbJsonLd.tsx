import type { Breadcrumb } from '../../../shared/catalogue/schemas/product';
import { breadcrumbJsonLd } from '../../../shared/seo/json-ld';
import { JsonLd } from './JsonLd';
import { useSeoInfo } from './SeoContext';

/** schema.org BreadcrumbList of the visible trail; the current page is the canonical URL. */
export function BreadcrumbJsonLd({ items, current }: { items: Breadcrumb[]; current: string }) {
  const seo = useSeoInfo();
  if (!seo) return null;
  return <JsonLd data={breadcrumbJsonLd(items, { name: current, url: seo.canonical }, seo.origin)} />;
}
