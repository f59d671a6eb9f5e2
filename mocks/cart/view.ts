import type { Cart, CartItem, ShippingMethodCode } from '../../shared/cart/schemas/cart';
import type { Site } from '../../shared/site';
import { STORE_BY_ID, storeStock } from '../data/stores';
import type { Consumer } from '../auth';
import { giftOptionOf, type BasketState } from './basket';
import { methodCost, roundMinor, taxRule, toMajor, toMinor } from '../markets';
import { imageOf, inLanguage, pdpUrlOf, sellables, type Sellable } from './products';
import { evaluatePromotions, type PromoLine } from './promotions';
import { languageOf } from '../data/product-view';
import { noticesIn } from './notices';
import { supplyOf } from './fulfilment';
import type { ContentLanguage } from '../data/category-names';
import { methodInfo, shipmentIdOf } from './shipping';
import { computeTotals, type TotalsLine } from './totals';

/*
 * A basket as the API answers it: lines priced from the catalogue, promotions evaluated, bonus
 * items added, totals computed, and each line's delivery choices.
 */

export type Flash = Cart['flash'][number];

interface Line {
  itemId: string;
  sku: string;
  qty: number;
  maxQty: number;
  method: ShippingMethodCode;
  storeId: string;
  giftOption: CartItem['giftOption'];
  bonus: boolean;
  sellable: Sellable | undefined;
}

/** A bonus line's id is derived from its basket, so it is stable and cannot be mistaken for a bought line. */
export const bonusItemId = (basketId: string) => `gwp${basketId.slice(0, 21)}`;

function shippingOptions(line: Line, site: Site, storeId: string | null): CartItem['shippingOptions'] {
  const money = (code: ShippingMethodCode) => ({ amount: toMajor(methodCost(code, site), site.currency) });
  const method = (code: ShippingMethodCode) => ({ code, ...methodInfo(code, languageOf(site)) });
  if (line.sellable?.digital) return { selected: 'digital', storeId: null, available: [{ shippingMethod: method('digital'), price: money('digital') }] };
  const available: CartItem['shippingOptions']['available'] = [
    { shippingMethod: method('standard'), price: money('standard') },
    { shippingMethod: method('pudo'), price: money('pudo') },
  ];
  const store = storeId ? STORE_BY_ID.get(storeId) : undefined;
  if (store?.pickupAvailable && line.sellable && !line.bonus) {
    const storeInventory = storeStock(store.storeId, line.sku, line.sellable.stock).quantity;
    available.push({ shippingMethod: method('pickup'), price: money('pickup'), storeInfo: { id: store.storeId, name: store.name, storeInventory } });
    available.push({ shippingMethod: method('sts'), price: money('sts'), storeInfo: { id: store.storeId, name: store.name, storeInventory: line.sellable.stock } });
  }
  return { selected: line.method, storeId: line.storeId || null, available };
}

/** A line's word to the shopper: gone from sale, or wanting more than is left for its delivery. */
function lineNotifications(line: Line, usable: boolean, language: ContentLanguage): CartItem['customerNotifications'] {
  if (line.bonus) return [];
  const notices = noticesIn(language);
  if (!usable || !line.sellable) return [{ type: 'ProductItemNotAvailable', message: notices.noLongerAvailable }];
  if (line.sellable.digital) return [];
  const supply = supplyOf(line.sellable, { method: line.method, storeId: line.storeId });
  if (supply === 0) return [{ type: 'ProductLineItemFullInventoryMissing', message: notices.outOfStock }];
  if (supply < line.qty) return [{ type: 'ProductLineItemInventoryMissing', message: notices.onlyInStock(supply) }];
  return [];
}

export interface ViewOptions {
  site: Site;
  consumer: Consumer;
  flash?: Flash[];
  /** The store the shopper browses with, for the pickup choices of lines not yet at a store. */
  favStoreId?: string | undefined;
}

