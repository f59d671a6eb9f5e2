import type { ProductTile } from '../../shared/catalogue/schemas/catalog';
import type { Price, Product, ProductLabel } from '../../shared/catalogue/schemas/product';
import type { RecommendationItem } from '../../shared/catalogue/schemas/recommendations';
import { colourCodeOf, productCodeOf, styleCodeOf } from './product-codes';

/** Where the shopper met the product; sent as the list name of every product payload. */
export const INTERACTION_ORIGINS = [
  'search',
  'grid',
  'finders',
  'collections',
  'bundles',
  'compare',
  'guide',
  'shop the look',
  'direct to PDP',
  'recommendation carousel',
  'upsell complete the look',
  'customizer',
  'fit analytics',
] as const;
export type InteractionOrigin = (typeof INTERACTION_ORIGINS)[number];

/** Price labels. */
export const PRICE_LABELS = ['Free Gift', 'Marked Down'] as const;
export type PriceLabel = (typeof PRICE_LABELS)[number];
/** Low-stock label. */
export const LOW_STOCK_LABEL = 'LOW STOCK';

/** One product as analytics sees it. */
export interface ProductPayload {
  /** The product code: the style plus the colour when one is chosen (8 to 11 characters). */
  id: string;
  styleCode: string;
  colourCode: string | null;
  name: string;
  /** The current (lowest) price and what it was before any markdown. */
  price: number;
  originalPrice: number;
  currency: string;
  priceLabel: PriceLabel | null;
  stockLabel: typeof LOW_STOCK_LABEL | null;
  list: InteractionOrigin;
  /** 1-based place in its list. */
  position?: number;
  quantity?: number;
  size?: string;
  /** The recommendation engine's token, for recommendation lists: a rec click reports it. */
  recToken?: string;
}

/** A gift label wins over a markdown: the shopper pays nothing for it. */
export function priceLabelOf(price: Pick<Price, 'lowCurrent' | 'lowOriginal'>, labels: readonly ProductLabel[] = []): PriceLabel | null {
  if (labels.includes('Free Gift')) return 'Free Gift';
  if (labels.includes('Marked Down') || price.lowCurrent < price.lowOriginal) return 'Marked Down';
  return null;
}

export function stockLabelOf(labels: readonly ProductLabel[], inventoryStatus?: string): typeof LOW_STOCK_LABEL | null {
  return labels.includes(LOW_STOCK_LABEL) || inventoryStatus === 'LOW_STOCK' ? LOW_STOCK_LABEL : null;
}

interface PayloadParts {
  code: string;
  name: string;
  price: Pick<Price, 'lowCurrent' | 'lowOriginal' | 'currency'>;
  labels: readonly ProductLabel[];
  inventoryStatus?: string;
}

function payload({ code, name, price, labels, inventoryStatus }: PayloadParts, list: InteractionOrigin): ProductPayload {
  return {
    id: code,
    styleCode: styleCodeOf(code) ?? code,
    colourCode: colourCodeOf(code),
    name,
    price: price.lowCurrent,
    originalPrice: price.lowOriginal,
    currency: price.currency,
    priceLabel: priceLabelOf(price, labels),
    stockLabel: stockLabelOf(labels, inventoryStatus),
    list,
  };
}

/** A product page's product, in the colour the shopper is looking at. */
export function productPayload(product: Product, colourCode: string | null, list: InteractionOrigin, extra: { quantity?: number; size?: string } = {}): ProductPayload {
  return {
    ...payload({ code: productCodeOf(product.masterId, colourCode), name: product.name, price: product.price, labels: product.labels, inventoryStatus: product.inventory.status }, list),
    ...(extra.quantity !== undefined ? { quantity: extra.quantity } : {}),
    ...(extra.size !== undefined ? { size: extra.size } : {}),
  };
}

export function tilePayload(tile: ProductTile, list: InteractionOrigin, position: number): ProductPayload {
  return { ...payload({ code: tile.id, name: tile.name, price: tile.price, labels: tile.labels }, list), position };
}

export function recommendationPayload(item: RecommendationItem, list: InteractionOrigin, position: number): ProductPayload {
  return { ...payload({ code: item.productId, name: item.title, price: item.price, labels: [] }, list), position, recToken: item.recToken };
}

/** List payload: the products a grid, search or carousel showed, numbered from 1. */
export interface ListPayload {
  list: InteractionOrigin;
  items: ProductPayload[];
}

export function listPayload(tiles: readonly ProductTile[], list: InteractionOrigin, firstPosition = 1): ListPayload {
  return { list, items: tiles.map((tile, index) => tilePayload(tile, list, firstPosition + index)) };
}

/** One cart line as the cart knows it. */
export interface CartLineSource {
  styleCode: string;
  colourCode: string | null;
  size: string;
  name: string;
  quantity: number;
  price: Pick<Price, 'lowCurrent' | 'lowOriginal' | 'currency'>;
  labels?: readonly ProductLabel[];
  /** Where the line was added from, when known; else a direct PDP add. */
  origin?: InteractionOrigin;
}

export interface CartPayload {
  basketId: string | null;
  currency: string | null;
  /** Sum of current price × quantity, to the cent. */
  value: number;
  totalItems: number;
  items: ProductPayload[];
}

export function cartPayload(basketId: string | null, lines: readonly CartLineSource[]): CartPayload {
  const items = lines.map((line, index) => ({
    ...payload({ code: productCodeOf(line.styleCode, line.colourCode), name: line.name, price: line.price, labels: line.labels ?? [] }, line.origin ?? 'direct to PDP'),
    position: index + 1,
    quantity: line.quantity,
    size: line.size,
  }));
  const cents = items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return {
    basketId,
    currency: items[0]?.currency ?? null,
    value: cents / 100,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
  };
}
