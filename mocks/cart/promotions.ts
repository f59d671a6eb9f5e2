import type { ApproachingPromotion, PromotionLevel } from '../../shared/cart/schemas/cart';
import { formatMoney } from '../../shared/format/money';
import type { Refusal } from '../http';
import { marketOf } from '../../shared/market';
import { roundMinor, toMajor } from '../markets';
import type { ContentLanguage } from '../data/category-names';
import { calloutIn, thresholdMessagesIn } from './promotion-words';

/*
 * The seeded promotions and coupons, and what they grant a basket. Pure: given the lines, the
 * shopper's kind, the coupons and the shipments, it answers the discounts per line, order and
 * shipment, the bonus items, the summary of what applied and the spend thresholds' progress.
 * Amounts are minor units.
 */

export type ConsumerType = 'Guest' | 'Registered';

export interface PromoLine {
  itemId: string;
  /** The style code: its two-letter prefix is the product family. */
  style: string;
  qty: number;
  unitPrice: number;
  bonus: boolean;
}

export interface PromoShipment {
  shipmentId: string;
  method: string;
  cost: number;
}

export interface PromotionInput {
  currency: string;
  siteId: string;
  consumerType: ConsumerType;
  lines: readonly PromoLine[];
  couponCodes: readonly string[];
  shipments: readonly PromoShipment[];
  /** The language callouts are worded in; English when absent. */
  language?: ContentLanguage;
}

export interface LineDiscount {
  promotionId: string;
  campaignId: string;
  couponCode: string | null;
  amount: number;
}

export interface AppliedPromotion {
  promotionId: string;
  promotionName: string;
  calloutMessage: string;
  level: PromotionLevel;
}

export interface PromotionResult {
  lineDiscounts: Map<string, LineDiscount[]>;
  orderDiscounts: Array<{ promotionId: string; promotionName: string; couponCode: string | null; amount: number }>;
  shipmentDiscounts: Map<string, Array<{ promotionId: string; amount: number }>>;
  /** Gift-with-purchase items the basket earns, one of each. */
  bonusItems: Array<{ promotionId: string; sku: string }>;
  promoSummary: AppliedPromotion[];
  approaching: Array<Omit<ApproachingPromotion, 'distanceFromConditionThreshold' | 'approachingDisplayLevel' | 'threshold'> & { distance: number; displayLevel: number; threshold: number }>;
}

/** The gift that comes with a pack. */
export const GWP_BONUS_SKU = 'GW000001000-OS';

const perCurrency = (usd: number, cad: number, gbp: number, eur: number, nok: number): Record<string, number> => ({ USD: usd, CAD: cad, GBP: gbp, EUR: eur, NOK: nok });
const money = (minor: number, currency: string, language: ContentLanguage = 'en') => formatMoney(toMajor(minor, currency), { currency, language });

interface ProductPromotion {
  promotionId: string;
  name: string;
  callout: string;
  family: string;
  percent: number;
  onlyFor?: ConsumerType;
}

/** Percentage off a product family; the GUEST and REGISTERED ones apply only to that kind of shopper. */
export const PRODUCT_PROMOTIONS: readonly ProductPromotion[] = [
  { promotionId: 'PRODUCT-BASELAYER-15', name: 'Base layer event', callout: '15% off base layers', family: 'BL', percent: 15 },
  { promotionId: 'PRODUCT-GUEST-HEADWEAR-10', name: 'Guest headwear offer', callout: '10% off hats and beanies for guests', family: 'HW', percent: 10, onlyFor: 'Guest' },
  { promotionId: 'PRODUCT-REGISTERED-GLOVES-20', name: 'Members glove offer', callout: '20% off gloves for members', family: 'GL', percent: 20, onlyFor: 'Registered' },
];

/** Buy a pack, get a trail bottle. */
export const GWP_PROMOTION = { promotionId: 'GWP-PACK-BOTTLE', name: 'Free trail bottle', callout: 'Free trail bottle with any pack', family: 'PK' } as const;

interface ThresholdPromotion {
  promotionId: string;
  name: string;
  level: PromotionLevel;
  /** Spend (after product discounts) that earns it, on a site. */
  threshold: (siteId: string, currency: string) => number;
  /** Spend from which the shopper is told how close they are. */
  displayLevel: (siteId: string, currency: string) => number;
  messages: (threshold: string, distance: string) => [approaching: string, above: string, reached: string];
}

