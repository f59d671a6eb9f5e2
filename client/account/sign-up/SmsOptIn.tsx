import { useState } from 'react';
import { useT } from '../../state/i18n';
import { errorIdOf, FieldError } from '../../components/ui/form';

export interface SmsOptInProps {
  id: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
}

/**
 * The SMS opt-in: the first tick shows the message terms and an "I accept" button instead of
 * opting in, and only accepting ticks the box (the terms are then accepted for this form). The form
 * unticks it when the phone stops being valid.
 */
export function SmsOptIn({ id, checked, error, onChange }: SmsOptInProps) {
  const t = useT();
  const [optInAccepted, setOptInAccepted] = useState(false);
  const [showingTerms, setShowingTerms] = useState(false);
  const termsId = `${id}-terms`;
  const errorId = errorIdOf(id);

  function toggle(next: boolean) {
    if (next && !optInAccepted) {
      setShowingTerms(true);
      // The terms are read before the box can be ticked: focus goes to them, then to accepting.
      requestAnimationFrame(() => document.getElementById(`${termsId}-accept`)?.focus());
      return;
    }
    onChange(next);
  }

  function accept() {
    setOptInAccepted(true);
    setShowingTerms(false);
    onChange(true);
    document.getElementById(id)?.focus();
  }

  return (
    <div className="form-field sms-opt-in" data-invalid={error ? true : undefined}>
      <label className="sign-up__check">
        <input
          id={id}
          type="checkbox"
          name="smsNotificationConsent"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => toggle(event.target.checked)}
        />{' '}
        {t('signUp.sms')}
      </label>
      <div id={termsId} className="sms-opt-in__terms" hidden={!showingTerms}>
        <p id={`${termsId}-text`}>{t('signUp.smsTerms')}</p>
        <button id={`${termsId}-accept`} type="button" className="button button--secondary" aria-describedby={`${termsId}-text`} onClick={accept}>
          {t('signUp.smsAccept')}
        </button>
      </div>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
