import type { ComponentType } from 'react';
import type { PerPaymentMethod } from '../../shared/payments';
import type { PaymentPanelProps } from './panel-props';
import { CARD_PANELS } from './CardPayment';
import { GIFT_CARD_PANELS } from './GiftCardPayment';
import { KLARNA_PANELS } from './KlarnaPayment';
import { PAYPAL_PANELS } from './PayPalPayment';
import { FIXED_AMOUNT_PANELS } from './FixedAmountPayment';
import { REWARD_PANELS } from './RewardPayment';

/**
 * What each payment method shows on the billing step, gathered from the panel modules, each of
 * which names the methods it shows. Every method has its entry, so a method no module names does
 * not compile; a method whose entry is null is not offered on the page, whatever the basket says.
 */
export const PAYMENT_PANELS: PerPaymentMethod<ComponentType<PaymentPanelProps> | null> = { ...CARD_PANELS, ...GIFT_CARD_PANELS, ...KLARNA_PANELS, ...PAYPAL_PANELS, ...FIXED_AMOUNT_PANELS, ...REWARD_PANELS };
