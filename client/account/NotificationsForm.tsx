import { useCallback, useId, useState, type FormEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { errorMessage } from '../../shared/i18n';
import { smsOptInFrom, type SmsOptInState } from '../../shared/account/sms-opt-in';
import { subscriptionState } from '../../shared/account/subscription-state';
import { signUpConfig } from '../../shared/site/sign-up-config';
import { formatPhone, parsePhone } from '../../shared/validation/phone';
import type { ProfileStore } from './profile-store';
import { usePageInfo } from '../state/PageContext';
import { useT } from '../state/i18n';
import { FormStatus, type FormOutcome } from './FormStatus';
import { SmsOptIn } from './SmsOptIn';

/**
 * The newsletter by email and offers by SMS, as the profile's subscriptions say. The SMS box
 * follows the phone typed in the basic info: closed without a valid number, its terms accepted
 * before it ticks, and unticked when the number stops being valid; it is saved to that number.
 */
export function NotificationsForm({ store }: { store: ProfileStore }) {
  useSignals();
  const t = useT();
  const id = useId();
  const { site } = usePageInfo();
  const region = signUpConfig(site);
  const subscriptions = store.profile.value?.subscriptions ?? [];
  const optedIn = (channel: 'email' | 'sms') => subscriptions.some((item) => item.type === 'Newsletter' && item.channel === channel && item.optin);
  // Asked for and waiting for its mailed link (where the market asks for confirmation): still the shopper's choice.
  const newsletterPending = subscriptions.some((item) => item.type === 'Newsletter' && item.channel === 'email' && subscriptionState(item) === 'pending');
  const newsletterAsked = optedIn('email') || newsletterPending;
  const [email, setEmail] = useState(() => newsletterAsked);
  const [sms, setSms] = useState<SmsOptInState>(() => smsOptInFrom(optedIn('sms')));
  const [outcome, setOutcome] = useState<FormOutcome>({ kind: 'idle' });
  const onSms = useCallback((next: SmsOptInState) => setSms(next), []);
  const phone = store.phoneDraft.value;
  const parsed = parsePhone(phone, region);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome({ kind: 'busy' });
    // An unchanged newsletter choice is not sent again: a pending one would mail another link.
    const newsletter = email === newsletterAsked ? { status: 'saved' as const } : await store.updateNotifications({ subscriptions: [{ type: 'Newsletter', channel: 'email', optin: email }] });
    const update = newsletter.status === 'failed' ? newsletter : await store.updateSms(phone, sms);
    setOutcome(update.status === 'failed' ? { kind: 'error', message: errorMessage(t, update.error) } : { kind: 'done', message: t('account.profileSaved') });
  }

  return (
    <form method="post" className="account-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-form__title">{t('account.notifications')}</h2>
      <label className="account-form__choice">
        <input type="checkbox" name="newsletter" checked={email} onChange={(event) => setEmail(event.target.checked)} />
        {t('account.notifyNewsletter')}
      </label>
      {email && newsletterPending ? <p className="account-form__hint">{t('account.subscriptionAwaitsLink')}</p> : null}
      <SmsOptIn
        id={`${id}-sms`}
        name="sms"
        label={t('account.notifySms')}
        terms={t('signUp.smsTerms')}
        value={sms}
        phoneValid={parsed !== null}
        {...(parsed ? { acceptedNote: t('account.sms.recipient', { phone: formatPhone(parsed.e164, region) }) } : {})}
        onChange={onSms}
      />
      <button type="submit" className="account-form__submit" disabled={outcome.kind === 'busy'}>{t('account.saveNotifications')}</button>
      <FormStatus outcome={outcome} />
    </form>
  );
}
