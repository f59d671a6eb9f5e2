import { useId } from 'react';
import type { PaymentPanelProps } from './PaymentOptions';
import { useT } from '../state/i18n';
import { money } from '../components/cart/CartParts';
import { applyLoyaltyVoucher, removePaymentInstrument } from './checkout-client';
import { useStateCall } from './state-call';

/**
 * A loyalty member's points at checkout: the voucher offered (the most points they can afford)
 * applied or removed; the card or another method pays the rest. Shown to members only.
 */
export function LoyaltyPayment({ site, checkout, onState }: PaymentPanelProps) {
  const t = useT();
  const id = useId();
  const { busy, error, run } = useStateCall(onState);
  const loyalty = checkout.loyalty;
  if (!loyalty) return null;
  const { currency } = checkout.cart.totals;
  const applied = checkout.paymentInstruments.find((instrument) => instrument.paymentMethodId === 'LOYALTY_POINTS');
  const voucher = loyalty.voucher;


  return (
    <section className="checkout-choice checkout-loyalty" aria-labelledby={`${id}-title`} data-testid="loyalty-payment">
      <h4 id={`${id}-title`}>{t('checkout.payment.method.LOYALTY_POINTS')}</h4>
      {applied ? (
        <>
          <p>{t('checkout.loyalty.applied', { points: applied.details?.points ?? '', amount: money(applied.amount, site, currency) })}</p>
          <button type="button" className="link-button" disabled={busy} onClick={() => void run(() => removePaymentInstrument(applied.paymentInstrumentId))}>
            {t('checkout.loyalty.remove')}
          </button>
        </>
      ) : voucher ? (
        <>
          <p id={`${id}-offer`}>{t('checkout.loyalty.offer', { points: String(voucher.points), amount: money(voucher.amountInCurrency, site, currency) })}</p>
          <button type="button" className="button" aria-describedby={`${id}-offer`} disabled={busy} aria-busy={busy || undefined} onClick={() => void run(() => applyLoyaltyVoucher(voucher.points))}>
            {t('checkout.loyalty.apply')}
          </button>
        </>
      ) : (
        <p>{t('checkout.loyalty.none', { points: String(loyalty.currentLoyaltyPoints) })}</p>
      )}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
