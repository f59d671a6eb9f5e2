import { useId, useState, type FormEvent } from 'react';
import { RewardCardNumberSchema, RewardCardPinSchema, RewardCodeSchema, type PaymentInstrument } from '../../../shared/payments/schemas/payment-instruments';
import { useStore } from '../../state/StoreContext';
import { useT } from '../../state/i18n';
import { addMethod, giftCardSaveMessage, type MethodsResult } from './payment-client';

/** Saving a reward code, and a reward card with its PIN; a refusal is said at the form. */
export function RewardForms({ onSaved }: { onSaved(methods: PaymentInstrument[]): void }) {
  const t = useT();
  const { toasts } = useStore();
  const id = useId();
  const [codeError, setCodeError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(result: Promise<MethodsResult>, setError: (message: string | null) => void, form: HTMLFormElement) {
    setBusy(true);
    const answer = await result;
    setBusy(false);
    if (!answer.ok) {
      setError(giftCardSaveMessage(t, answer.error));
      return;
    }
    setError(null);
    form.reset();
    toasts.show({ kind: 'success', title: t('payment.rewardSaved') });
    onSaved(answer.data.paymentInstruments);
  }

  function saveCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = RewardCodeSchema.safeParse(String(new FormData(event.currentTarget).get('code') ?? ''));
    if (!code.success) return setCodeError(t('payment.rewardCode.invalid'));
    void save(addMethod({ type: 'REWARD_CODE', code: code.data }), setCodeError, event.currentTarget);
  }

  function saveCard(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const number = RewardCardNumberSchema.safeParse(String(form.get('number') ?? ''));
    const pin = RewardCardPinSchema.safeParse(String(form.get('pin') ?? ''));
    if (!number.success || !pin.success) return setCardError(t('payment.rewardCard.invalid'));
    void save(addMethod({ type: 'REWARD_CARD', number: number.data, pin: pin.data }), setCardError, event.currentTarget);
  }

  return (
    <div className="payment-rewards__forms">
      <form method="post" className="payment-form" onSubmit={saveCode} noValidate>
        <div className="payment-form__field">
          <label htmlFor={`${id}-code`}>{t('payment.rewardCode')}</label>
          <input id={`${id}-code`} name="code" autoComplete="off" spellCheck={false} required aria-invalid={codeError ? true : undefined} aria-describedby={codeError ? `${id}-code-error` : undefined} />
          {codeError ? (
            <p id={`${id}-code-error`} className="field__error" role="alert">
              {codeError}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {t('payment.rewardCode.save')}
        </button>
      </form>
      <form method="post" className="payment-form" onSubmit={saveCard} noValidate>
        <div className="payment-form__field">
          <label htmlFor={`${id}-number`}>{t('payment.rewardCard.number')}</label>
          <input id={`${id}-number`} name="number" autoComplete="off" spellCheck={false} required aria-invalid={cardError ? true : undefined} aria-describedby={cardError ? `${id}-card-error` : undefined} />
        </div>
        <div className="payment-form__field payment-form__field--short">
          <label htmlFor={`${id}-pin`}>{t('payment.rewardCard.pin')}</label>
          <input id={`${id}-pin`} name="pin" type="password" inputMode="numeric" autoComplete="off" maxLength={4} required aria-invalid={cardError ? true : undefined} aria-describedby={cardError ? `${id}-card-error` : undefined} />
        </div>
        {cardError ? (
          <p id={`${id}-card-error`} className="field__error" role="alert">
            {cardError}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {t('payment.rewardCard.save')}
        </button>
      </form>
    </div>
  );
}
