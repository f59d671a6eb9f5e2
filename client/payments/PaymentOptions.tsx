import { useId, useState } from 'react';
import { PAYMENT_METHODS, paysTheRest, type PaymentMethodId } from '../../shared/payments';
import { useT } from '../state/i18n';
import { money } from '../cart';
import { RadioCard } from '../components/ui';
import type { PaymentPanelProps } from './panel-props';
import { PAYMENT_PANELS } from './panels';

/**
 * The ways the basket may be paid. Methods that pay a fixed part (a gift card, a reward) are added
 * first, each in its own panel; one method then pays the rest, chosen among those offered.
 */
export function PaymentOptions(props: PaymentPanelProps) {
  const { site, checkout } = props;
  const t = useT();
  const id = useId();
  const offered = checkout.paymentMethods.map((method) => method.id).filter((method) => PAYMENT_PANELS[method] !== null);
  const payingTheRest = offered.filter(paysTheRest);
  const onOrder = checkout.paymentInstruments.find((instrument) => paysTheRest(instrument.paymentMethodId))?.paymentMethodId;
  const [chosen, setChosen] = useState<PaymentMethodId | undefined>(onOrder ?? payingTheRest[0]);
  if (!offered.length) return <p>{t('checkout.payment.none')}</p>;
  const Chosen = chosen ? PAYMENT_PANELS[chosen] : null;
  const { remainingToPay, currency } = checkout.cart.totals;
  // Fixed amounts (gift cards, rewards, credit) that already cover the order leave nothing for a card to pay.
  const paidInFull = remainingToPay === 0 && checkout.paymentInstruments.length > 0 && onOrder === undefined;
  return (
    <div className="checkout-payment">
      {offered
        .filter((method) => !paysTheRest(method))
        .map((method) => {
          const Panel = PAYMENT_PANELS[method]!;
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
            <RadioCard key={method} name={`${id}-method`} value={method} checked={chosen === method} onChange={() => setChosen(method)} title={t(PAYMENT_METHODS[method].label)} />
          ))}
        </fieldset>
      ) : null}
      {Chosen && !paidInFull ? <Chosen {...props} /> : null}
    </div>
  );
}
