import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../shared/i18n';
import type { ProfileStore } from './profile-store';
import { useT } from '../state/i18n';
import { FormStatus, type FormOutcome } from './FormStatus';

/** The newsletter by email and offers by SMS, as the profile's subscriptions say. */
export function NotificationsForm({ store }: { store: ProfileStore }) {
  const t = useT();
  const id = useId();
  const subscriptions = store.profile.value?.subscriptions ?? [];
  const optedIn = (channel: 'email' | 'sms') => subscriptions.some((item) => item.type === 'Newsletter' && item.channel === channel && item.optin);
  const [email, setEmail] = useState(() => optedIn('email'));
  const [sms, setSms] = useState(() => optedIn('sms'));
  const [outcome, setOutcome] = useState<FormOutcome>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome({ kind: 'busy' });
    const update = await store.updateNotifications({
      subscriptions: [
        { type: 'Newsletter', channel: 'email', optin: email },
        { type: 'Newsletter', channel: 'sms', optin: sms },
      ],
    });
    setOutcome(update.status === 'failed' ? { kind: 'error', message: errorMessage(t, update.error) } : { kind: 'done', message: t('account.profileSaved') });
  }

  return (
    <form method="post" className="account-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-form__title">{t('account.notifications')}</h2>
      <label className="account-form__choice">
        <input type="checkbox" name="newsletter" checked={email} onChange={(event) => setEmail(event.target.checked)} />
        {t('account.notifyNewsletter')}
      </label>
      <label className="account-form__choice">
        <input type="checkbox" name="sms" checked={sms} onChange={(event) => setSms(event.target.checked)} />
        {t('account.notifySms')}
      </label>
      <button type="submit" className="account-form__submit" disabled={outcome.kind === 'busy'}>{t('account.saveNotifications')}</button>
      <FormStatus outcome={outcome} />
    </form>
  );
}
