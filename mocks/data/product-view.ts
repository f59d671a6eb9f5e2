import type { InventoryStatus, Product, ProductLabel, ProductTile } from '../../shared/schemas';
import type { Site } from '../../shared/site';
import type { ProductRecord } from './catalog';
import { CATEGORY_BY_ID } from './categories';
import { categoryUrl, productImageUrl, productUrl } from './urls';

// Projections of a stored ProductRecord into the locale-specific API shapes (spec §3 Product).

/** spec §3: fewer than this many units left earns the 'LOW STOCK' label. */
const LOW_STOCK_UNITS = 10;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function inventoryOf(record: ProductRecord): { status: InventoryStatus; quantity: number } {
  const quantity = sum(record.stock.map(sum));
  const status = quantity === 0 ? 'OUT_OF_STOCK' : quantity < LOW_STOCK_UNITS ? 'LOW_STOCK' : 'IN_STOCK';
  return { status, quantity };
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

function colorImages(record: ProductRecord, color: ProductRecord['colors'][number]) {
  const views = ['front', 'back', 'detail'];
  return Array.from({ length: color.imageCount }, (_, i) => ({
    src: productImageUrl(record.id, color.code, i + 1),
    alt: `${record.name} in ${color.label}, ${views[i] ?? 'detail'} view`,
  }));
}

/** `colorCode` comes from an 11-character product code and picks the default colour. */
export function toProduct(record: ProductRecord, site: Site, colorCode?: string): Product {
  const defaultColor = record.colors.find((c) => c.code === colorCode) ?? record.colors[0];
  const breadcrumbs = [...record.categoryIds].reverse().flatMap((id) => {
    const category = CATEGORY_BY_ID.get(id);
    return category ? [{ id, name: category.name, url: categoryUrl(site.locale, category.slug, id) }] : [];
  });
  return {
    id: record.id,
    masterId: record.id,
    name: record.name,
    slug: record.slug,
    url: productUrl(site.locale, record.slug, record.id),
    description: record.description,
    productType: record.family,
    ...(record.eyebrow ? { eyebrow: record.eyebrow } : {}),
    ...(record.badge ? { badge: record.badge } : {}),
    categoryIds: record.categoryIds,
    breadcrumbs,
    attributes: {
      color: {
        defaultColor: defaultColor?.code ?? '',
        options: record.colors.map((color, i) => ({
          code: color.code,
          label: color.label,
          hex: color.hex,
          available: sum(record.stock[i] ?? []) > 0,
          images: colorImages(record, color),
        })),
      },
      size: {
        options: record.sizes.map((size, j) => ({
          code: size.code,
          label: size.label,
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
  const colors = record.colors.map((color) => ({
    code: color.code,
    label: color.label,
    hex: color.hex,
    image: { src: productImageUrl(record.id, color.code), alt: `${record.name} in ${color.label}` },
  }));
  const first = colors[0];
  if (!first) throw new Error(`${record.id} has no colours`);
  return {
    id: record.id,
    name: record.name,
    url: productUrl(site.locale, record.slug, record.id),
    ...(record.eyebrow ? { eyebrow: record.eyebrow } : {}),
    ...(record.badge ? { badge: record.badge } : {}),
    image: first.image,
    colors,
    price: priceFor(record, site),
    rating: record.rating,
    labels: labelsOf(record, site),
  };
}
