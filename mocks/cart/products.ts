import type { ProductTile } from '../../shared/catalogue/schemas/catalog';
import type { Site } from '../../shared/site';
import type { ProductRecord } from '../data/catalog';
import type { ContentLanguage } from '../data/category-names';
import { badgeLabel, colourLabel, eyebrowLabel, productName, sizeLabel } from '../data/product-copy';
import { toTile } from '../data/product-view';
import { productImageUrl, productUrl } from '../data/urls';
import { currentSeedVersion } from '../db/seed-version';
import { GIFT_CARD_STYLE } from './gift-card-style';
import { toMinor } from '../markets';
import { stockLeft } from './stock';

/*
 * What the basket knows of a variant: its names, price in the site currency (minor units), online
 * stock and how it ships. Catalogue products come from D1; a few SKUs exist only for the basket:
 * the e-gift card (a digital product), the gift-with-purchase bottle, and three retired or
 * mispriced articles that a stale page or saved list can still send.
 */

export type SellableState = 'ok' | 'discontinued' | 'noPrice' | 'invalidPrice' | 'giftOnly';

export interface Sellable {
  sku: string;
  style: string;
  name: string;
  slug: string;
  colorCode: string;
  colorLabel: string;
  sizeCode: string;
  sizeLabel: string;
  unitPrice: number;
  unitOriginal: number;
  /** Online units; the e-gift card never runs out. */
  stock: number;
  digital: boolean;
  state: SellableState;
  eyebrow?: string;
  badge?: string;
  rating?: { score: number; reviewsCount: number };
  record?: ProductRecord;
}

const SKU = /^([A-Z]{2}[A-Z0-9]{6})(\d{3})-([A-Z0-9]+)$/;

export function styleOf(sku: string): string {
  return SKU.exec(sku)?.[1] ?? '';
}

/** E-gift card values per currency, in major units; the size code is the value. */
const GIFT_CARD_VALUES: Record<string, readonly number[]> = { USD: [25, 50, 100], CAD: [25, 50, 100], GBP: [25, 50, 100], EUR: [25, 50, 100], NOK: [250, 500, 1000] };

interface BasketOnlyStyle {
  name: string;
  slug: string;
  color: { code: string; label: string };
  state: SellableState;
  /** Major units per currency for a plain article; the gift card prices by its size. */
  price?: Record<string, number>;
  sizes?: readonly string[];
  digital?: boolean;
}

const BASKET_ONLY: Readonly<Record<string, BasketOnlyStyle>> = {
  [GIFT_CARD_STYLE]: { name: 'Ridgeline e-Gift Card', slug: 'ridgeline-e-gift-card', color: { code: '000', label: 'Digital' }, state: 'ok', digital: true },
  GW000001: { name: 'Ridgeline Trail Bottle', slug: 'ridgeline-trail-bottle', color: { code: '000', label: 'Stone' }, state: 'giftOnly', price: { USD: 15, CAD: 19, GBP: 12, EUR: 15, NOK: 179 }, sizes: ['OS'] },
  DC000001: { name: 'Legacy Storm Shell', slug: 'legacy-storm-shell', color: { code: '001', label: 'Black' }, state: 'discontinued', price: { USD: 199, CAD: 269, GBP: 169, EUR: 199.95, NOK: 2299 }, sizes: ['M'] },
  NP000001: { name: 'Summit Sample Jacket', slug: 'summit-sample-jacket', color: { code: '001', label: 'Black' }, state: 'noPrice', sizes: ['M'] },
  IP000001: { name: 'Ridge Misprint Tee', slug: 'ridge-misprint-tee', color: { code: '001', label: 'Black' }, state: 'invalidPrice', price: { USD: 0, CAD: 0, GBP: 0, EUR: 0, NOK: 0 }, sizes: ['M'] },
};

function basketOnly(sku: string, currency: string): Sellable | undefined {
  const match = SKU.exec(sku);
  const style = match && BASKET_ONLY[match[1] ?? ''];
  if (!match || !style || match[2] !== style.color.code) return undefined;
  const sizeCode = match[3] ?? '';
  let major: number | undefined;
  if (match[1] === GIFT_CARD_STYLE) {
    major = GIFT_CARD_VALUES[currency]?.find((value) => String(value) === sizeCode);
    if (major === undefined) return undefined;
  } else {
    if (!style.sizes?.includes(sizeCode)) return undefined;
    major = style.price?.[currency];
  }
  const price = major === undefined ? 0 : toMinor(major, currency);
  return {
    sku,
    style: match[1] ?? '',
    name: style.name,
    slug: style.slug,
    colorCode: style.color.code,
    colorLabel: style.color.label,
    sizeCode,
    sizeLabel: sizeCode,
    unitPrice: price,
    unitOriginal: price,
    stock: style.digital ? Number.MAX_SAFE_INTEGER : style.state === 'discontinued' ? 0 : 500,
    digital: style.digital ?? false,
    state: style.state,
  };
}

function fromRecord(record: ProductRecord, sku: string, currency: string): Sellable | undefined {
  const match = SKU.exec(sku);
  if (!match || match[1] !== record.id) return undefined;
  const i = record.colors.findIndex((color) => color.code === match[2]);
  const j = record.sizes.findIndex((size) => size.code === match[3]);
  const color = record.colors[i];
  const size = record.sizes[j];
  if (!color || !size) return undefined;
  const price = record.prices[currency];
  return {
    sku,
    style: record.id,
    name: record.name,
    slug: record.slug,
    colorCode: color.code,
    colorLabel: color.label,
    sizeCode: size.code,
    sizeLabel: size.label,
    // A style with a price range starts at its low price; the basket charges that.
    unitPrice: price ? toMinor(price.lowCurrent, currency) : 0,
    unitOriginal: price ? toMinor(price.lowOriginal, currency) : 0,
    stock: record.stock[i]?.[j] ?? 0,
    digital: false,
    state: price ? 'ok' : 'noPrice',
    ...(record.eyebrow ? { eyebrow: record.eyebrow } : {}),
    ...(record.badge ? { badge: record.badge } : {}),
    rating: record.rating,
    record,
  };
}