/** Money off the order from a spend, and free standard shipping from a smaller one. */
export const ORDER_THRESHOLD: ThresholdPromotion & { reward: Record<string, number> } = {
  promotionId: 'ORDER-SPEND-SAVE',
  name: 'Spend and save',
  level: 'ORDER',
  threshold: (_siteId, currency) => perCurrency(30000, 40000, 25000, 30000, 300000)[currency] ?? 0,
  displayLevel: (_siteId, currency) => perCurrency(20000, 26000, 17000, 20000, 200000)[currency] ?? 0,
  reward: perCurrency(3000, 4000, 2500, 3000, 30000),
  messages: (threshold, distance) => [`Spend ${threshold} and save on your order`, `Spend ${distance} more to save on your order`, `You saved on your order of ${threshold} or more`],
};

export const SHIPPING_THRESHOLD: ThresholdPromotion = {
  promotionId: 'SHIPPING-FREE-STANDARD',
  name: 'Free standard shipping',
  level: 'SHIPPING',
  // The market states the threshold once; the promo bar, the shipping terms and the mini-cart read the same figure.
  threshold: (siteId) => marketOf({ siteId }).freeShipping.threshold,
  displayLevel: (siteId) => marketOf({ siteId }).freeShipping.displayFrom,
  messages: (threshold, distance) => [`Free standard shipping on orders over ${threshold}`, `You are ${distance} away from free standard shipping`, 'You have earned free standard shipping'],
};

type CouponState = 'active' | 'notYetActive' | 'limitExceeded' | 'alreadyRedeemed' | 'expired' | 'failure' | 'giftWithPurchase';

interface Coupon {
  state: CouponState;
  promotionId?: string;
  name?: string;
  percent?: number;
  /** Sites it is valid on; elsewhere it is invalid for the basket. */
  siteIds?: readonly string[];
}

/** One seeded coupon per outcome a shopper can meet (listed in the README). */
export const COUPONS: Readonly<Record<string, Coupon>> = {
  RIDGE10: { state: 'active', promotionId: 'ORDER-COUPON-RIDGE10', name: '10% off your order', percent: 10 },
  CANADA15: { state: 'active', promotionId: 'ORDER-COUPON-CANADA15', name: '15% off in Canada', percent: 15, siteIds: ['RL_CA'] },
  'SPRING-PREVIEW': { state: 'notYetActive' },
  FLASH100: { state: 'limitExceeded' },
  WELCOME5: { state: 'alreadyRedeemed' },
  SUMMER25: { state: 'expired' },
  'PROMO-OUTAGE': { state: 'failure' },
  FREEBOTTLE: { state: 'giftWithPurchase' },
};

const REFUSALS: Record<Exclude<CouponState, 'active'>, Refusal> = {
  notYetActive: { errorId: 'PRM135', message: 'This coupon code is not available at this time' },
  limitExceeded: { errorId: 'PRM140', message: 'This coupon code has exceeded its redemption limit' },
  alreadyRedeemed: { status: 400, errorId: 'PRM150', message: 'This coupon code has already been redeemed' },
  expired: { errorId: 'PRM155', message: 'This coupon code has expired' },
  // The promotion engine failing is the backend's fault, not the shopper's.
  failure: { errorId: 'PRM175', message: 'The coupon code could not be applied' },
  giftWithPurchase: { errorId: 'GWP403', message: 'This coupon code is for a gift-with-purchase product and cannot be applied' },
};

/** Why a code cannot be added to a basket that already holds `applied`, or undefined when it can. */
export function couponRefusal(code: string, siteId: string, applied: readonly string[]): Refusal | undefined {
  const coupon = COUPONS[code];
  if (!coupon) return { status: 400, errorId: 'PRM130', message: 'This coupon code is invalid' };
  if (coupon.state !== 'active') return REFUSALS[coupon.state];
  if (coupon.siteIds && !coupon.siteIds.includes(siteId)) return { errorId: 'PRM160', message: 'This coupon code is not valid for this cart' };
  if (applied.includes(code)) return { errorId: 'PRM416', message: 'This coupon code is already applied' };
  return undefined;
}

const familyOf = (line: PromoLine) => line.style.slice(0, 2);

function thresholdProgress(promotion: ThresholdPromotion, spend: number, siteId: string, currency: string, language: ContentLanguage = 'en'): PromotionResult['approaching'][number] {
  const messages = thresholdMessagesIn(promotion.promotionId, language) ?? promotion.messages;
  const threshold = promotion.threshold(siteId, currency);
  const displayLevel = promotion.displayLevel(siteId, currency);
  const distance = Math.max(0, threshold - spend);
  const thresholdStatus = distance === 0 ? 'Threshold Reached' : spend >= displayLevel ? 'Above Threshold' : 'Below Threshold';
  return {
    promotionId: promotion.promotionId,
    promotionName: promotion.name,
    promotionClass: promotion.level,
    level: promotion.level,
    calloutMsg: messages(money(threshold, currency, language), money(distance, currency, language)).join('|'),
    thresholdStatus,
    distance,
    displayLevel,
    threshold,
  };
}

