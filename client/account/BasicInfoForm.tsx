import { useId, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import type { ConsumerProfile } from '../../shared/account/schemas/consumer';
import { validateBasicInfoField, type BasicInfoField, type BasicInfoInput } from '../../shared/validation/basic-info';
import { signUpConfig } from '../../shared/site/sign-up-config';
import { GENDERS } from '../../shared/validation/sign-up';
import { formatPhone, type PhoneRegion } from '../../shared/validation/phone';
import { leftPhone, typedPhone } from '../components/ui/form';
import type { FieldIssue } from '../../shared/validation/field-issue';
import { errorMessage, type MessageKey } from '../../shared/i18n';
import type { ProfileStore } from './profile-store';
import { usePageInfo } from '../state/PageContext';
import { useT } from '../state/i18n';
import { FormStatus, type FormOutcome } from './FormStatus';

type Field = BasicInfoField;

const TEXT_FIELDS: ReadonlyArray<{ field: Exclude<Field, 'gender'>; label: MessageKey; type: string; autoComplete: string }> = [
  { field: 'firstName', label: 'signUp.firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'lastName', label: 'signUp.lastName', type: 'text', autoComplete: 'family-name' },
  { field: 'birthDate', label: 'account.profileBirthDate', type: 'date', autoComplete: 'bday' },
  { field: 'phone', label: 'signUp.phone', type: 'tel', autoComplete: 'tel' },
  { field: 'postalCode', label: 'signUp.postalCode', type: 'text', autoComplete: 'postal-code' },
];

function valuesOf(profile: ConsumerProfile | null, region: PhoneRegion): Required<BasicInfoInput> {
  const details = profile?.consumerDetails;
  return {
    firstName: details?.firstName ?? '',
    lastName: details?.lastName ?? '',
    birthDate: details?.birthDate ?? '',
    phone: details?.phone ? formatPhone(details.phone, region) : '',
    postalCode: details?.postalCode ?? '',
    gender: details?.gender ?? '',
  };
}

/** Basic info, checked with the sign-up rules of the site before it is sent; empty fields stay as they are. */
export function BasicInfoForm({ store }: { store: ProfileStore }) {
  const t = useT();
  const id = useId();
  const { site } = usePageInfo();
  const [values, setValues] = useState(() => valuesOf(store.profile.value, signUpConfig(site)));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<FormOutcome>({ kind: 'idle' });
  const form = useRef<HTMLFormElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const config = signUpConfig(site);
    const found: Partial<Record<Field, string>> = {};
    for (const [field, value] of Object.entries(values) as [Field, string][]) {
      const issue = validateBasicInfoField(field, value, config);
      if (issue) found[field] = (t as (key: string, values?: FieldIssue['values']) => string)(issue.key, issue.values);
    }
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      setOutcome({ kind: 'idle' });
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setOutcome({ kind: 'busy' });
    const update = await store.updateBasicInfo(values);
    if (update.status === 'saved') setOutcome({ kind: 'done', message: t('account.profileSaved') });
    else if (update.status === 'skipped') setOutcome({ kind: 'done', message: t('account.profileNothingToSave') });
    else setOutcome({ kind: 'error', message: errorMessage(t, update.error) });
  }

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = field === 'phone' ? typedPhone(event as ChangeEvent<HTMLInputElement>, signUpConfig(site)) : event.target.value;
    // The SMS opt-in follows the phone as it is typed, saved or not.
    if (field === 'phone') store.phoneDraft.value = value;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const settle = (field: Field) => (event: FocusEvent<HTMLInputElement>) => {
    if (field !== 'phone') return;
    const value = leftPhone(event, signUpConfig(site));
    store.phoneDraft.value = value;
    setValues((current) => ({ ...current, phone: value }));
  };
  const described = (field: Field) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {});

  return (
    <form method="post" ref={form} className="account-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-form__title">{t('account.profileBasicInfo')}</h2>
      {TEXT_FIELDS.map(({ field, label, type, autoComplete }) => (
        <div key={field} className="account-form__field">
          <label htmlFor={`${id}-${field}`}>{t(label)}</label>
          <input id={`${id}-${field}`} name={field} type={type} autoComplete={autoComplete} maxLength={40} value={values[field]} onChange={set(field)} onBlur={settle(field)} {...described(field)} />
          {errors[field] ? <p id={`${id}-${field}-error`} className="account-form__error">{errors[field]}</p> : null}
        </div>
      ))}
      <div className="account-form__field">
        <label htmlFor={`${id}-gender`}>{t('signUp.gender')}</label>
        <select id={`${id}-gender`} name="gender" value={values.gender} onChange={set('gender')}>
          <option value="">{t('signUp.genderChoose')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>{t(`signUp.gender${gender}`)}</option>
          ))}
        </select>
      </div>
      <button type="submit" className="account-form__submit" disabled={outcome.kind === 'busy'}>{outcome.kind === 'busy' ? t('account.profileSaving') : t('account.profileSave')}</button>
      <FormStatus outcome={outcome} />
    </form>
  );
}
