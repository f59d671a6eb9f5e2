import type { AvailabilityResponse } from '../../../shared/catalogue/schemas/inventory';
import type { Product } from '../../../shared/catalogue/schemas/product';
import { productJsonLd } from '../../../shared/seo/product-json-ld';
import { JsonLd } from './JsonLd';
import { useSeoInfo } from './SeoContext';

/** schema.org ProductGroup for a product page: a Product per variant, each with the offer the page shows. */
export function ProductJsonLd({ product, availability }: { product: Product; availability: AvailabilityResponse | null }) {
  const seo = useSeoInfo();
  if (!seo) return null;
  return <JsonLd data={productJsonLd({ product, availability, origin: seo.origin, locale: seo.locale, now: new Date() })} />;
}