export function evaluatePromotions(input: PromotionInput): PromotionResult {
  const { currency } = input;
  const paid = input.lines.filter((line) => !line.bonus);
  const lineDiscounts = new Map<string, LineDiscount[]>();
  const promoSummary: AppliedPromotion[] = [];

  for (const promotion of PRODUCT_PROMOTIONS) {
    if (promotion.onlyFor && promotion.onlyFor !== input.consumerType) continue;
    const lines = paid.filter((line) => familyOf(line) === promotion.family);
    if (!lines.length) continue;
    for (const line of lines) {
      const amount = roundMinor((line.unitPrice * line.qty * promotion.percent) / 100, currency);
      lineDiscounts.set(line.itemId, [...(lineDiscounts.get(line.itemId) ?? []), { promotionId: promotion.promotionId, campaignId: `CMP-${promotion.promotionId}`, couponCode: null, amount }]);
    }
    promoSummary.push({ promotionId: promotion.promotionId, promotionName: promotion.name, calloutMessage: calloutIn(promotion.promotionId, input.language ?? 'en') ?? promotion.callout, level: 'PRODUCT' });
  }

  const bonusItems: PromotionResult['bonusItems'] = [];
  if (paid.some((line) => familyOf(line) === GWP_PROMOTION.family)) {
    bonusItems.push({ promotionId: GWP_PROMOTION.promotionId, sku: GWP_BONUS_SKU });
    promoSummary.push({ promotionId: GWP_PROMOTION.promotionId, promotionName: GWP_PROMOTION.name, calloutMessage: calloutIn(GWP_PROMOTION.promotionId, input.language ?? 'en') ?? GWP_PROMOTION.callout, level: 'PRODUCT' });
  }

  // Order and shipping thresholds count what the items cost after their own discounts.
  const spend = paid.reduce((sum, line) => sum + line.unitPrice * line.qty - (lineDiscounts.get(line.itemId) ?? []).reduce((off, discount) => off + discount.amount, 0), 0);
  const orderDiscounts: PromotionResult['orderDiscounts'] = [];
  const orderProgress = thresholdProgress(ORDER_THRESHOLD, spend, input.siteId, currency, input.language);
  if (orderProgress.thresholdStatus === 'Threshold Reached') {
    orderDiscounts.push({ promotionId: ORDER_THRESHOLD.promotionId, promotionName: ORDER_THRESHOLD.name, couponCode: null, amount: ORDER_THRESHOLD.reward[currency] ?? 0 });
    promoSummary.push({ promotionId: ORDER_THRESHOLD.promotionId, promotionName: ORDER_THRESHOLD.name, calloutMessage: orderProgress.calloutMsg.split('|')[2] ?? '', level: 'ORDER' });
  }
  for (const code of input.couponCodes) {
    const coupon = COUPONS[code];
    if (coupon?.state !== 'active' || !coupon.promotionId || (coupon.siteIds && !coupon.siteIds.includes(input.siteId))) continue;
    orderDiscounts.push({ promotionId: coupon.promotionId, promotionName: coupon.name ?? code, couponCode: code, amount: roundMinor((spend * (coupon.percent ?? 0)) / 100, currency) });
    promoSummary.push({ promotionId: coupon.promotionId, promotionName: coupon.name ?? code, calloutMessage: coupon.name ?? code, level: 'ORDER' });
  }

  const shipmentDiscounts = new Map<string, Array<{ promotionId: string; amount: number }>>();
  const shippingProgress = thresholdProgress(SHIPPING_THRESHOLD, spend, input.siteId, currency, input.language);
  const standard = input.shipments.find((shipment) => shipment.method === 'standard');
  if (shippingProgress.thresholdStatus === 'Threshold Reached' && standard) {
    shipmentDiscounts.set(standard.shipmentId, [{ promotionId: SHIPPING_THRESHOLD.promotionId, amount: standard.cost }]);
    promoSummary.push({ promotionId: SHIPPING_THRESHOLD.promotionId, promotionName: SHIPPING_THRESHOLD.name, calloutMessage: shippingProgress.calloutMsg.split('|')[2] ?? '', level: 'SHIPPING' });
  }

  return { lineDiscounts, orderDiscounts, shipmentDiscounts, bonusItems, promoSummary, approaching: [orderProgress, shippingProgress] };
}
