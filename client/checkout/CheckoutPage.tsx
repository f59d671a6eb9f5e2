import { useEffect, useRef, useState } from 'react';
import type { CheckoutState, OrderConfirmation } from '../../shared/checkout/checkout-routes';
import type { PageOf } from '../../shared/page';
import { allowedStep, checkoutStepPath, stepOfSegments, type CheckoutStep } from '../../shared/routing/checkout-step';
import type { Site } from '../../shared/site';
import { paysTheRest } from '../../shared/payments';
import { CanvasSections } from '../app/CanvasSections';
import { OrderSummary, forgetRememberedCart } from '../cart';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';
import { BillingStep } from './BillingStep';
import { orderPlaced, readCheckoutOrder, rememberLegalAccepted, rememberStep, rememberThresholdStatus } from './checkout-storage';
import { ShippingStep } from './ShippingStep';
import { ExpressOffer } from './ExpressOffer';
import { StepIndicator, STEP_NAMES } from './StepIndicator';
import { SummaryStep, type Notice } from './SummaryStep';
import { usePayPalReturn } from './use-paypal-return';
import { definePageView } from '../pages/page-view';

export type CheckoutPageProps = PageOf<'checkout'> & { site: Site; signedIn: boolean };

/** The shipping promotion's threshold status, which the checkout order keeps. */
function shippingThreshold(state: CheckoutState) {
  return state.cart.approachingPromotions.find((promotion) => promotion.promotionClass === 'SHIPPING')?.thresholdStatus ?? null;
}

/** What gift cards, rewards and credit already pay: the summary takes them off before what is left. */
function fixedPayments(state: CheckoutState) {
  return state.paymentInstruments.filter((instrument) => !paysTheRest(instrument.paymentMethodId));
}

function stepOfLocation(): CheckoutStep | null {
  return stepOfSegments(location.pathname.split('/').filter(Boolean).slice(1));
}

/**
 * The checkout: its CMS canvas, then shipping, billing and summary, one at a time. The step is in
 * the URL and in the stored checkout order, so reload and Back show it again; no step is shown
 * before the earlier ones are complete (the worker redirects such a request, and navigation here
 * obeys the same rule). An empty basket has nothing to check out and goes to the cart.
 */
