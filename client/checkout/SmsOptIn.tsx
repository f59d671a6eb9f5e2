import { useEffect, useId } from 'react';
import { useT } from '../state/i18n';

export interface SmsOptInValue {
  checked: boolean;
  accepted: boolean;
}

export const NO_SMS_OPT_IN: SmsOptInValue = { checked: false, accepted: false };

/**
 * Text messages about the order. The first tick shows the terms with an "I accept" button, and
 * only accepting them opts in; the box clears itself whenever the phone number is not valid,
 * since the messages would go nowhere.
 */
export function SmsOptIn({ value, phoneValid, onChange }: { value: SmsOptInValue; phoneValid: boolean; onChange(value: SmsOptInValue): void }) {
  const t = useT();
  const id = useId();

  useEffect(() => {
    if (!phoneValid && value.checked) onChange(NO_SMS_OPT_IN);
  }, [phoneValid, value.checked, onChange]);

  return (
    <div className="checkout-sms">
      <div className="checkout-sms__check">
        <input
          id={`${id}-sms`}
          type="checkbox"
          name="smsOptIn"
          checked={value.checked}
          disabled={!phoneValid}
          aria-describedby={phoneValid ? undefined : `${id}-hint`}
          onChange={(event) => onChange(event.target.checked ? { checked: true, accepted: false } : NO_SMS_OPT_IN)}
        />
        <label htmlFor={`${id}-sms`}>{t('checkout.sms.label')}</label>
      </div>
      {phoneValid ? null : (
        <p id={`${id}-hint`} className="checkout-sms__hint">
          {t('checkout.sms.needsPhone')}
        </p>
      )}
      {value.checked && !value.accepted ? (
        <div className="checkout-sms__terms" role="group" aria-labelledby={`${id}-terms`}>
          <p id={`${id}-terms`}>{t('checkout.sms.terms')}</p>
          <button type="button" className="button" onClick={() => onChange({ checked: true, accepted: true })}>
            {t('checkout.sms.accept')}
          </button>
        </div>
      ) : null}
      {value.checked && value.accepted ? (
        <p className="checkout-sms__accepted" role="status">
          {t('checkout.sms.accepted')}
        </p>
      ) : null}
    </div>
  );
}
