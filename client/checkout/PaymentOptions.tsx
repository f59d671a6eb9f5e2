import { useId, useState, type ComponentType } from 'react';
import type { CheckoutState } from '../../shared/checkout/checkout-routes';
import { paysTheRest, type CheckoutMethodId } from '../../shared/schemas/checkout';
import type { Site } from '../../shared/site';
import { useT } from '../state/i18n';
import { money } from '../components/cart/CartParts';
import { CardPayment } from './CardPayment';
import { GiftCardPayment } from './GiftCardPayment';
import { KlarnaPayment } from './KlarnaPayment';
import { PayPalPayment } from './PayPalPayment';
import { AthletePayment, LoyaltyPayment } from './FixedAmountPayment';
import { RewardPayment } from './RewardPayment';
import { RadioCard } from '../components/ui';

export interface PaymentPanelProps {
  site: Site;
  checkout: CheckoutState;
  signedIn: boolean;
  onState(state: CheckoutState): void;
  /** A refusal that belongs above the step rather than in the panel. */
  onProblem(message: string): void;
}

/**
 * What each payment method shows on the billing step. A method with no panel here is not offered
 * on the page, whatever the basket says.
 */
const PANELS: { readonly [K in CheckoutMethodId]?: ComponentType<PaymentPanelProps> } = {
  CREDIT_CARD: CardPayment,
  GIFT_CARD: GiftCardPayment,
  KLARNA: KlarnaPayment,
  PAYPAL: PayPalPayment,
  LOYALTY_POINTS: LoyaltyPayment,
  // Reward codes and cards share one panel, shown under the code's method, which every basket offers.
  REWARD_CODE: RewardPayment,
  ATHLETES_PAYMENT: AthletePayment,
};

/**
 * The ways the basket may be paid. Methods that pay a fixed part (a gift card, a reward) are added
 * first, each in its own panel; one method then pays the rest, chosen among those offered.
 */
export function PaymentOptions(props: PaymentPanelProps) {
  const { site, checkout } = props;
  const t = useT();
  const id = useId();
  const offered = checkout.paymentMethods.map((method) => method.id).filter((method) => PANELS[method] !== undefined);
  const payingTheRest = offered.filter(paysTheRest);
  const onOrder = checkout.paymentInstruments.find((instrument) => paysTheRest(instrument.paymentMethodId))?.paymentMethodId;
  const [chosen, setChosen] = useState<CheckoutMethodId | undefined>(onOrder ?? payingTheRest[0]);
  if (!offered.length) return <p>{t('checkout.payment.none')}</p>;
  const Chosen = chosen ? PANELS[chosen] : undefined;
  const { remainingToPay, currency } = checkout.cart.totals;
  // Fixed amounts (gift cards, rewards, credit) that already cover the order leave nothing for a card to pay.
  const paidInFull = remainingToPay === 0 && checkout.paymentInstruments.length > 0 && onOrder === undefined;
  return (
    <div className="checkout-payment">
      {offered
        .filter((method) => !paysTheRest(method))
        .map((method) => {
          const Panel = PANELS[method]!;
          return <Panel key={method} {...props} />;
        })}
      {checkout.paymentInstruments.length && remainingToPay > 0 ? (
        <p data-testid="remaining-to-pay">{t('checkout.payment.remaining', { amount: money(remainingToPay, site, currency) })}</p>
      ) : null}
      {paidInFull ? <p data-testid="paid-in-full">{t('checkout.payment.paidInFull')}</p> : null}
      {!paidInFull && payingTheRest.length > 1 ? (
        <fieldset className="radio-cards checkout-payment__methods">
          <legend>{t('checkout.payment.payWith')}</legend>
          {payingTheRest.map((method) => (
            <RadioCard key={method} name={`${id}-method`} value={method} checked={chosen === method} onChange={() => setChosen(method)} title={t(`checkout.payment.method.${method}`)} />
          ))}
        </fieldset>
      ) : null}
      {Chosen && !paidInFull ? <Chosen {...props} /> : null}
    </div>
  );
}
