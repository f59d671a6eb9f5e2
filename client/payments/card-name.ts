import type { Translate } from '../../shared/i18n';

const BRAND_NAMES: Readonly<Record<string, string>> = { VISA: 'Visa', MASTERCARD: 'Mastercard', AMEX: 'American Express', DISCOVER: 'Discover' };

/** How a card is named to the shopper: "Visa ending in 1111". */
export function cardName(t: Translate, card: { brand: string; last4: string }): string {
  return t('payment.card.label', { brand: BRAND_NAMES[card.brand] ?? card.brand, last4: card.last4 });
}
