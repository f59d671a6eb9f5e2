import type { ProductTile } from '../../shared/catalogue/schemas/catalog';
import type { VariantAvailability } from '../../shared/catalogue/schemas/inventory';
import type { InventoryStatus, Product, ProductLabel } from '../../shared/catalogue/schemas/product';
import type { RecommendationItem } from '../../shared/catalogue/schemas/recommendations';
import type { Site } from '../../shared/site';
import type { ProductRecord } from './catalog';
import { CATEGORY_BY_ID } from './categories';
import { categoryName, type ContentLanguage } from './category-names';
import { badgeLabel, colourLabel, eyebrowLabel, productDescription, productName, sizeLabel } from './product-copy';
import { categoryUrl, productImageUrl, productUrl } from './urls';

// Projections of a stored ProductRecord into the locale-specific API shapes (the product entity's fields):
// prices in the site's currency, and every word a shopper reads in the site's language.

/** The language a site's shoppers read; the catalogue is written in each of them. */
export const languageOf = (site: Site): ContentLanguage => site.language as ContentLanguage;

/** How an image's alt text names the product, colour and view in each language. */
const ALT: Readonly<Record<ContentLanguage, { color: (name: string, color: string) => string; views: readonly string[] }>> = {
  en: { color: (name, color) => `${name} in ${color}`, views: ['front view', 'back view', 'detail view'] },
  fr: { color: (name, color) => `${name}, ${color}`, views: ['vue de face', 'vue de dos', 'vue de détail'] },
  de: { color: (name, color) => `${name} in ${color}`, views: ['Vorderansicht', 'Rückansicht', 'Detailansicht'] },
  nb: { color: (name, color) => `${name} i ${color}`, views: ['forfra', 'bakfra', 'detalj'] },
};

/** Fewer than this many units left earns the 'LOW STOCK' label. */
const LOW_STOCK_UNITS = 10;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function inventoryOf(record: ProductRecord): { status: InventoryStatus; quantity: number } {
  const quantity = sum(record.stock.map(sum));
  return { status: statusOf(quantity), quantity };
}

function priceFor(record: ProductRecord, site: Site) {
  const price = record.prices[site.currency];
  if (!price) throw new Error(`${record.id} has no ${site.currency} price`);
  return price;
}

function labelsOf(record: ProductRecord, site: Site): ProductLabel[] {
  const labels: ProductLabel[] = [];
  if (priceFor(record, site).percentagePriceDiscount > 0) labels.push('Marked Down');
  if (record.freeGift) labels.push('Free Gift');
  if (inventoryOf(record).status === 'LOW_STOCK') labels.push('LOW STOCK');
  return labels;
}

function colorImages(record: ProductRecord, color: ProductRecord['colors'][number], language: ContentLanguage) {
  const alt = ALT[language];
  const name = alt.color(productName(record, language), colourLabel(color.code, color.label, language));
  return Array.from({ length: color.imageCount }, (_, i) => ({
    src: productImageUrl(record.id, color.code, i + 1),
    alt: `${name}, ${alt.views[i] ?? alt.views[2]}`,
  }));
}

/** Top level first, down to the product's own category. */
function breadcrumbsOf(record: ProductRecord, site: Site): Product['breadcrumbs'] {
  return [...record.categoryIds].reverse().flatMap((id) => {
    const category = CATEGORY_BY_ID.get(id);
    return category ? [{ id, name: categoryName(id, languageOf(site)), url: categoryUrl(site.locale, category.slug, id) }] : [];
  });
}

/** Eyebrow and badge in the site's language, when the product has them. */
function tagsOf(record: ProductRecord, language: ContentLanguage): Pick<Product, 'eyebrow' | 'badge'> {
  return {
    ...(record.eyebrow ? { eyebrow: eyebrowLabel(record.eyebrow, language) } : {}),
    ...(record.badge ? { badge: badgeLabel(record.badge, language) } : {}),
  };
}

