import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../shared/format/money';
import { toMajor } from '../markets';
import { evaluatePromotions, SHIPPING_THRESHOLD, type PromoLine, type PromotionInput } from './promotions';

const line = (itemId: string, style: string, unitPrice: number): PromoLine => ({ itemId, style, qty: 1, unitPrice, bonus: false });
const SITE_OF: Record<string, string> = { EUR: 'RL_DE', CAD: 'RL_CA', NOK: 'RL_NO' };
const input = (language: PromotionInput['language'], currency: string): PromotionInput => ({
  currency,
  siteId: SITE_OF[currency]!,
  consumerType: 'Guest',
  lines: [line('a', 'BL123456', 4995), line('b', 'PK123456', 7995)],
  couponCodes: [],
  shipments: [{ shipmentId: 'standard', method: 'standard', cost: 495 }],
  language,
});

describe('promotion wording', () => {
  it('words callouts and threshold messages in the site language, amounts computed in its currency', () => {
    const english = evaluatePromotions(input('en', 'EUR'));
    for (const [language, currency] of [['fr', 'CAD'], ['de', 'EUR'], ['nb', 'NOK']] as const) {
      const result = evaluatePromotions(input(language, currency));
      const inEnglish = evaluatePromotions(input('en', currency));
      result.promoSummary.forEach((promo, i) => expect(promo.calloutMessage).not.toBe(inEnglish.promoSummary[i]!.calloutMessage));
      const shipping = result.approaching.find((promo) => promo.promotionId === SHIPPING_THRESHOLD.promotionId)!;
      const threshold = formatMoney(toMajor(SHIPPING_THRESHOLD.threshold(SITE_OF[currency]!, currency), currency), { currency, language });
      expect(shipping.calloutMsg.split('|')).toHaveLength(3);
      expect(shipping.calloutMsg.split('|')[0]).toContain(threshold);
      expect(shipping.calloutMsg).not.toBe(inEnglish.approaching.find((promo) => promo.promotionId === SHIPPING_THRESHOLD.promotionId)!.calloutMsg);
    }
    expect(english.promoSummary.map((promo) => promo.calloutMessage)).toContain('15% off base layers');
    const german = evaluatePromotions(input('de', 'EUR'));
    expect(german.promoSummary.map((promo) => promo.calloutMessage)).toEqual(['15 % Rabatt auf Funktionswäsche', 'Gratis Trinkflasche zu jedem Rucksack', 'Ihr Standardversand ist kostenlos']);
  });
});