export function CheckoutPage({ canvas, step: initialStep, checkout: initial, problem, countries, rules, paymentsOrigin, contact, site, signedIn }: CheckoutPageProps) {
  const t = useT();
  const store = useStore();
  const [state, setState] = useState(initial);
  const [step, setStep] = useState<CheckoutStep>(initialStep);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The server cannot know what this browser accepted; the stored answer is read once hydrated.
  const [legalAccepted, setLegalAccepted] = useState(false);
  const acceptLegal = (accepted: boolean) => {
    setLegalAccepted(accepted);
    rememberLegalAccepted(accepted);
  };
  const heading = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  const empty = state !== null && state.cart.items.length === 0;

  useEffect(() => {
    if (empty) location.assign(`/${site.locale}/cart`);
  }, [empty, site.locale]);

  useEffect(() => {
    rememberStep(step);
  }, [step]);

  useEffect(() => {
    if (state) rememberThresholdStatus(shippingThreshold(state));
  }, [state]);

  function go(next: CheckoutStep, { steps = stateRef.current?.steps, push = true, focus = true }: { steps?: CheckoutState['steps'] | undefined; push?: boolean; focus?: boolean } = {}) {
    const shown = steps ? allowedStep(next, steps) : 'shipping';
    moved.current = focus;
    setStep(shown);
    const path = checkoutStepPath(site.locale, shown);
    if (location.pathname !== path) history[push ? 'pushState' : 'replaceState'](null, '', path);
  }

  // The bare /checkout resumes at the remembered step, when the rule allows it.
  useEffect(() => {
    const remembered = readCheckoutOrder();
    setLegalAccepted(remembered.legalAccepted);
    if (location.pathname.replace(/\/$/, '') === `/${site.locale}/checkout` && state) go(remembered.step, { push: false, focus: false });
    const onPop = () => {
      const asked = stepOfLocation();
      if (asked) go(asked, { push: false });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  // A new step's heading takes focus, so keyboard and screen reader users start there.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  function onState(next: CheckoutState) {
    setState(next);
  }

  function onBack(target: CheckoutStep, shown: Notice | null, fresh?: CheckoutState) {
    if (fresh) setState(fresh);
    setNotice(shown);
    go(target, { steps: (fresh ?? state)?.steps });
  }

  function onPlaced(order: OrderConfirmation) {
    orderPlaced();
    forgetRememberedCart();
    store.cartDetail.value = null;
    location.assign(`/${site.locale}/order-confirmation/${encodeURIComponent(order.orderNumber)}`);
  }

  const problemBox = (message: string) => setNotice({ text: message, error: true });

  usePayPalReturn({
    onAdded: (next) => {
      setState(next);
      go('summary', { steps: next.steps, push: false });
    },
    onNotAdded: (text, error) => {
      setNotice({ text, error });
      go('billing', { push: false });
    },
  });

  return (
    <div className="checkout">
      {canvas ? <CanvasSections canvas={canvas} /> : null}
      <h1 className="checkout__title">{t('checkout.title')}</h1>
      <StepIndicator current={step} />
      {notice ? (
        <div ref={noticeRef} tabIndex={-1} className="checkout__notice" data-kind={notice.error ? 'error' : 'info'} role={notice.error ? 'alert' : 'status'}>
          <p>{notice.text}</p>
          <button type="button" className="link-button" onClick={() => setNotice(null)}>
            {t('common.close')}
          </button>
        </div>
      ) : null}
      {state === null ? (
        <p role="alert">{problem?.message ?? t('checkout.unavailable')}</p>
      ) : empty ? (
        <p role="status">{t('checkout.emptyCart')}</p>
      ) : (
        <div className="checkout__layout">
          <div className="checkout__summary">
            <OrderSummary cart={state.cart} site={site} payments={fixedPayments(state)} taxEstimated={!state.steps.shipping} withLines />
          </div>
          <section className="checkout__step" aria-labelledby="checkout-step-title">
            <h2 id="checkout-step-title" ref={heading} tabIndex={-1}>
              {t(STEP_NAMES[step])}
            </h2>
            {step === 'shipping' && state.expressAvailable ? (
              <ExpressOffer
                onExpressed={(next) => {
                  setState(next);
                  setNotice(null);
                  go('summary', { steps: next.steps });
                }}
                onRefused={(text) => setNotice({ text, error: false })}
              />
            ) : null}
            {step === 'summary' && state.status === 'EXPRESS' ? (
              <p className="checkout__express-note" data-testid="express-note">
                {t('checkout.summary.express')}
              </p>
            ) : null}
            {step === 'shipping' ? (
              <ShippingStep
                site={site}
                checkout={state}
                contact={contact}
                countries={countries}
                rules={rules}
                onState={onState}
                onProblem={problemBox}
                onContinue={(next) => {
                  setNotice(null);
                  go('billing', { steps: next.steps });
                }}
              />
            ) : step === 'billing' ? (
              <BillingStep
                site={site}
                checkout={state}
                signedIn={signedIn}
                contact={contact}
                countries={countries}
                rules={rules}
                legalAccepted={legalAccepted}
                onLegalAccepted={acceptLegal}
                onState={onState}
                onProblem={problemBox}
                onContinue={(next) => {
                  setNotice(null);
                  go('summary', { steps: next.steps });
                }}
              />
            ) : (
              <SummaryStep
                site={site}
                checkout={state}
                paymentsOrigin={paymentsOrigin}
                legalAccepted={legalAccepted}
                onLegalAccepted={acceptLegal}
                onState={onState}
                onNotice={setNotice}
                onBack={onBack}
                onPlaced={onPlaced}
              />
            )}
          </section>
        </div>
      )}
    </div>
  );
}

/** How the registry's checkout page draws its model. */
export const view = definePageView<'checkout'>((page, state) => <CheckoutPage {...page} site={state.site} signedIn={state.personalisation.visitor.loggedIn} />);
