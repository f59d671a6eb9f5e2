import { useId, useRef, useState } from 'react';
import type { CheckoutState, OrderConfirmation } from '../../shared/checkout/checkout-routes';
import { isFlaggedNotification, placeOrderOutcome } from '../../shared/checkout/place-order-outcome';
import type { CheckoutStep } from '../../shared/routing/checkout-step';
import type { Site } from '../../shared/site';
import { preloadable } from '../app/preloadable';
import type { ApiError } from '../api';
import { captchaResponse } from '../api/captcha';
import { LineSummary, money, LineStock, lineLimit, moveFocus } from '../cart';
import type { CartItem } from '../../shared/cart/schemas/cart';
import { LazyDialog } from '../dialogs/LazyDialog';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';
import { attemptId, endAttempt } from './checkout-storage';
import { placeOrder, readCheckout, renewBasket, sendChallengeResult } from './checkout-client';
import { addressLine, checkoutError } from './checkout-words';
import { cardName } from '../payments';
import { LegalAcceptance } from './LegalAcceptance';
import { storeLine } from './pickup-words';
import type { ErrorId } from '../../shared/errors';

export const THREE_DS_DIALOG = 'three-ds-challenge';

const ChallengeBody = preloadable(() => import('../payments/ThreeDSChallengeDialog').then((m) => m.ChallengeBody));

/** A message above the steps: an error notification is marked so. */
export interface Notice {
  text: string;
  error: boolean;
}

export interface SummaryStepProps {
  site: Site;
  checkout: CheckoutState;
  /** The payment provider's origin, whose challenge page may answer; null when none can be framed. */
  paymentsOrigin: string | null;
  legalAccepted: boolean;
  onLegalAccepted(accepted: boolean): void;
  onState(state: CheckoutState): void;
  onNotice(notice: Notice): void;
  /** Back to an earlier step, with what the shopper is told there. */
  onBack(step: CheckoutStep, notice: Notice | null, state?: CheckoutState): void;
  onPlaced(order: OrderConfirmation): void;
}

/**
 * Everything the order will be (lines, shipments, payment and totals, all as the backend has
 * them), then "Place order": one attempt id for as long as the attempt lasts, a captcha answer,
 * and the backend's answer handled as the place-order rules say.
 */
