import { useId } from 'react';
import type { PaymentPanelProps } from './PaymentOptions';
import { useT } from '../state/i18n';
import { money } from '../components/cart/CartParts';
import { addPaymentInstrument, removePaymentInstrument } from './checkout-client';
import { useStateCall } from './state-call';

/** An athlete's annual credit: what is left of it, and what it can pay of this order, applied or removed. */
export function AthletePayment({ site, checkout, onState }: PaymentPanelProps) {
  const t = useT();
  const id = useId();
  const { busy, error, run } = useStateCall(onState);
  const offered = checkout.paymentMethods.find((method) => method.id === 'ATHLETES_PAYMENT');
  if (!offered) return null;
  const { currency } = checkout.cart.totals;
  const applied = checkout.paymentInstruments.find((instrument) => instrument.paymentMethodId === 'ATHLETES_PAYMENT');


  return (
    <section className="checkout-choice checkout-athlete" aria-labelledby={`${id}-title`} data-testid="athlete-payment">
      <h4 id={`${id}-title`}>{t('checkout.payment.method.ATHLETES_PAYMENT')}</h4>
      <p id={`${id}-credit`}>{t('checkout.athlete.remaining', { amount: money(offered.remainingAmount ?? 0, site, currency), payable: money(offered.payableAmount ?? 0, site, currency) })}</p>
      {applied ? (
        <>
          <p>{t('checkout.athlete.applied', { amount: money(applied.amount, site, currency) })}</p>
          <button type="button" className="link-button" disabled={busy} onClick={() => void run(() => removePaymentInstrument(applied.paymentInstrumentId))}>
            {t('checkout.athlete.remove')}
          </button>
        </>
      ) : (offered.payableAmount ?? 0) > 0 ? (
        <button type="button" className="button" aria-describedby={`${id}-credit`} disabled={busy} aria-busy={busy || undefined} onClick={() => void run(() => addPaymentInstrument({ paymentMethodId: 'ATHLETES_PAYMENT' }))}>
          {t('checkout.athlete.apply')}
        </button>
      ) : null}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
