import { useId, useRef, useState, type FormEvent } from 'react';
import { CardHolderNameSchema, type PaymentInstrument, type SavedCard } from '../../../shared/payments/schemas/payment-instruments';
import { errorMessage } from '../../../shared/i18n';
import { useStore } from '../../state/StoreContext';
import { useT } from '../../state/i18n';
import { editCard, EXPIRY_INVALID, expiryText, parseExpiry } from './payment-client';
import { ExpiryField } from '../ExpiryField';

export interface EditCardFormProps {
  card: SavedCard;
  /** The card as the list names it ("Visa ending in 4242"). */
  name: string;
  onSaved(methods: PaymentInstrument[]): void;
  onCancel(): void;
}

/** A saved card's expiry and holder name; the number cannot change (that is another card). */
export function EditCardForm({ card, name, onSaved, onCancel }: EditCardFormProps) {
  const t = useT();
  const { toasts } = useStore();
  const id = useId();
  const expiryInput = useRef<HTMLInputElement>(null);
  const holderInput = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<{ holderName?: string; expiry?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const holderName = CardHolderNameSchema.safeParse(String(form.get('holderName') ?? ''));
    const expiry = parseExpiry(String(form.get('expiry') ?? ''));
    setErrors({ ...(holderName.success ? {} : { holderName: t('payment.holderName.invalid') }), ...(expiry ? {} : { expiry: t('apiError.FE309') }) });
    if (!holderName.success || !expiry) {
      (holderName.success ? expiryInput : holderInput).current?.focus();
      return;
    }
    setBusy(true);
    const result = await editCard(card.paymentInstrumentId, { card: { ...expiry, holderName: holderName.data } });
    setBusy(false);
    if (result.ok) {
      toasts.show({ kind: 'success', title: t('payment.cardUpdated') });
      onSaved(result.data.paymentInstruments);
    } else if (result.error.errorId === EXPIRY_INVALID) {
      setErrors({ expiry: errorMessage(t, result.error) });
      expiryInput.current?.focus();
    } else {
      toasts.show({ kind: 'error', title: t('payment.actionFailed') });
    }
  }

  return (
    <form method="post" className="payment-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('payment.card.editTitle', { card: name })}>
      <div className="payment-form__field">
        <label htmlFor={`${id}-holder`}>{t('payment.holderName')}</label>
        <input ref={holderInput} id={`${id}-holder`} name="holderName" autoComplete="cc-name" defaultValue={card.card.holderName} required aria-invalid={errors.holderName ? true : undefined} aria-describedby={errors.holderName ? `${id}-holder-error` : undefined} />
        {errors.holderName ? (
          <p id={`${id}-holder-error`} className="field__error">
            {errors.holderName}
          </p>
        ) : null}
      </div>
      <ExpiryField ref={expiryInput} id={id} error={errors.expiry} defaultValue={expiryText(card.card.expiryMonth, card.card.expiryYear)} />
      <div className="payment-form__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('payment.saving') : t('payment.saveChanges')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('payment.cancel')}
        </button>
      </div>
    </form>
  );
}
