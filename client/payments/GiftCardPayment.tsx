import { useId, useRef, useState, type FormEvent } from 'react';
import { callFapi, type ApiError } from '../api';
import { checkout } from '../../shared/fapi/routes/checkout';
import { GiftCardBalanceAnswerSchema, type GiftCardBalanceBody } from '../../shared/checkout/checkout-routes';
import { useT } from '../state/i18n';
import { money } from '../cart';
import type { PaymentPanelProps, PaymentPanels } from './panel-props';
import { useStateCall } from './state-call';
import type { ErrorId } from '../../shared/errors';

/** Refusals about the PIN rather than the number: shown at the PIN field. */
const PIN_ERRORS = new Set<string>(['GFC700'] satisfies ErrorId[]);

const checkBalance = (body: GiftCardBalanceBody) => callFapi(checkout.giftCardBalance, GiftCardBalanceAnswerSchema, { body });

/**
 * Paying part (or all) of the order with gift cards: a number and PIN, its balance checked or the
 * card applied, each refusal at the field it is about. The cards applied are listed with what each
 * pays and can be removed; whatever they leave is paid by the method below.
 */
export function GiftCardPayment({ site, checkout, calls, onState }: PaymentPanelProps) {
  const t = useT();
  const id = useId();
  const numberInput = useRef<HTMLInputElement>(null);
  const pinInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: 'number' | 'pin'; message: string } | null>(null);
  const [balance, setBalance] = useState<string | null>(null);
  // Removing an applied card is a call about that card, not the number typed: its refusal shows by the list.
  const removal = useStateCall(onState, calls.refusal);
  // One call at a time in the panel, whichever started it.
  const working = busy || removal.busy;
  const applied = checkout.paymentInstruments.filter((instrument) => instrument.paymentMethodId === 'GIFT_CARD');
  const { currency } = checkout.cart.totals;

  function refuse(problem: ApiError) {
    const field = PIN_ERRORS.has(problem.errorId) ? 'pin' : 'number';
    setError({ field, message: calls.refusal(t, problem) });
    (field === 'pin' ? pinInput : numberInput).current?.focus();
  }

  function values(form: HTMLFormElement): GiftCardBalanceBody {
    const data = new FormData(form);
    return { giftCardNumber: String(data.get('giftCardNumber') ?? '').trim(), pin: String(data.get('pin') ?? '').trim() };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (working) return;
    const form = event.currentTarget;
    removal.setError(null);
    const checking = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'check';
    setBusy(true);
    setBalance(null);
    try {
      if (checking) {
        const result = await checkBalance(values(form));
        if (!result.ok) return refuse(result.error);
        setError(null);
        setBalance(t('checkout.giftCard.balance', { amount: money(result.data.balance, site, result.data.currency) }));
        return;
      }
      const result = await calls.addPaymentInstrument({ paymentMethodId: 'GIFT_CARD', ...values(form) });
      if (!result.ok) return refuse(result.error);
      setError(null);
      form.reset();
      onState(result.data);
    } finally {
      setBusy(false);
    }
  }

  const describedBy = (field: 'number' | 'pin') => (error?.field === field ? `${id}-${field}-error` : undefined);
  const problem = (field: 'number' | 'pin') =>
    error?.field === field ? (
      <p id={`${id}-${field}-error`} className="field__error" role="alert">
        {error.message}
      </p>
    ) : null;

  return (
    <section className="checkout-gift-card" aria-labelledby={`${id}-title`} data-testid="gift-card-panel">
      <h3 id={`${id}-title`}>{t('checkout.payment.method.GIFT_CARD')}</h3>
      {applied.length ? (
        <ul className="checkout-gift-card__applied">
          {applied.map((card) => {
            const masked = card.details?.maskedNumber ?? '';
            return (
              <li key={card.paymentInstrumentId} data-testid="gift-card-applied">
                <span>{t('checkout.giftCard.applied', { number: masked, amount: money(card.amount, site, currency) })}</span>{' '}
                <button type="button" className="link-button" disabled={working} aria-label={t('checkout.giftCard.removeNamed', { number: masked })} onClick={() => void removal.run(() => calls.removePaymentInstrument(card.paymentInstrumentId))}>
                  {t('checkout.giftCard.remove')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {removal.error ? (
        <p className="field__error" role="alert">
          {removal.error}
        </p>
      ) : null}
      <form method="post" className="payment-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
        <div className="payment-form__field">
          <label htmlFor={`${id}-number`}>{t('checkout.giftCard.number')}</label>
          <input
            ref={numberInput}
            id={`${id}-number`}
            name="giftCardNumber"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            aria-invalid={error?.field === 'number' ? true : undefined}
            aria-describedby={describedBy('number')}
          />
          {problem('number')}
        </div>
        <div className="payment-form__field">
          <label htmlFor={`${id}-pin`}>{t('checkout.giftCard.pin')}</label>
          <input ref={pinInput} id={`${id}-pin`} name="pin" inputMode="numeric" autoComplete="off" maxLength={12} aria-invalid={error?.field === 'pin' ? true : undefined} aria-describedby={describedBy('pin')} />
          {problem('pin')}
        </div>
        {balance ? (
          <p role="status" data-testid="gift-card-balance">
            {balance}
          </p>
        ) : null}
        <div className="payment-form__actions">
          <button type="submit" name="action" value="check" className="button" disabled={working}>
            {t('checkout.giftCard.check')}
          </button>{' '}
          <button type="submit" name="action" value="apply" className="button button--primary" disabled={working} aria-busy={busy || undefined}>
            {t('checkout.giftCard.apply')}
          </button>
        </div>
      </form>
    </section>
  );
}

export const GIFT_CARD_PANELS = { GIFT_CARD: GiftCardPayment } as const satisfies PaymentPanels;
