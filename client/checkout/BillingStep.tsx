import { useId, useMemo, useRef, useState } from 'react';
import type { CheckoutState, ShopperContact } from '../../shared/checkout/checkout-routes';
import type { AddressRules, Country } from '../../shared/address/schemas/address';
import type { Site } from '../../shared/site';
import { useT } from '../state/i18n';
import { AddressForm, type AddressValues, valuesOf, rulesLoader } from '../account';
import { addPaymentInstrument, openKlarnaSession, openPaymentSession, paypalApproval, removePaymentInstrument, setBillingAddress } from './checkout-client';
import { addressLine, addressRefusal, checkoutAddress, checkoutError } from './checkout-words';
import { PaymentOptions, type CheckoutCalls } from '../payments';
import { LegalAcceptance } from './LegalAcceptance';
import { CheckoutCoupon } from './CheckoutCoupon';
import { homeAddressOf } from './shipping-address';
import { startingAddress } from './prefill';
import { money } from '../cart';

/** What the payment panels call: the checkout's routes, and its words for their refusals. */
const PAYMENT_CALLS: CheckoutCalls = { addPaymentInstrument, removePaymentInstrument, setBillingAddress, openPaymentSession, openKlarnaSession, paypalApproval, refusal: checkoutError };

export interface BillingStepProps {
  site: Site;
  checkout: CheckoutState;
  signedIn: boolean;
  /** A signed-in shopper's own details, for a new billing address to start from. */
  contact: ShopperContact | null;
  countries: readonly Country[];
  rules: AddressRules | null;
  legalAccepted: boolean;
  onLegalAccepted(accepted: boolean): void;
  onState(state: CheckoutState): void;
  onContinue(state: CheckoutState): void;
  onProblem(message: string): void;
}

/**
 * Who pays and how: the billing address (the home delivery's address unless the shopper says
 * otherwise; a basket collected in store or at a pick-up point bills to the shopper's own address,
 * their main saved one when signed in), the payment methods the basket offers, and the legal
 * acceptance, which is required.
 */
export function BillingStep({ site, checkout, signedIn, contact, countries, rules, legalAccepted, onLegalAccepted, onState, onContinue, onProblem }: BillingStepProps) {
  const t = useT();
  const id = useId();
  const loadRules = useMemo(() => rulesLoader(site.locale, rules), [site.locale, rules]);
  const shipping = homeAddressOf(checkout);
  const billing = checkout.billingAddress;
  // Only a home delivery's address is the shopper's own: a store's or a pick-up point's is never billed to.
  const sameNow = shipping !== null && (billing === null || addressLine(billing, site) === addressLine(shipping, site));
  const [same, setSame] = useState(sameNow);
  const [editing, setEditing] = useState(!sameNow && billing === null);
  const [busy, setBusy] = useState(false);
  const [legalError, setLegalError] = useState(false);
  const legalBox = useRef<HTMLInputElement>(null);

  async function chooseSame(checked: boolean) {
    setSame(checked);
    if (!checked) {
      setEditing(true);
      return;
    }
    setEditing(false);
    setBusy(true);
    const result = await setBillingAddress({ sameAsShipping: true });
    setBusy(false);
    if (result.ok) onState(result.data);
    else onProblem(checkoutError(t, result.error));
  }

  async function send(values: AddressValues) {
    const result = await setBillingAddress({ address: checkoutAddress(values) });
    if (!result.ok) return addressRefusal(t, result.error);
    onState(result.data);
    setEditing(false);
    return null;
  }

  async function proceed() {
    if (!legalAccepted) {
      setLegalError(true);
      legalBox.current?.focus();
      return;
    }
    setBusy(true);
    // The shipping address stands in for billing unless the shopper gave another one.
    const result = same && !checkout.billingAddress ? await setBillingAddress({ sameAsShipping: true }) : { ok: true as const, data: checkout };
    setBusy(false);
    if (!result.ok) {
      onProblem(checkoutError(t, result.error));
      return;
    }
    onState(result.data);
    if (!result.data.steps.billing) onProblem(incompleteBilling(result.data));
    else onContinue(result.data);
  }

  // A gift card or reward that pays part of the order leaves a sum to name, not a vague "add a payment method".
  function incompleteBilling(state: CheckoutState): string {
    const { remainingToPay, currency } = state.cart.totals;
    const partlyPaid = state.billingAddress !== null && state.paymentInstruments.length > 0 && remainingToPay > 0;
    return partlyPaid ? t('checkout.billing.leftToPay', { amount: money(remainingToPay, site, currency) }) : t('checkout.billing.incomplete');
  }

  const initial: AddressValues = billing && !sameNow ? { ...valuesOf(billing), approachType: 'B', main: false } : startingAddress(site, checkout, contact, 'B');

  return (
    <div className="checkout-billing">
      <section aria-labelledby={`${id}-address`}>
        <h3 id={`${id}-address`}>{t('checkout.billing.addressTitle')}</h3>
        {shipping === null ? null : (
          <div className="checkout-check">
            <input id={`${id}-same`} type="checkbox" checked={same} disabled={busy} onChange={(event) => void chooseSame(event.target.checked)} />
            <label htmlFor={`${id}-same`}>{t('checkout.billing.sameAsShipping')}</label>
          </div>
        )}
        {!same && editing ? (
          <AddressForm
            locale={site.locale}
            countries={countries}
            initial={initial}
            initialRules={rules}
            loadRules={loadRules}
            {...(billing && !sameNow ? { onCancel: () => setEditing(false) } : {})}
            order={{ title: t('checkout.billing.newAddress'), submitLabel: t('checkout.billing.saveAddress'), send }}
          />
        ) : !same && billing ? (
          <>
            <p data-testid="billing-address">{addressLine(billing, site)}</p>
            <button type="button" className="link-button" onClick={() => setEditing(true)}>
              {t('checkout.billing.changeAddress')}
            </button>
          </>
        ) : null}
      </section>
      <CheckoutCoupon checkout={checkout} onState={onState} />
      <section aria-labelledby={`${id}-payment`}>
        <h3 id={`${id}-payment`}>{t('checkout.payment.title')}</h3>
        <PaymentOptions site={site} checkout={checkout} signedIn={signedIn} calls={PAYMENT_CALLS} onState={onState} onProblem={onProblem} />
      </section>
      <LegalAcceptance ref={legalBox} accepted={legalAccepted} showError={legalError} onChange={(accepted) => {
        onLegalAccepted(accepted);
        if (accepted) setLegalError(false);
      }} />
      <button type="button" className="button button--primary" disabled={busy} aria-busy={busy || undefined} onClick={() => void proceed()}>
        {t('checkout.continueToSummary')}
      </button>
    </div>
  );
}