export async function cartView(db: D1Database, state: BasketState, options: ViewOptions): Promise<Cart> {
  const { site } = options;
  const { currency } = state.cart;
  const basketId = state.cart.id;
  const priced = await sellables(db, state.items.map((item) => item.sku), currency);
  const lines: Line[] = state.items.map((item) => ({
    itemId: item.item_id,
    sku: item.sku,
    qty: item.qty,
    maxQty: item.max_qty,
    method: item.shipping_method,
    storeId: item.store_id,
    giftOption: giftOptionOf(item),
    bonus: false,
    sellable: priced.get(item.sku),
  }));
  const usable = (line: Line) => line.sellable?.state === 'ok';

  const shipmentsOf = (all: readonly Line[]) => [...new Map(all.map((line) => [shipmentIdOf(line.method, line.storeId), line])).entries()];
  const promoLines: PromoLine[] = lines.filter(usable).map((line) => ({ itemId: line.itemId, style: line.sellable?.style ?? '', qty: line.qty, unitPrice: line.sellable?.unitPrice ?? 0, bonus: false }));
  const promotions = evaluatePromotions({
    currency,
    siteId: state.cart.site_id,
    consumerType: options.consumer.type,
    lines: promoLines,
    couponCodes: state.coupons,
    language: languageOf(site),
    shipments: shipmentsOf(lines.filter(usable)).map(([shipmentId, line]) => ({ shipmentId, method: line.method, cost: methodCost(line.method, site) })),
  });

  // A gift travels with the first line that earned it.
  if (promotions.bonusItems.length) {
    const bonusPriced = await sellables(db, promotions.bonusItems.map((bonus) => bonus.sku), currency);
    const carrier = lines.find((line) => usable(line) && !line.sellable?.digital);
    for (const bonus of promotions.bonusItems) {
      lines.push({ itemId: bonusItemId(basketId), sku: bonus.sku, qty: 1, maxQty: 1, method: carrier?.method ?? 'standard', storeId: carrier?.storeId ?? '', giftOption: null, bonus: true, sellable: bonusPriced.get(bonus.sku) });
    }
  }

  const itemAdjustments = new Map<string, number>();
  let orderAdjustment = 0;
  const adjustmentPrices = new Map<string, number>();
  // An order adjustment's percentage is of the items' price; the totals cap it at what is left after other discounts.
  const merchandise = () => lines.filter(usable).reduce((sum, line) => sum + (line.bonus ? 0 : (line.sellable?.unitPrice ?? 0) * line.qty), 0);
  for (const adjustment of state.adjustments) {
    const line = adjustment.item_id ? lines.find((candidate) => candidate.itemId === adjustment.item_id && !candidate.bonus) : undefined;
    if (adjustment.item_id && !line) continue;
    const base = line ? (line.sellable?.unitPrice ?? 0) * line.qty : merchandise();
    const amount = Math.min(base, adjustment.type === 'amount' ? toMinor(adjustment.value, currency) : roundMinor((base * adjustment.value) / 100, currency));
    adjustmentPrices.set(adjustment.adjustment_id, amount);
    if (line) itemAdjustments.set(line.itemId, (itemAdjustments.get(line.itemId) ?? 0) + amount);
    else orderAdjustment += amount;
  }

  const shipments = shipmentsOf(lines.filter(usable));
  const totalsLines: TotalsLine[] = lines.map((line) => ({
    itemId: line.itemId,
    unitPrice: line.bonus || !usable(line) ? 0 : (line.sellable?.unitPrice ?? 0),
    qty: line.qty,
    itemDiscount: (promotions.lineDiscounts.get(line.itemId) ?? []).reduce((sum, discount) => sum + discount.amount, 0) + (itemAdjustments.get(line.itemId) ?? 0),
    shipmentId: shipmentIdOf(line.method, line.storeId),
  }));
  const totals = computeTotals({
    currency,
    // Sales tax follows the province or state the parcel goes to; VAT is one national rate.
    tax: taxRule(site, state.shipTo?.countryCode === site.country ? state.shipTo.region : null),
    lines: totalsLines,
    orderDiscount: promotions.orderDiscounts.reduce((sum, discount) => sum + discount.amount, 0) + orderAdjustment,
    shipments: shipments.map(([shipmentId, line]) => ({
      shipmentId,
      cost: methodCost(line.method, site),
      discount: (promotions.shipmentDiscounts.get(shipmentId) ?? []).reduce((sum, discount) => sum + discount.amount, 0),
    })),
  });
  const major = (minor: number) => toMajor(minor, currency);
  const lineTotals = new Map(totals.lines.map((line) => [line.itemId, line]));
  const storeForOptions = (line: Line) => line.storeId || options.favStoreId || state.cart.favorite_store_id;

  const language = languageOf(site);
  const items: CartItem[] = lines.map((line) => {
    const sellable = line.sellable && inLanguage(line.sellable, language);
    const amounts = lineTotals.get(line.itemId);
    const unit = line.bonus ? 0 : (sellable?.unitPrice ?? 0);
    return {
      itemId: line.itemId,
      id: line.itemId,
      productId: line.sku,
      masterId: sellable?.style ?? line.sku.slice(0, 8),
      name: sellable?.name ?? line.sku,
      slug: sellable?.slug ?? '',
      qty: line.qty,
      maxQty: line.maxQty,
      color: sellable?.colorCode ?? '',
      variants: sellable ? [{ code: 'color', value: sellable.colorLabel }, { code: 'size', value: sellable.sizeLabel }] : [],
      pdpUrl: sellable ? pdpUrlOf(sellable, site) : '',
      productImageURL: sellable ? imageOf(sellable) : '',
      ...(sellable?.eyebrow ? { eyebrow: sellable.eyebrow } : {}),
      ...(sellable?.badge ? { badge: sellable.badge } : {}),
      ...(sellable?.rating ? { rating: sellable.rating } : {}),
      price: {
        currency,
        original: major(sellable?.unitOriginal ?? 0),
        current: major(unit),
        rowTotal: major(amounts?.rowTotal ?? 0),
        priceAfterItemDiscount: major(amounts?.priceAfterItemDiscount ?? 0),
        priceAfterOrderDiscount: major(amounts?.priceAfterOrderDiscount ?? 0),
        proratedPrice: major(amounts?.proratedPrice ?? 0),
      },
      taxTotal: major(amounts?.taxTotal ?? 0),
      shipmentId: shipmentIdOf(line.method, line.storeId),
      shippingOptions: shippingOptions(line, site, storeForOptions(line)),
      giftOption: line.giftOption,
      productPromotions: (promotions.lineDiscounts.get(line.itemId) ?? []).map((discount) => ({
        promotionId: discount.promotionId,
        campaignId: discount.campaignId,
        couponCode: discount.couponCode,
        price: major(-discount.amount),
      })),
      customerNotifications: lineNotifications(line, usable(line), language),
      ...(line.sellable && !line.sellable.digital && !line.bonus ? { inventory: supplyOf(line.sellable, { method: line.method, storeId: line.storeId }) } : {}),
      bonus: line.bonus,
      available: line.bonus || usable(line),
      isDigital: sellable?.digital ?? false,
    };
  });

  return {
    basketId,
    id: basketId,
    currency,
    totalItems: items.length,
    items,
    shippingMethods: totals.shipments.map((shipment) => {
      const line = shipments.find(([id]) => id === shipment.shipmentId)?.[1];
      const code = line?.method ?? 'standard';
      return {
        shippingId: shipment.shipmentId,
        shipmentId: shipment.shipmentId,
        shippingMethod: { code, ...methodInfo(code, languageOf(site)), price: major(shipment.price) },
        storeId: line?.storeId || null,
        itemIds: items.filter((item) => item.shipmentId === shipment.shipmentId).map((item) => item.itemId),
        shippingPromotions: (promotions.shipmentDiscounts.get(shipment.shipmentId) ?? []).map((discount) => ({ promotionId: discount.promotionId, appliedDiscount: major(-discount.amount), price: major(shipment.price) })),
      };
    }),
    couponItems: state.coupons.map((code) => {
      const applied = promotions.orderDiscounts.find((discount) => discount.couponCode === code);
      return { code, promotionId: applied?.promotionId ?? '', valid: Boolean(applied) };
    }),
    orderPromotions: promotions.orderDiscounts.map((discount) => ({ promotionId: discount.promotionId, promotionName: discount.promotionName, couponCode: discount.couponCode, price: major(-discount.amount) })),
    priceAdjustments: state.adjustments.map((adjustment) => ({
      adjustmentId: adjustment.adjustment_id,
      itemId: adjustment.item_id,
      type: adjustment.type,
      value: adjustment.value,
      reasonCode: adjustment.reason_code,
      price: major(-(adjustmentPrices.get(adjustment.adjustment_id) ?? 0)),
    })),
    promoSummary: promotions.promoSummary,
    approachingPromotions: promotions.approaching.map(({ distance, displayLevel, threshold, ...rest }) => ({
      ...rest,
      distanceFromConditionThreshold: major(distance),
      approachingDisplayLevel: major(displayLevel),
      threshold: major(threshold),
    })),
    flash: options.flash ?? [],
    favoriteStoreId: options.favStoreId ?? state.cart.favorite_store_id,
    saveForLaterId: state.saveForLaterId,
    totals: {
      currency,
      itemTotal: major(totals.itemTotal),
      itemSubTotal: major(totals.itemSubTotal),
      totalDiscount: major(totals.totalDiscount),
      totalDiscountPercentage: totals.totalDiscountPercentage,
      shipping: major(totals.shipping),
      tax: major(totals.tax),
      taxAmount: major(totals.tax),
      total: major(totals.total),
      totalWithoutTax: major(totals.totalWithoutTax),
      netAmount: major(totals.netAmount),
      remainingToPay: major(totals.remainingToPay),
      totalUnits: totals.totalUnits,
    },
    lastModified: new Date(state.cart.updated_at).toISOString(),
  };
}
