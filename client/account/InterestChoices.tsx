import { INTERESTS, type Interest } from '../../shared/account/interests';
import type { MessageKey } from '../../shared/i18n';
import type { useInterestChoice } from './interest-choice';
import { useT } from '../state/i18n';

const INTEREST_LABELS: Readonly<Record<Interest, MessageKey>> = {
  hiking: 'account.interestHiking',
  climbing: 'account.interestClimbing',
  'trail-running': 'account.interestTrailRunning',
  camping: 'account.interestCamping',
  skiing: 'account.interestSkiing',
  running: 'account.interestRunning',
  cycling: 'account.interestCycling',
  travel: 'account.interestTravel',
};

/** The interests as one labelled group of checkboxes, in the list's order: the profile and the enrolment step ask the same way. */
export function InterestChoices({ choice }: { choice: ReturnType<typeof useInterestChoice> }) {
  const t = useT();
  return (
    <fieldset className="account-form__choices">
      <legend>{t('account.profileInterests')}</legend>
      {INTERESTS.map((interest) => (
        <label key={interest} className="account-form__choice">
          <input type="checkbox" name="interests" value={interest} checked={choice.has(interest)} onChange={(event) => choice.toggle(interest, event.target.checked)} />
          {t(INTEREST_LABELS[interest])}
        </label>
      ))}
    </fieldset>
  );
}
