import { useCallback, useId, useState, type FormEvent } from 'react';
import { SMS_OPT_IN_START, type SmsOptInState } from '../../shared/account/sms-opt-in';
import type { ConsumerProfile } from '../../shared/account/schemas/consumer';
import { signUpConfig } from '../../shared/site/sign-up-config';
import { useInterestChoice, type ProfileStore, type ProfileUpdate, InterestChoices, SmsOptIn } from '../account';
import { validateBasicInfoField, type BasicInfoField } from '../../shared/validation/basic-info';
import { errorMessage } from '../../shared/i18n';
import type { FieldIssue } from '../../shared/validation/field-issue';
import { usePageInfo } from '../state/PageContext';
import { formatPhone } from '../../shared/validation/phone';
import { useT } from '../state/i18n';
import { InputField, leftPhone, typedPhone } from '../components/ui/form';

/*
 * The complete-profile steps that ask something: mobile, profile and interests. Each saves through
 * the profile store (the account's own profile route and rules), then hands the saved profile on.
 */

interface StepProps {
  store: ProfileStore;
  onSaved: (profile: ConsumerProfile) => void;
}

type Issues = Partial<Record<BasicInfoField, string>>;

/** Checks the given fields with the profile's rules; on the complete-profile steps each is required. */
function useFieldCheck() {
  const t = useT();
  const { site } = usePageInfo();
  const word = t as (key: string, values?: FieldIssue['values']) => string;
  return (values: Partial<Record<BasicInfoField, string>>): Issues => {
    const found: Issues = {};
    for (const [field, value] of Object.entries(values) as [BasicInfoField, string][]) {
      if (value.trim() === '') found[field] = t('validation.required');
      else {
        const issue = validateBasicInfoField(field, value, signUpConfig(site));
        if (issue) found[field] = word(issue.key, issue.values);
      }
    }
    return found;
  };
}

function useSaving(store: ProfileStore, onSaved: StepProps['onSaved']) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function save(run: () => Promise<ProfileUpdate>) {
    setBusy(true);
    setFailure(null);
    const update = await run();
    setBusy(false);
    if (update.status === 'failed') return setFailure(errorMessage(t, update.error));
    if (store.profile.value) onSaved(store.profile.value);
  }
  return { busy, failure, save };
}

/** A step's refusal, announced where the form starts. */
export function Failure({ message }: { message: string | null }) {
  return message ? (
    <p className="form-message" role="alert">
      {message}
    </p>
  ) : null;
}

function focusFirst(id: string, issues: Issues) {
  const first = Object.keys(issues)[0];
  if (first) document.getElementById(`${id}-${first}`)?.focus();
}

/** Mobile: the phone, and the shop's SMS opt-in (open once the phone is valid, withdrawn when it stops being). */
export function MobileStep({ store, onSaved }: StepProps) {
  const t = useT();
  const id = useId();
  const check = useFieldCheck();
  const { busy, failure, save } = useSaving(store, onSaved);
  const { site } = usePageInfo();
  const region = signUpConfig(site);
  const stored = store.profile.value?.consumerDetails.phone;
  const [phone, setPhone] = useState(stored ? formatPhone(stored, region) : '');
  const [sms, setSms] = useState<SmsOptInState>(SMS_OPT_IN_START);
  const onSms = useCallback((next: SmsOptInState) => setSms(next), []);
  const [issues, setIssues] = useState<Issues>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check({ phone });
    setIssues(found);
    if (found.phone) return focusFirst(id, found);
    // Opting in saves the phone with the SMS subscription, which goes to it.
    await save(() => (sms.checked ? store.updateSms(phone, sms) : store.updateBasicInfo({ phone })));
  }

  return (
    <form method="post" className="enrolment__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      <Failure message={failure} />
      <InputField id={`${id}-phone`} name="phone" label={t('signUp.phone')} type="tel" autoComplete="tel" maxLength={25} value={phone} error={issues.phone} onChange={(event) => setPhone(typedPhone(event, region))} onBlur={(event) => setPhone(leftPhone(event, region))} />
      <SmsOptIn id={`${id}-sms`} name="smsNotificationConsent" label={t('signUp.sms')} terms={t('signUp.smsTerms')} value={sms} phoneValid={!check({ phone }).phone} onChange={onSms} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('enrolment.saving') : t('enrolment.save')}
      </button>
    </form>
  );
}

const PROFILE_FIELDS = [
  { field: 'firstName', label: 'signUp.firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'signUp.lastName', type: 'text', autoComplete: 'family-name' },
  { field: 'postalCode', label: 'signUp.postalCode', type: 'text', autoComplete: 'postal-code' },
  { field: 'birthDate', label: 'account.profileBirthDate', type: 'date', autoComplete: 'bday' },
] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number]['field'];

/** Profile: first and last name, postal code and birth date, with the site's sign-up rules. */
export function ProfileStep({ store, onSaved }: StepProps) {
  const t = useT();
  const id = useId();
  const check = useFieldCheck();
  const { busy, failure, save } = useSaving(store, onSaved);
  const details = store.profile.value?.consumerDetails;
  const [values, setValues] = useState<Record<ProfileField, string>>({
    firstName: details?.firstName ?? '',
    lastName: details?.lastName ?? '',
    postalCode: details?.postalCode ?? '',
    birthDate: details?.birthDate ?? '',
  });
  const [issues, setIssues] = useState<Issues>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(values);
    setIssues(found);
    if (Object.keys(found).length > 0) return focusFirst(id, found);
    await save(() => store.updateBasicInfo(values));
  }

  return (
    <form method="post" className="enrolment__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      <Failure message={failure} />
      {PROFILE_FIELDS.map(({ field, label, type, autoComplete }) => (
        <InputField
          key={field}
          id={`${id}-${field}`}
          name={field}
          label={t(label)}
          type={type}
          autoComplete={autoComplete}
          maxLength={30}
          value={values[field]}
          error={issues[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        />
      ))}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('enrolment.saving') : t('enrolment.save')}
      </button>
    </form>
  );
}

/** Interests: kept pipe-joined in the list's order; skipping is fine. */
export function InterestsStep({ store, onSaved, onSkip }: StepProps & { onSkip: () => void }) {
  const t = useT();
  const { busy, failure, save } = useSaving(store, onSaved);
  const preferences = store.profile.value?.preferences;
  const interests = useInterestChoice(preferences?.interests);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save(() => store.updatePreferences(interests.inOrder(), preferences?.preferredShoeSize ?? ''));
  }

  return (
    <form method="post" className="enrolment__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      <Failure message={failure} />
      <InterestChoices choice={interests} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('enrolment.saving') : t('enrolment.save')}
      </button>
      <button type="button" className="button button--secondary" onClick={onSkip}>
        {t('enrolment.skip')}
      </button>
    </form>
  );
}
