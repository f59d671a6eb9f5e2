import type { ComponentType } from 'react';
import type { PerPaymentMethod } from '../../../shared/payments';
import type { PaymentPanelProps } from './panel-props';
import { CardPayment } from './CardPayment';
import { GiftCardPayment } from './GiftCardPayment';
import { KlarnaPayment } from './KlarnaPayment';
import { PayPalPayment } from './PayPalPayment';
import { AthletePayment, LoyaltyPayment } from './FixedAmountPayment';
import { RewardPayment } from './RewardPayment';

/**
 * What each payment method shows on the billing step. Every method has its entry, so a method
 * without one does not compile; a method whose entry is null is not offered on the page, whatever
 * the basket says.
 */
export const PAYMENT_PANELS: PerPaymentMethod<ComponentType<PaymentPanelProps> | null> = {
  CREDIT_CARD: CardPayment,
  GIFT_CARD: GiftCardPayment,
  KLARNA: KlarnaPayment,
  PAYPAL: PayPalPayment,
  LOYALTY_POINTS: LoyaltyPayment,
  // Reward codes and cards share one panel, shown under the code's method, which every basket offers.
  REWARD_CODE: RewardPayment,
  REWARD_CARD: null,
  ATHLETES_PAYMENT: AthletePayment,
};