// Catalogue records by style: seeded data, the same for every shopper and unchanged until a reseed,
// so each isolate keeps the ones baskets name instead of querying and parsing them on every basket
// answer. Keyed on the seed version, which changes with the catalogue, its size and the migrations.
const RECORDS_KEPT = 5000;
const recordCache = new Map<string, ProductRecord>();

async function recordsOf(db: D1Database, styles: readonly string[]): Promise<Map<string, ProductRecord>> {
  const version = currentSeedVersion();
  const records = new Map<string, ProductRecord>();
  const missing: string[] = [];
  for (const style of styles) {
    const kept = recordCache.get(`${version}|${style}`);
    if (kept) records.set(style, kept);
    else missing.push(style);
  }
  if (!missing.length) return records;
  const { results } = await db.prepare('SELECT data FROM products WHERE id IN (SELECT value FROM json_each(?))').bind(JSON.stringify(missing)).all<{ data: string }>();
  if (recordCache.size + results.length > RECORDS_KEPT) recordCache.clear();
  for (const row of results) {
    const record = JSON.parse(row.data) as ProductRecord;
    records.set(record.id, record);
    recordCache.set(`${version}|${record.id}`, record);
  }
  return records;
}

/** Every named variant the basket can price, in at most one query; an unknown SKU is absent from the map. */
export async function sellables(db: D1Database, skus: readonly string[], currency: string): Promise<Map<string, Sellable>> {
  const found = new Map<string, Sellable>();
  const styles = [...new Set(skus.map(styleOf).filter((style) => style && !BASKET_ONLY[style]))];
  const records = styles.length ? await recordsOf(db, styles) : new Map<string, ProductRecord>();
  for (const sku of new Set(skus)) {
    const record = records.get(styleOf(sku));
    const sellable = record ? fromRecord(record, sku, currency) : basketOnly(sku, currency);
    if (sellable) found.set(sku, sellable);
  }
  // The basket limits a line by what orders have left, the same figure place order takes from.
  const left = await stockLeft(db, [...found.values()].filter((sellable) => !sellable.digital).map((sellable) => sellable.sku));
  for (const [sku, units] of left) {
    const sellable = found.get(sku);
    if (sellable) found.set(sku, { ...sellable, stock: units });
  }
  return found;
}

/** Names of the basket-only articles a shopper can see in the basket, per language. */
const BASKET_ONLY_NAMES: Readonly<Record<string, Readonly<Record<Exclude<ContentLanguage, 'en'>, string>>>> = {
  [GIFT_CARD_STYLE]: { fr: 'Carte-cadeau électronique Ridgeline', de: 'Ridgeline E-Geschenkkarte', nb: 'Ridgeline digitalt gavekort' },
  GW000001: { fr: 'Gourde de sentier Ridgeline', de: 'Ridgeline Trinkflasche', nb: 'Ridgeline drikkeflaske' },
  DC000001: { fr: 'Manteau coquille Legacy Storm', de: 'Legacy Storm Hardshelljacke', nb: 'Legacy Storm skalljakke' },
  NP000001: { fr: 'Manteau échantillon Summit', de: 'Summit Musterjacke', nb: 'Summit prøvejakke' },
  IP000001: { fr: 'T-shirt Ridge à impression défectueuse', de: 'Ridge Fehldruck-T-Shirt', nb: 'Ridge T-skjorte med feiltrykk' },
};

const BASKET_ONLY_COLOURS: Readonly<Record<string, Readonly<Record<Exclude<ContentLanguage, 'en'>, string>>>> = {
  Digital: { fr: 'Numérique', de: 'Digital', nb: 'Digital' },
  Stone: { fr: 'Pierre', de: 'Steingrau', nb: 'Steingrå' },
};

/** The words of a sellable (name, colour, size, eyebrow, badge) in a site's language; prices and codes unchanged. */
export function inLanguage(sellable: Sellable, language: ContentLanguage): Sellable {
  if (language === 'en') return sellable;
  const { record } = sellable;
  if (!record) {
    const name = BASKET_ONLY_NAMES[sellable.style]?.[language] ?? sellable.name;
    const colorLabel = BASKET_ONLY_COLOURS[sellable.colorLabel]?.[language] ?? colourLabel(sellable.colorCode, sellable.colorLabel, language);
    return { ...sellable, name, colorLabel, sizeLabel: sizeLabel(sellable.sizeCode, sellable.sizeLabel, language) };
  }
  return {
    ...sellable,
    name: productName(record, language),
    colorLabel: colourLabel(sellable.colorCode, sellable.colorLabel, language),
    sizeLabel: sizeLabel(sellable.sizeCode, sellable.sizeLabel, language),
    ...(sellable.eyebrow ? { eyebrow: eyebrowLabel(sellable.eyebrow, language) } : {}),
    ...(sellable.badge ? { badge: badgeLabel(sellable.badge, language) } : {}),
  };
}

export const pdpUrlOf = (sellable: Sellable, site: Site) => productUrl(site.locale, sellable.slug, sellable.style);
export const imageOf = (sellable: Sellable) => productImageUrl(sellable.style, sellable.colorCode);
export const tileOf = (sellable: Sellable, site: Site): ProductTile | null => (sellable.record ? toTile(sellable.record, site) : null);
