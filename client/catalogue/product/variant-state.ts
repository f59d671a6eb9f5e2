import type { AvailabilityResponse } from '../../../shared/catalogue/schemas/inventory';
import type { InventoryStatus, Product } from '../../../shared/catalogue/schemas/product';
import type { Translate } from '../../../shared/i18n';

/** One size of the chosen colour, as the size picker shows it. */
export interface SizeChoice {
  code: string;
  label: string;
  available: boolean;
  sku: string;
  /** Online units, when the availability call answered. */
  quantity: number | null;
  status: InventoryStatus | null;
}

/** SKU: style code + colour code + '-' + size code. */
export function skuOf(productId: string, colorCode: string, sizeCode: string): string {
  return `${productId}${colorCode}-${sizeCode}`;
}

/**
 * The sizes of one colour with their stock. Without availability (the call failed)
 * the product's own size-level flags are the best we know.
 */
export function sizesForColor(product: Product, colorCode: string, availability: AvailabilityResponse | null): SizeChoice[] {
  const variants = availability ? new Map(availability.variants.filter((variant) => variant.color === colorCode).map((variant) => [variant.size, variant])) : null;
  return product.attributes.size.options.map((option) => {
    const sku = skuOf(product.id, colorCode, option.code);
    if (!variants) return { code: option.code, label: option.label, available: option.available, sku, quantity: null, status: null };
    const variant = variants.get(option.code);
    // A size the colour is not made in is as unbuyable as a sold-out one.
    if (!variant) return { code: option.code, label: option.label, available: false, sku, quantity: 0, status: 'OUT_OF_STOCK' };
    return { code: option.code, label: option.label, available: variant.available && variant.quantity > 0, sku: variant.sku, quantity: variant.quantity, status: variant.status };
  });
}

/** Which colours have anything to buy: a colour is sold out when none of its sizes is. */
export function availableColors(product: Product, availability: AvailabilityResponse | null): Set<string> {
  const colors = product.attributes.color.options;
  if (!availability) return new Set(colors.filter((option) => option.available).map((option) => option.code));
  return new Set(availability.variants.filter((variant) => variant.available && variant.quantity > 0).map((variant) => variant.color));
}

/** Whether any variant at all can be bought (else the page offers notify-me instead of add to cart). */
export function isOrderable(product: Product, availability: AvailabilityResponse | null): boolean {
  if (availability) return availability.variants.some((variant) => variant.available && variant.quantity > 0);
  return product.inventory.status !== 'OUT_OF_STOCK' && product.attributes.size.options.some((option) => option.available);
}

/** The 'Only N left' line for a size labelled LOW STOCK, else null. */
export function lowStockMessage(t: Translate, size: SizeChoice | undefined): string | null {
  if (!size?.available || size.status !== 'LOW_STOCK' || size.quantity === null) return null;
  return t('product.onlyLeft', { count: size.quantity });
}
