import { useId } from 'react';
import type { CheckoutPaymentInstrument, CheckoutState } from '../../shared/checkout/checkout-routes';
import { PAYMENT_METHODS, type PaymentMethodId } from '../../shared/payments';
import type { PaymentPanelProps, PaymentPanels, StateResult } from './panel-props';
import { useT } from '../state/i18n';
import { money } from '../cart';
import { useStateCall } from './state-call';

interface FixedAmountPaymentProps {
  method: PaymentMethodId;
  /** Names the panel's class (`checkout-<name>`) and test id (`<name>-payment`). */
  name: string;
  checkout: CheckoutState;
  calls: PaymentPanelProps['calls'];
  onState: PaymentPanelProps['onState'];
  /** What can be applied, or why nothing can; null where the applied line already says it. */
  offer(applied: CheckoutPaymentInstrument | undefined): string | null;
  /** What the applied instrument pays. */
  appliedText(applied: CheckoutPaymentInstrument): string;
  /** Puts the instrument on the basket; null when there is nothing to apply. */
  apply: (() => Promise<StateResult>) | null;
  applyLabel: string;
  removeLabel: string;
}

/**
 * A method that pays an amount the backend sets when it is added (a points voucher, an athlete's
 * credit): what is offered, then either the amount applied with a way to remove it or a button to
 * apply it; whatever it leaves is paid by the method below.
 */
export function FixedAmountPayment({ method, name, checkout, calls, onState, offer, appliedText, apply, applyLabel, removeLabel }: FixedAmountPaymentProps) {
  const t = useT();
  const id = useId();
  const { busy, error, run } = useStateCall(onState, calls.refusal);
  const applied = checkout.paymentInstruments.find((instrument) => instrument.paymentMethodId === method);
  const offerText = offer(applied);
  return (
    <section className={`checkout-choice checkout-${name}`} aria-labelledby={`${id}-title`} data-testid={`${name}-payment`}>
      <h4 id={`${id}-title`}>{t(PAYMENT_METHODS[method].label)}</h4>
      {offerText ? <p id={`${id}-offer`}>{offerText}</p> : null}
      {applied ? (
        <>
          <p>{appliedText(applied)}</p>
          <button type="button" className="link-button" disabled={busy} onClick={() => void run(() => calls.removePaymentInstrument(applied.paymentInstrumentId))}>
            {removeLabel}
          </button>
        </>
      ) : apply ? (
        <button type="button" className="button" aria-describedby={offerText ? `${id}-offer` : undefined} disabled={busy} aria-busy={busy || undefined} onClick={() => void run(apply)}>
          {applyLabel}
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

/** A loyalty member's points: the voucher offered is the most points they can afford. Shown to members only. */
export function LoyaltyPayment({ site, checkout, calls, onState }: PaymentPanelProps) {
  const t = useT();
  const loyalty = checkout.loyalty;
  if (!loyalty) return null;
  const { currency } = checkout.cart.totals;
  const voucher = loyalty.voucher;
  return (
    <FixedAmountPayment
      method="LOYALTY_POINTS"
      name="loyalty"
      checkout={checkout}
      calls={calls}
      onState={onState}
      offer={(applied) =>
        applied ? null : voucher ? t('checkout.loyalty.offer', { points: String(voucher.points), amount: money(voucher.amountInCurrency, site, currency) }) : t('checkout.loyalty.none', { points: String(loyalty.currentLoyaltyPoints) })
      }
      appliedText={(applied) => t('checkout.loyalty.applied', { points: applied.details?.points ?? '', amount: money(applied.amount, site, currency) })}
      apply={voucher ? () => calls.addPaymentInstrument({ paymentMethodId: 'LOYALTY_POINTS', points: voucher.points }) : null}
      applyLabel={t('checkout.loyalty.apply')}
      removeLabel={t('checkout.loyalty.remove')}
    />
  );
}

/** An athlete's annual credit: what is left of it and what it can pay of this order, shown whether applied or not. */
export function AthletePayment({ site, checkout, calls, onState }: PaymentPanelProps) {
  const t = useT();
  const offered = checkout.paymentMethods.find((method) => method.id === 'ATHLETES_PAYMENT');
  if (!offered) return null;
  const { currency } = checkout.cart.totals;
  const payable = offered.payableAmount ?? 0;
  return (
    <FixedAmountPayment
      method="ATHLETES_PAYMENT"
      name="athlete"
      checkout={checkout}
      calls={calls}
      onState={onState}
      offer={() => t('checkout.athlete.remaining', { amount: money(offered.remainingAmount ?? 0, site, currency), payable: money(payable, site, currency) })}
      appliedText={(applied) => t('checkout.athlete.applied', { amount: money(applied.amount, site, currency) })}
      apply={payable > 0 ? () => calls.addPaymentInstrument({ paymentMethodId: 'ATHLETES_PAYMENT' }) : null}
      applyLabel={t('checkout.athlete.apply')}
      removeLabel={t('checkout.athlete.remove')}
    />
  );
}

export const FIXED_AMOUNT_PANELS = { LOYALTY_POINTS: LoyaltyPayment, ATHLETES_PAYMENT: AthletePayment } as const satisfies PaymentPanels;
