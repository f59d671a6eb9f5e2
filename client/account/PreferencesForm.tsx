import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../shared/i18n';
import type { ProfileStore } from './profile-store';
import { useInterestChoice } from './interest-choice';
import { useT } from '../state/i18n';
import { FormStatus, type FormOutcome } from './FormStatus';
import { InterestChoices } from './InterestChoices';

/** Interests as a set of checkboxes (kept pipe-joined) and the preferred shoe size. */
export function PreferencesForm({ store }: { store: ProfileStore }) {
  const t = useT();
  const id = useId();
  const preferences = store.profile.value?.preferences;
  const interests = useInterestChoice(preferences?.interests);
  const [shoeSize, setShoeSize] = useState(preferences?.preferredShoeSize ?? '');
  const [outcome, setOutcome] = useState<FormOutcome>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome({ kind: 'busy' });
    const update = await store.updatePreferences(interests.inOrder(), shoeSize);
    setOutcome(update.status === 'failed' ? { kind: 'error', message: errorMessage(t, update.error) } : { kind: 'done', message: t('account.profileSaved') });
  }

  return (
    <form method="post" className="account-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-form__title">{t('account.profileInterests')}</h2>
      <InterestChoices choice={interests} />
      <div className="account-form__field">
        <label htmlFor={`${id}-shoe`}>{t('account.profileShoeSize')}</label>
        <input id={`${id}-shoe`} name="preferredShoeSize" inputMode="decimal" maxLength={4} value={shoeSize} onChange={(event) => setShoeSize(event.target.value)} />
      </div>
      <button type="submit" className="account-form__submit" disabled={outcome.kind === 'busy'}>{t('account.profileSavePreferences')}</button>
      <FormStatus outcome={outcome} />
    </form>
  );
}
