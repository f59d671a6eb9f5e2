import { forwardRef } from 'react';
import { useT } from '../state/i18n';

export interface ExpiryFieldProps {
  /** The form's id prefix: the input is `${id}-expiry`, its problem `${id}-expiry-error`. */
  id: string;
  error?: string | undefined;
  defaultValue?: string;
}

/**
 * A card's expiry as MM/YY, typed in the page beside the provider's frame (the expiry is no secret:
 * only the number and security code stay inside the frame). The card forms of the account and of
 * checkout ask for it alike, and focus it when it is refused.
 */
export const ExpiryField = forwardRef<HTMLInputElement, ExpiryFieldProps>(function ExpiryField({ id, error, defaultValue }, ref) {
  const t = useT();
  return (
    <div className="payment-form__field">
      <label htmlFor={`${id}-expiry`}>{t('payment.expiry')}</label>
      <input ref={ref} id={`${id}-expiry`} name="expiry" inputMode="numeric" autoComplete="cc-exp" maxLength={7} defaultValue={defaultValue} required aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-expiry-error` : undefined} />
      {error ? (
        <p id={`${id}-expiry-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
