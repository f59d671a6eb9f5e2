import type { AvailabilityResponse, Breadcrumb, InventoryStatus, Product } from '../schemas';
import { productPath } from '../routing/classify-path';
import { safeJson } from '../serialize';

const SCHEMA = 'https://schema.org';

/** spec §3 inventory status → the schema.org ItemAvailability URL. */
export function availabilityUrl(status: InventoryStatus, available = status !== 'OUT_OF_STOCK'): string {
  if (!available || status === 'OUT_OF_STOCK') return `${SCHEMA}/OutOfStock`;
  return status === 'LOW_STOCK' ? `${SCHEMA}/LimitedAvailability` : `${SCHEMA}/InStock`;
}

interface Variant {
  sku: string;
  color: string;
  size: string;
  availability: string;
}

/**
 * One entry per colour × size. The availability call is the truth when it
 * answered; otherwise the product's own colour/size flags (and its overall
 * stock status) stand in.
 */
function variants(product: Product, availability: AvailabilityResponse | null): Variant[] {
  if (availability && availability.variants.length > 0) {
    return availability.variants.map((variant) => ({ sku: variant.sku, color: variant.color, size: variant.size, availability: availabilityUrl(variant.status, variant.available) }));
  }
  const overall = product.inventory.status;
  return product.attributes.color.options.flatMap((color) =>
    product.attributes.size.options.map((size) => ({
      sku: `${product.id}${color.code}-${size.code}`,
      color: color.code,
      size: size.code,
      availability: availabilityUrl(overall, color.available && size.available),
    })),
  );
}

export interface ProductJsonLdInput {
  product: Product;
  availability: AvailabilityResponse | null;
  /** Absolute origin of the shop, e.g. `https://shop.example`. */
  origin: string;
  locale: string;
}

/**
 * schema.org Product with one Offer per variant. A single price is each
 * offer's price; a price range (sizes priced differently, which the Product
 * does not break down) is an AggregateOffer with the same low and high the
 * page shows, so structured data never claims a price the shopper cannot see.
 */
export function productJsonLd({ product, availability, origin, locale }: ProductJsonLdInput): Record<string, unknown> {
  const { price } = product;
  const colorLabel = new Map(product.attributes.color.options.map((option) => [option.code, option.label]));
  const offers = variants(product, availability).map((variant) => ({
    '@type': 'Offer',
    sku: variant.sku,
    url: `${origin}${productPath(locale, product.slug, `${product.id}${variant.color}`)}`,
    availability: variant.availability,
    itemCondition: `${SCHEMA}/NewCondition`,
    ...(colorLabel.has(variant.color) ? { color: colorLabel.get(variant.color) } : {}),
    size: variant.size,
    priceCurrency: price.currency,
    ...(price.lowCurrent === price.highCurrent ? { price: price.lowCurrent.toFixed(2) } : {}),
  }));
  const image = product.attributes.color.options.find((option) => option.code === product.attributes.color.defaultColor)?.images[0] ?? product.attributes.color.options[0]!.images[0]!;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.id,
    productID: product.id,
    image: `${origin}${image.src}`,
    url: `${origin}${productPath(locale, product.slug, product.id)}`,
    brand: { '@type': 'Brand', name: 'Ridgeline' },
    ...(product.rating.reviewsCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.score, reviewCount: product.rating.reviewsCount, bestRating: 5, worstRating: 1 } }
      : {}),
    offers:
      price.lowCurrent === price.highCurrent
        ? offers
        : { '@type': 'AggregateOffer', priceCurrency: price.currency, lowPrice: price.lowCurrent.toFixed(2), highPrice: price.highCurrent.toFixed(2), offerCount: offers.length, offers },
  };
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
