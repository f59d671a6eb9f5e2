import { productPath } from '../routing/classify-path';
import type { AvailabilityResponse } from '../catalogue/schemas/inventory';
import type { Price, Product } from '../catalogue/schemas/product';
import { getSite } from '../site/sites';
import { availabilityUrl } from './json-ld';
import { returnPolicyJsonLd, shippingDetailsJsonLd } from './offer-terms';

const SCHEMA = 'https://schema.org';
const DAY_MS = 86_400_000;
/**
 * A markdown carries its start but no announced end, so the sale price is promised for no more
 * than a week from the render; pages are re-rendered far more often than that.
 */
const SALE_PROMISE_DAYS = 7;

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
  /** The render's clock, which dates how long a sale price is promised. */
  now: Date;
}

const isSale = (price: Price) => price.lowCurrent < price.lowOriginal;

/**
 * What one variant costs, as the page shows it. A single price is an Offer, with the shelf price
 * struck through during a sale; a price range (sizes priced differently, which the product does
 * not break down) is an AggregateOffer with the same low and high the page shows, so structured
 * data never claims a price the shopper cannot see. Return policy and shipping are the market's.
 */
function offer(product: Product, variant: Variant, url: string, locale: string, now: Date): Record<string, unknown> {
  const { price } = product;
  const site = getSite(locale);
  const terms = site ? { hasMerchantReturnPolicy: returnPolicyJsonLd(site), shippingDetails: shippingDetailsJsonLd(site, price.lowCurrent) } : {};
  const common = { url, availability: variant.availability, itemCondition: `${SCHEMA}/NewCondition`, priceCurrency: price.currency, ...terms };
  if (price.lowCurrent !== price.highCurrent) {
    return { '@type': 'AggregateOffer', ...common, lowPrice: price.lowCurrent.toFixed(2), highPrice: price.highCurrent.toFixed(2), offerCount: 1 };
  }
  const sale = isSale(price)
    ? {
        priceValidUntil: new Date(now.getTime() + SALE_PROMISE_DAYS * DAY_MS).toISOString().slice(0, 10),
        priceSpecification: { '@type': 'UnitPriceSpecification', priceType: `${SCHEMA}/StrikethroughPrice`, price: price.lowOriginal.toFixed(2), priceCurrency: price.currency },
      }
    : {};
  return { '@type': 'Offer', ...common, price: price.lowCurrent.toFixed(2), ...sale };
}

/**
 * schema.org ProductGroup for a product page: the style is the group, each colour × size a
 * Product of its own (sku, colour, size, the colour's image) with its offer. Colour and size
 * belong to the Product, never to its Offer.
 */
export function productJsonLd({ product, availability, origin, locale, now }: ProductJsonLdInput): Record<string, unknown> {
  const colors = new Map(product.attributes.color.options.map((option) => [option.code, option]));
  const sizeLabel = new Map(product.attributes.size.options.map((option) => [option.code, option.label]));
  const fallbackImage = (colors.get(product.attributes.color.defaultColor) ?? product.attributes.color.options[0]!).images[0]!;
  const hasVariant = variants(product, availability).map((variant) => {
    const color = colors.get(variant.color);
    const size = sizeLabel.get(variant.size) ?? variant.size;
    const url = `${origin}${productPath(locale, product.slug, `${product.id}${variant.color}`)}`;
    return {
      '@type': 'Product',
      sku: variant.sku,
      name: `${product.name} (${[color?.label, size].filter(Boolean).join(', ')})`,
      ...(color ? { color: color.label } : {}),
      size,
      image: `${origin}${(color?.images[0] ?? fallbackImage).src}`,
      url,
      offers: offer(product, variant, url, locale, now),
    };
  });
  return {
    '@context': SCHEMA,
    '@type': 'ProductGroup',
    name: product.name,
    description: product.description,
    productGroupID: product.id,
    url: `${origin}${productPath(locale, product.slug, product.id)}`,
    image: `${origin}${fallbackImage.src}`,
    brand: { '@type': 'Brand', name: 'Ridgeline' },
    ...(product.rating.reviewsCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.score, reviewCount: product.rating.reviewsCount, bestRating: 5, worstRating: 1 } }
      : {}),
    variesBy: [`${SCHEMA}/color`, `${SCHEMA}/size`],
    hasVariant,
  };
}
