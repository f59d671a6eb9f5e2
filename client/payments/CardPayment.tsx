import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { PaymentPanelProps, PaymentPanels, StateResult } from './panel-props';
import { useT } from '../state/i18n';
import { HostedCardFields, type CardFieldsFrame, type HostedCardFieldsHandle } from './HostedCardFields';
import { parseExpiry } from './saved-methods/payment-client';
import { cardName } from './card-name';
import { ExpiryField } from './ExpiryField';
import { moveFocus } from '../cart';


const NEW_CARD = 'new';

/**
 * Paying by card: the card on the order, or a saved card (signed in), or a new one typed into the
 * payment provider's fields in a frame, the same fields the account's "add card" uses. The page
 * holds only the provider's single-use token, never the number.
 */
export function CardPayment({ checkout, signedIn, calls, onState }: PaymentPanelProps) {
  const t = useT();
  const id = useId();
  const fields = useRef<HostedCardFieldsHandle>(null);
  const expiryInput = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const onOrderRef = useRef<HTMLParagraphElement>(null);
  const [frame, setFrame] = useState<CardFieldsFrame | null>(null);
  const [frameFailed, setFrameFailed] = useState(false);
  const [chosen, setChosen] = useState<string>(checkout.savedCards[0]?.paymentInstrumentId ?? NEW_CARD);
  const [errors, setErrors] = useState<{ expiry?: string; card?: string }>({});
  const [busy, setBusy] = useState(false);
  const onOrder = checkout.paymentInstruments.find((instrument) => instrument.paymentMethodId === 'CREDIT_CARD') ?? null;
  const typing = !onOrder && (chosen === NEW_CARD || !checkout.savedCards.length);

  useEffect(() => {
    if (!typing || frame) return;
    let current = true;
    void calls.openPaymentSession().then((result) => {
      if (!current) return;
      if (!result.ok) {
        setFrameFailed(true);
        return;
      }
      try {
        const src = new URL(result.data.hostedFieldsUrl, location.href);
        setFrame({ origin: src.origin, src: src.href });
      } catch {
        setFrameFailed(true);
      }
    });
    return () => {
      current = false;
    };
  }, [typing, frame]);

  async function run(call: () => Promise<StateResult>) {
    if (busy) return;
    setBusy(true);
    try {
      const result = await call();
      if (result.ok) {
        setErrors({});
        onState(result.data);
        // The panel swaps what it shows: focus goes to the card now on the order, or (after a
        // change of card) to the first choice of a new one, never to the page body.
        moveFocus(() => onOrderRef.current, () => root.current?.querySelector<HTMLElement>('input, button'));
      } else setErrors({ card: calls.refusal(t, result.error) });
    } finally {
      setBusy(false);
    }
  }

  async function submitNew(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const expiry = parseExpiry(String(form.get('expiry') ?? ''));
    if (!expiry) {
      setErrors({ expiry: t('apiError.FE309') });
      expiryInput.current?.focus();
      return;
    }
    setBusy(true);
    const tokenised = await fields.current?.tokenise(expiry);
    setBusy(false);
    if (!tokenised?.ok) {
      setErrors({ card: tokenised?.reason === 'invalid' ? t('payment.cardFields.check') : t('checkout.payment.cardFailed') });
      return;
    }
    await run(() => calls.addPaymentInstrument({ paymentMethodId: 'CREDIT_CARD', token: tokenised.card.token, ...(signedIn ? { saveCard: form.get('saveCard') === 'on' } : {}) }));
  }

  if (onOrder) {
    return (
      <div ref={root} className="checkout-card">
        <p ref={onOrderRef} tabIndex={-1} data-testid="card-on-order">{onOrder.card ? cardName(t, onOrder.card) : t('checkout.payment.method.CREDIT_CARD')}</p>
        <button type="button" className="link-button" aria-disabled={busy || undefined} onClick={() => void run(() => calls.removePaymentInstrument(onOrder.paymentInstrumentId))}>
          {t('checkout.payment.changeCard')}
        </button>
        {errors.card ? (
          <p className="field__error" role="alert">
            {errors.card}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div ref={root} className="checkout-card">
      {checkout.savedCards.length ? (
        <fieldset className="checkout-choice">
          <legend>{t('checkout.payment.savedCards')}</legend>
          {checkout.savedCards.map((card) => (
            <label key={card.paymentInstrumentId} className="checkout-choice__option">
              <input type="radio" name={`${id}-card`} value={card.paymentInstrumentId} checked={chosen === card.paymentInstrumentId} onChange={() => setChosen(card.paymentInstrumentId)} />
              {cardName(t, card.card)}
            </label>
          ))}
          <label className="checkout-choice__option">
            <input type="radio" name={`${id}-card`} value={NEW_CARD} checked={chosen === NEW_CARD} onChange={() => setChosen(NEW_CARD)} />
            {t('checkout.payment.newCard')}
          </label>
          {chosen !== NEW_CARD ? (
            <button type="button" className="button button--primary" aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={() => void run(() => calls.addPaymentInstrument({ paymentMethodId: 'CREDIT_CARD', paymentInstrumentId: chosen }))}>
              {t('checkout.payment.useCard')}
            </button>
          ) : null}
        </fieldset>
      ) : null}
      {typing ? (
        <form method="post" className="payment-form" noValidate onSubmit={(event) => void submitNew(event)} aria-labelledby={`${id}-title`}>
          <h3 id={`${id}-title`}>{t('checkout.payment.newCard')}</h3>
          {frame ? <HostedCardFields ref={fields} frame={frame} title={t('payment.cardFields.title')} /> : frameFailed ? <p role="alert">{t('checkout.payment.cardFailed')}</p> : <p role="status">{t('common.loading')}</p>}
          <ExpiryField ref={expiryInput} id={id} error={errors.expiry} />
          {signedIn ? (
            <div className="payment-form__check">
              <input id={`${id}-save`} type="checkbox" name="saveCard" />
              <label htmlFor={`${id}-save`}>{t('checkout.payment.saveCard')}</label>
            </div>
          ) : null}
          {errors.card ? (
            <p className="field__error" role="alert">
              {errors.card}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={!frame} aria-disabled={busy || undefined} aria-busy={busy || undefined}>
            {t('checkout.payment.useCard')}
          </button>
        </form>
      ) : errors.card ? (
        <p className="field__error" role="alert">
          {errors.card}
        </p>
      ) : null}
    </div>
  );
}

export const CARD_PANELS = { CREDIT_CARD: CardPayment } as const satisfies PaymentPanels;
