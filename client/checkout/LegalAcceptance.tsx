import { forwardRef, useId } from 'react';
import { useT } from '../state/i18n';

/** The terms of sale, which the shopper must accept before the order can be placed. */
export const LegalAcceptance = forwardRef<HTMLInputElement, { accepted: boolean; showError: boolean; onChange(accepted: boolean): void }>(function LegalAcceptance({ accepted, showError, onChange }, ref) {
  const t = useT();
  const id = useId();
  return (
    <div className="checkout-check checkout-legal">
      <input
        ref={ref}
        id={`${id}-legal`}
        type="checkbox"
        name="legalAccepted"
        checked={accepted}
        required
        aria-required="true"
        aria-invalid={showError ? true : undefined}
        aria-describedby={showError ? `${id}-legal-error` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={`${id}-legal`}>{t('checkout.legal.label')}</label>
      {showError ? (
        <p id={`${id}-legal-error`} className="field__error" role="alert">
          {t('signUp.checkboxRequired')}
        </p>
      ) : null}
    </div>
  );
});