/** `colorCode` comes from an 11-character product code and picks the default colour. */
export function toProduct(record: ProductRecord, site: Site, colorCode?: string): Product {
  const language = languageOf(site);
  const defaultColor = record.colors.find((c) => c.code === colorCode) ?? record.colors[0];
  const breadcrumbs = breadcrumbsOf(record, site);
  return {
    id: record.id,
    masterId: record.id,
    name: productName(record, language),
    slug: record.slug,
    url: productUrl(site.locale, record.slug, record.id),
    description: productDescription(record, language),
    productType: record.family,
    ...tagsOf(record, language),
    categoryIds: record.categoryIds,
    breadcrumbs,
    attributes: {
      color: {
        defaultColor: defaultColor?.code ?? '',
        options: record.colors.map((color, i) => ({
          code: color.code,
          label: colourLabel(color.code, color.label, language),
          hex: color.hex,
          available: sum(record.stock[i] ?? []) > 0,
          images: colorImages(record, color, language),
        })),
      },
      size: {
        options: record.sizes.map((size, j) => ({
          code: size.code,
          label: sizeLabel(size.code, size.label, language),
          available: record.stock.some((row) => (row[j] ?? 0) > 0),
        })),
      },
    },
    price: priceFor(record, site),
    rating: record.rating,
    inventory: inventoryOf(record),
    labels: labelsOf(record, site),
  };
}

export function toTile(record: ProductRecord, site: Site): ProductTile {
  const language = languageOf(site);
  const name = productName(record, language);
  const colors = record.colors.map((color) => {
    const label = colourLabel(color.code, color.label, language);
    return { code: color.code, label, hex: color.hex, image: { src: productImageUrl(record.id, color.code), alt: ALT[language].color(name, label) } };
  });
  const first = colors[0];
  if (!first) throw new Error(`${record.id} has no colours`);
  return {
    id: record.id,
    name,
    url: productUrl(site.locale, record.slug, record.id),
    ...tagsOf(record, language),
    image: first.image,
    colors,
    price: priceFor(record, site),
    rating: record.rating,
    labels: labelsOf(record, site),
    breadcrumbs: breadcrumbsOf(record, site),
  };
}

/** Stock status for a unit count. */
export function statusOf(quantity: number, lowStockUnits = LOW_STOCK_UNITS): InventoryStatus {
  return quantity === 0 ? 'OUT_OF_STOCK' : quantity < lowStockUnits ? 'LOW_STOCK' : 'IN_STOCK';
}

/** A variant's SKU: style + colour code + '-' + size code (SkuSchema). */
export const skuOf = (style: string, colorCode: string, sizeCode: string) => `${style}${colorCode}-${sizeCode}`;

const SKU = /^([A-Z]{2}[A-Z0-9]{6})(\d{3})-([A-Z0-9]+)$/;

/** The variant a SKU names on this product, or undefined when it is not one of its variants. */
export function variantOf(record: ProductRecord, sku: string): VariantAvailability | undefined {
  const match = SKU.exec(sku);
  if (!match || match[1] !== record.id) return undefined;
  const i = record.colors.findIndex((color) => color.code === match[2]);
  const j = record.sizes.findIndex((size) => size.code === match[3]);
  if (i < 0 || j < 0) return undefined;
  return variantAt(record, i, j);
}

function variantAt(record: ProductRecord, i: number, j: number): VariantAvailability {
  const color = record.colors[i]?.code ?? '';
  const size = record.sizes[j]?.code ?? '';
  const quantity = record.stock[i]?.[j] ?? 0;
  return { sku: skuOf(record.id, color, size), color, size, available: quantity > 0, quantity, status: statusOf(quantity) };
}

/** Every variant, colour by colour in size-run order; `colorCode` narrows to one colour. */
export function variantsOf(record: ProductRecord, colorCode?: string): VariantAvailability[] {
  return record.colors.flatMap((color, i) => (colorCode && color.code !== colorCode ? [] : record.sizes.map((_, j) => variantAt(record, i, j))));
}

/** Recommendation item for a catalogue product; the recToken names the set, position and product. */
export function toRecommendationItem(record: ProductRecord, site: Site, recommendationId: string, index: number): RecommendationItem {
  const tile = toTile(record, site);
  return {
    productId: record.id,
    id: record.id,
    image: tile.image,
    title: tile.name,
    review_average: record.rating.score,
    reviews_count: record.rating.reviewsCount,
    price: tile.price,
    url: tile.url,
    recommendationId,
    recToken: `${recommendationId}.${index}.${record.id}`,
    rating: { showScore: record.rating.reviewsCount > 0, score: record.rating.score },
  };
}