export function SummaryStep({ site, checkout, paymentsOrigin, legalAccepted, onLegalAccepted, onState, onNotice, onBack, onPlaced }: SummaryStepProps) {
  const t = useT();
  const id = useId();
  const store = useStore();
  const { toasts, dialogs, cartDetail } = store;
  const [fixing, setFixing] = useState(false);
  // The basket went through as an order in another tab: said here, with the way to that order.
  const [placedElsewhere, setPlacedElsewhere] = useState<string | null>(null);
  const placedRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  const [legalError, setLegalError] = useState(false);
  // Not accepted at billing (express checkout skips it): the box is asked here, and stays once ticked here.
  const [tickedHere, setTickedHere] = useState(false);
  const [challenge, setChallenge] = useState<{ orderNumber: string; challengeUrl: string } | null>(null);
  const legalBox = useRef<HTMLInputElement>(null);
  const placeButton = useRef<HTMLButtonElement>(null);
  const { cart } = checkout;
  const paymentUsed = checkout.paymentInstruments.length > 0;

  async function refused(error: ApiError) {
    const outcome = placeOrderOutcome(error.errorId, error.flash);
    const text = checkoutError(t, error);
    if (outcome === 'refresh-cart') {
      const fresh = await readCheckout();
      if (fresh.ok) onState(fresh.data);
      const short = fresh.ok && fresh.data.cart.items.some((item) => lineLimit(item).short);
      onNotice({ text: error.errorId === ('TAX310' satisfies ErrorId) ? t('checkout.summary.reviewTotal') : short ? t('checkout.summary.stockChanged') : text, error: short });
    } else if (outcome === 'back-to-shipping') onBack('shipping', { text, error: true });
    else if (outcome === 'back-to-billing') {
      const renewed = await renewBasket(checkout);
      cartDetail.value = renewed.cart;
      onBack('billing', { text: t('checkout.challenge.failed'), error: true }, renewed.state ?? undefined);
    } else if (outcome === 'already-placed' && error.orderNumber) {
      cartDetail.value = null;
      setPlacedElsewhere(error.orderNumber);
      moveFocus(() => placedRef.current);
    } else if (outcome === 'top-notification') onNotice({ text, error: isFlaggedNotification(error.errorId, paymentUsed) });
    else toasts.show({ kind: 'error', title: text, autoClose: false });
  }

  /**
   * A line short of stock changed right here, on the review step: to the units left (qty) or
   * removed (null). The whole checkout is then read again, so the lines and totals are the
   * backend's, and what changed is said in the notice, which takes focus.
   */
  async function fixLine(item: CartItem, qty: number | null) {
    if (fixing) return;
    setFixing(true);
    try {
      const actions = await import('../cart/cart-actions');
      const result = qty === null ? await actions.removeLine(store, item) : await actions.updateLine(store, item.itemId, { qty });
      if (!result.ok) return onNotice({ text: checkoutError(t, result.error), error: true });
      const fresh = await readCheckout();
      if (fresh.ok) onState(fresh.data);
      onNotice({ text: qty === null ? t('cart.status.removed', { name: item.name }) : t('cart.status.quantity', { name: item.name, qty }), error: false });
    } finally {
      setFixing(false);
    }
  }

  async function place() {
    if (busy) return;
    if (!legalAccepted) {
      setLegalError(true);
      legalBox.current?.focus();
      return;
    }
    setBusy(true);
    try {
      // Made (and kept) before anything is sent, so a double click, a reload or a retry sends the same one.
      const attempt = attemptId();
      const captcha = await captchaResponse('placeOrder');
      if (!captcha) {
        toasts.show({ kind: 'error', title: t('checkout.summary.failed'), autoClose: false });
        return;
      }
      // While a store employee is connected the worker makes the order their sale, from the sealed session.
      const result = await placeOrder({ attemptId: attempt, legalAccepted: true, captcha, basketId: cart.basketId });
      if (!result.ok) {
        // A refusal ends the attempt; a call that never got an answer is retried with the same id.
        if (result.status >= 400 && result.status < 500 && result.status !== 429) endAttempt();
        await refused(result.error);
        return;
      }
      if (result.data.status === 'placed') {
        onPlaced(result.data.order);
        return;
      }
      setChallenge({ orderNumber: result.data.orderNumber, challengeUrl: result.data.challengeUrl });
      dialogs.open(THREE_DS_DIALOG);
    } finally {
      setBusy(false);
    }
  }

  async function onChallengeResult(result: string) {
    if (!challenge) return;
    dialogs.close(THREE_DS_DIALOG);
    setBusy(true);
    try {
      const answer = await sendChallengeResult(challenge.orderNumber, result);
      setChallenge(null);
      endAttempt();
      if (answer.ok) onPlaced(answer.data.order);
      else await refused(answer.error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="checkout-summary">
      <section aria-labelledby={`${id}-lines`}>
        <h3 id={`${id}-lines`}>{t('checkout.summary.lines')}</h3>
        <ul className="checkout-summary__lines">
          {cart.items.map((item) => (
            <li key={item.itemId} className="cart-line" data-item-id={item.itemId}>
              <LineSummary item={item} site={site} />
              {lineLimit(item).short ? (
                <>
                  <LineStock item={item} busy={fixing} onReduce={(qty) => void fixLine(item, qty)} />
                  <button type="button" className="link-button" aria-disabled={fixing || undefined} aria-label={t('cart.removeLabel', { name: item.name })} onClick={() => void fixLine(item, null)}>
                    {t('cart.remove')}
                  </button>
                </>
              ) : null}
              {item.giftOption ? <p data-testid="summary-gift-option">{t('giftOption.for', { to: item.giftOption.to, email: item.giftOption.email })}</p> : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${id}-shipments`}>
        <h3 id={`${id}-shipments`}>{t('checkout.summary.shipments')}</h3>
        <ul className="checkout-summary__shipments">
          {checkout.shipments.map((shipment) => (
            <li key={shipment.shippingId} data-testid="summary-shipment">
              {shipment.address ? <p>{addressLine(shipment.address, site)}</p> : null}
              {shipment.store ? <p data-testid="summary-store">{`${shipment.store.name}, ${storeLine(shipment.store)}`}</p> : null}
              <p>{shipment.methods.find((method) => method.selected)?.label ?? ''}</p>
            </li>
          ))}
        </ul>
        {checkout.smsOptIn ? <p data-testid="summary-sms">{t('checkout.summary.smsOptIn')}</p> : null}
        {checkout.pickupContact ? <p data-testid="summary-pickup-contact">{t('checkout.summary.pickupContact', { name: checkout.pickupContact.contactName, email: checkout.pickupContact.email, phone: checkout.pickupContact.phone })}</p> : null}
      </section>
      <section aria-labelledby={`${id}-payment`}>
        <h3 id={`${id}-payment`}>{t('checkout.summary.payment')}</h3>
        <ul>
          {checkout.paymentInstruments.map((instrument) => (
            <li key={instrument.paymentInstrumentId} data-testid="summary-payment">
              {t('checkout.payment.paid', {
                method: instrument.card ? cardName(t, instrument.card) : t(`checkout.payment.method.${instrument.paymentMethodId}`),
                amount: money(instrument.amount, site, cart.currency),
              })}
            </li>
          ))}
        </ul>
        {checkout.billingAddress ? <p>{t('checkout.summary.billedTo', { address: addressLine(checkout.billingAddress, site) })}</p> : null}
      </section>
      {tickedHere || legalError || !legalAccepted ? (
        <LegalAcceptance
          ref={legalBox}
          accepted={legalAccepted}
          showError={legalError}
          onChange={(accepted) => {
            setTickedHere(true);
            onLegalAccepted(accepted);
            if (accepted) setLegalError(false);
          }}
        />
      ) : null}
      {challenge ? (
        <button type="button" className="button" onClick={() => dialogs.open(THREE_DS_DIALOG)}>
          {t('checkout.challenge.resume')}
        </button>
      ) : null}
      {placedElsewhere ? (
        <div ref={placedRef} tabIndex={-1} className="notice notice--info checkout-summary__placed" role="status" data-testid="already-placed">
          <p>{t('checkout.summary.alreadyPlaced')}</p>
          <a className="button button--primary" href={`/${site.locale}/order-confirmation/${encodeURIComponent(placedElsewhere)}`}>
            {t('checkout.summary.viewOrder', { orderNumber: placedElsewhere })}
          </a>
        </div>
      ) : (
        // Busy, not disabled: a disabled button would drop the shopper's focus to the page.
        <button ref={placeButton} type="button" className="button button--primary checkout-summary__place" aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={() => void place()}>
          {busy ? t('checkout.summary.placing') : t('checkout.summary.place')}
        </button>
      )}
      {challenge && paymentsOrigin ? (
        <LazyDialog id={THREE_DS_DIALOG} title={t('checkout.challenge.title')} returnFocus={() => placeButton.current}>
          <ChallengeBody challengeUrl={challenge.challengeUrl} origin={paymentsOrigin} onResult={(result) => void onChallengeResult(result)} />
        </LazyDialog>
      ) : null}
    </div>
  );
}
