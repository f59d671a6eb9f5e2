import { useState } from 'react';
import { useT } from '../state/i18n';
import type { PaymentPanelProps, PaymentPanels } from './panel-props';

/**
 * Paying with PayPal: the shopper is sent to PayPal's page to approve, and comes back to the
 * summary step (see use-paypal-return.ts), where the approval is added as the basket's instrument.
 */
export function PayPalPayment({ checkout, calls, onState, onProblem }: PaymentPanelProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const onOrder = checkout.paymentInstruments.some((instrument) => instrument.paymentMethodId === 'PAYPAL');

  async function toPayPal() {
    setBusy(true);
    // As on continuing to review, the shipping address stands in for billing unless the shopper gave another,
    // so the approval can come back straight to the summary.
    if (!checkout.billingAddress) {
      const billed = await calls.setBillingAddress({ sameAsShipping: true });
      if (!billed.ok) {
        setBusy(false);
        onProblem(calls.refusal(t, billed.error));
        return;
      }
      onState(billed.data);
    }
    const result = await calls.paypalApproval();
    if (result.ok) {
      location.assign(result.data.approvalUrl);
      return;
    }
    setBusy(false);
    onProblem(calls.refusal(t, result.error));
  }

  if (onOrder) return <p data-testid="paypal-on-order">{t('checkout.payment.method.PAYPAL')}</p>;
  return (
    <div className="checkout-card">
      <button type="button" className="button button--primary" disabled={busy} aria-busy={busy || undefined} onClick={() => void toPayPal()}>
        {t('checkout.paypal.continue')}
      </button>
    </div>
  );
}

export const PAYPAL_PANELS = { PAYPAL: PayPalPayment } as const satisfies PaymentPanels;
