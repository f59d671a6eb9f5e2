import { useId, useRef, useState, type FormEvent } from 'react';
import { CardHolderNameSchema, type PaymentInstrument } from '../../../shared/payments/schemas/payment-instruments';
import { errorMessage } from '../../../shared/i18n';
import { captchaResponse } from '../../api/captcha';
import { useStore } from '../../state/StoreContext';
import { useT } from '../../state/i18n';
import { HostedCardFields, type CardFieldsFrame, type HostedCardFieldsHandle } from '../HostedCardFields';
import { addMethod, cardSaveMessage, EXPIRY_INVALID, parseExpiry } from './payment-client';
import { ExpiryField } from '../ExpiryField';

export interface AddCardFormProps {
  frame: CardFieldsFrame;
  /** Whether the shopper has a card already (the first one is the main card anyway). */
  hasCards: boolean;
  onSaved(methods: PaymentInstrument[]): void;
  onCancel(): void;
}

type FieldErrors = { holderName?: string; expiry?: string; card?: string };

/**
 * Adding a card: the name and expiry on our page, the number and security code in the payment
 * provider's frame. Saving asks the provider for a token, then a captcha response, then the
 * worker saves the token; nothing on this page ever holds the number.
 */
export function AddCardForm({ frame, hasCards, onSaved, onCancel }: AddCardFormProps) {
  const t = useT();
  const { toasts } = useStore();
  const id = useId();
  const fields = useRef<HostedCardFieldsHandle>(null);
  const holderInput = useRef<HTMLInputElement>(null);
  const expiryInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const holderName = CardHolderNameSchema.safeParse(String(form.get('holderName') ?? ''));
    const expiry = parseExpiry(String(form.get('expiry') ?? ''));
    const found: FieldErrors = {
      ...(holderName.success ? {} : { holderName: t('payment.holderName.invalid') }),
      ...(expiry ? {} : { expiry: t('apiError.FE309') }),
    };
    setErrors(found);
    if (!holderName.success || !expiry) {
      (holderName.success ? expiryInput : holderInput).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const tokenised = await fields.current?.tokenise(expiry);
      if (!tokenised?.ok) {
        setErrors({ card: tokenised?.reason === 'invalid' ? t('payment.cardFields.check') : t('payment.cardSaveFailed') });
        return;
      }
      const recaptcha = await captchaResponse('saveCard');
      if (!recaptcha) {
        toasts.show({ kind: 'error', title: t('payment.cardSaveFailed') });
        return;
      }
      const result = await addMethod({ type: 'CREDIT_CARD', token: tokenised.card.token, holderName: holderName.data, recaptcha_response: recaptcha, main: form.get('main') === 'on' });
      if (result.ok) {
        toasts.show({ kind: 'success', title: t('payment.cardSaved') });
        onSaved(result.data.paymentInstruments);
        return;
      }
      if (result.error.errorId === EXPIRY_INVALID) {
        setErrors({ expiry: errorMessage(t, result.error) });
        expiryInput.current?.focus();
        return;
      }
      toasts.show({ kind: 'error', title: cardSaveMessage(t, result.error) });
    } finally {
      setBusy(false);
    }
  }

  const describedBy = (field: keyof FieldErrors) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form method="post" className="payment-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('payment.addCard')}</h3>
      <div className="payment-form__field">
        <label htmlFor={`${id}-holder`}>{t('payment.holderName')}</label>
        <input ref={holderInput} id={`${id}-holder`} name="holderName" autoComplete="cc-name" required aria-invalid={errors.holderName ? true : undefined} aria-describedby={describedBy('holderName')} />
        {errors.holderName ? (
          <p id={`${id}-holderName-error`} className="field__error">
            {errors.holderName}
          </p>
        ) : null}
      </div>
      <HostedCardFields ref={fields} frame={frame} title={t('payment.cardFields.title')} />
      {errors.card ? (
        <p className="field__error" role="alert">
          {errors.card}
        </p>
      ) : null}
      <ExpiryField ref={expiryInput} id={id} error={errors.expiry} />
      {hasCards ? (
        <div className="payment-form__check">
          <input id={`${id}-main`} type="checkbox" name="main" />
          <label htmlFor={`${id}-main`}>{t('payment.makeMain')}</label>
        </div>
      ) : null}
      <div className="payment-form__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('payment.saving') : t('payment.saveCard')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('payment.cancel')}
        </button>
      </div>
    </form>
  );
}
