import type { AvailabilityResponse, Product } from '../../../shared/schemas';
import { productJsonLd } from '../../../shared/seo/json-ld';
import { JsonLd } from './JsonLd';
import { useSeoInfo } from './SeoContext';

/** schema.org Product for a product page: offers per variant with the price the page shows. */
export function ProductJsonLd({ product, availability }: { product: Product; availability: AvailabilityResponse | null }) {
  const seo = useSeoInfo();
  if (!seo) return null;
  return <JsonLd data={productJsonLd({ product, availability, origin: seo.origin, locale: seo.locale })} />;
}
