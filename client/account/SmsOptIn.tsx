import { useEffect, useRef } from 'react';
import { smsOptInStep, type SmsOptInState } from '../../shared/account/sms-opt-in';
import { usePageInfo } from '../state/PageContext';
import { useT } from '../state/i18n';
import { errorIdOf, FieldError } from '../components/ui/form';

export interface SmsOptInProps {
  id: string;
  /** The box's form name. */
  name: string;
  /** What the box opts into (offers, or texts about an order). */
  label: string;
  /** The terms shown on the first tick. */
  terms: string;
  value: SmsOptInState;
  /** Whether the form's phone is a valid number: without one the box is disabled. */
  phoneValid: boolean;
  /** Said once the box is ticked, when the form has something to say. */
  acceptedNote?: string;
  error?: string | undefined;
  onChange: (next: SmsOptInState) => void;
}

/**
 * The one SMS opt-in box of the shop, run by the shared rules (shared/account/sms-opt-in.ts): a
 * valid phone first, the terms and their "I accept" on the first tick, and the box unticked (its
 * acceptance cleared) as soon as the phone stops being valid.
 */
export function SmsOptIn({ id, name, label, terms, value, phoneValid, acceptedNote, error, onChange }: SmsOptInProps) {
  const t = useT();
  const { site } = usePageInfo();
  const accept = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLInputElement>(null);
  const termsId = `${id}-terms`;
  const hintId = `${id}-hint`;

  useEffect(() => {
    const next = smsOptInStep(value, null, phoneValid);
    if (next !== value) onChange(next);
  }, [phoneValid, value, onChange]);

  function toggle(checked: boolean) {
    const next = smsOptInStep(value, checked ? 'tick' : 'untick', phoneValid);
    onChange(next);
    // The terms are read before the box can be ticked: focus goes to accepting them.
    if (next.termsShown && !value.termsShown) requestAnimationFrame(() => accept.current?.focus());
  }

  function onAccept() {
    onChange(smsOptInStep(value, 'accept', phoneValid));
    box.current?.focus();
  }

  const describedBy = [phoneValid ? null : hintId, error ? errorIdOf(id) : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="form-field sms-opt-in" data-invalid={error ? true : undefined}>
      <label className="sms-opt-in__check">
        <input
          ref={box}
          id={id}
          type="checkbox"
          name={name}
          checked={value.checked}
          disabled={!phoneValid}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => toggle(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {phoneValid ? null : (
        <p id={hintId} className="sms-opt-in__hint">
          {t('account.sms.needsPhone')}
        </p>
      )}
      {value.termsShown ? (
        <div className="sms-opt-in__terms" role="group" aria-labelledby={termsId}>
          <p id={termsId}>{terms}</p>
          <a href={`/${site.locale}/sms-terms`} target="_blank" rel="noopener">
            {t('account.sms.termsLink')}
          </a>
          <button ref={accept} type="button" className="button button--secondary" aria-describedby={termsId} onClick={onAccept}>
            {t('account.sms.accept')}
          </button>
        </div>
      ) : null}
      {acceptedNote && value.checked ? (
        <p className="sms-opt-in__accepted" role="status">
          {acceptedNote}
        </p>
      ) : null}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}
