import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/i18n/error-message';
import { signUpConfig, type Site } from '../../../shared/site';
import { localDateHint, wordIssue, type FieldIssue } from '../../../shared/validation/field-issue';
import { formatDateInput } from '../../../shared/validation/date';
import { formatPhone, parsePhone } from '../../../shared/validation/phone';
import { EMPTY_SIGN_UP_FORM, GENDERS, SIGN_UP_FIELDS, validateSignUpField, validateSignUpForm, type SignUpField, type SignUpFormValues } from '../../../shared/validation/sign-up';
import type { ApiError } from '../../api';
import { useT } from '../../state/i18n';
import { useStore } from '../../state/StoreContext';
import { describedByOf, errorIdOf, FieldError, FieldLabel, InputField, leftPhone, typedPhone } from '../../components/ui/form';
import { PasswordRequirements } from './PasswordRequirements';
import { captchaAnswer } from '../auth-client';
import { originFromQuery, prefillSignUp, submitSignUp } from './sign-up-request';
import { SmsOptIn } from '../SmsOptIn';
import { SMS_OPT_IN_START, type SmsOptInState } from '../../../shared/account/sms-opt-in';
import type { ErrorId } from '../../../shared/errors';

export interface SignUpFormProps {
  site: Site;
  /** The loyalty variant: joining the loyalty programme is offered, ticked. */
  loyalty?: boolean;
  /** After the account is created (and the shopper signed in): a dialog closes. */
  onCreated?: () => void;
  /** The email already given (the enrolment dialog's lookup). */
  initialEmail?: string;
}

type Errors = Partial<Record<SignUpField, string>>;
type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'created'; signedIn: boolean; newsletterLinkTo: string | null };

const EMAIL_IN_USE = new Set<string>(['LOGIN_IN_USE', 'LOGIN_IN_USE2'] satisfies ErrorId[]);
const PHONE_IN_USE = new Set<string>(['PHONE_NUMBER_ALREADY_IN_USE', 'PHONE_NUMBER_ALREADY_IN_USE2'] satisfies ErrorId[]);

/**
 * The sign-up form (page, dialog and loyalty variant). Each field is checked with the rules the
 * worker and the backend use: once the shopper has left it, then on every change; the password's
 * requirement lines tick as they type. A refused submit lists what needs fixing and moves focus
 * there; the backend's refusals mark their field (email or phone in use) or show in a banner.
 */
export function SignUpForm({ site, loyalty = false, onCreated, initialEmail = '' }: SignUpFormProps) {
  const t = useT();
  const store = useStore();
  const formId = useId();
  const config = signUpConfig(site);
  const [values, setValues] = useState<SignUpFormValues>({ ...EMPTY_SIGN_UP_FORM, email: initialEmail, loyaltyEnrollment: loyalty });
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<ReadonlySet<SignUpField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [summary, setSummary] = useState<SignUpField[]>([]);
  const [banner, setBanner] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const [sms, setSms] = useState<SmsOptInState>(SMS_OPT_IN_START);
  // A backend that insists on a birth date where this site's rules do not.
  const [birthDateRequired, setBirthDateRequired] = useState(config.birthDateRequired);
  const summaryRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const rules = { ...config, birthDateRequired };

  const fieldId = (field: SignUpField) => `${formId}-${field}`;
  const isPhone = (form: SignUpFormValues) => validateSignUpField('phone', form, { ...rules, mobileRequired: true }) === null;
  const word = (issue: FieldIssue | null) => (issue ? wordIssue(t, issue) : undefined);

  // The form gives way to a short message: focus goes there, where the action ended, and brings it into view.
  useEffect(() => {
    if (status.kind !== 'created') return;
    doneRef.current?.focus({ preventScroll: true });
    doneRef.current?.scrollIntoView({ block: 'center' });
  }, [status.kind]);

  // A signed link naming a consumer the backend knows fills in what it knows of them; an id and email in the query are ignored.
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('prefill');
    if (!token) return;
    let current = true;
    void prefillSignUp(token).then((data) => {
      if (!current || !data) return;
      const phone = data.phone ? parsePhone(data.phone, config) : null;
      setValues((before) => ({
        ...before,
        email: data.email,
        firstName: data.firstName ?? before.firstName,
        lastName: data.lastName ?? before.lastName,
        birthDate: data.birthDate ? formatDateInput(data.birthDate, config.dateFormat) : before.birthDate,
        phone: phone ? formatPhone(phone.e164, config) : before.phone,
        postalCode: data.postalCode ?? before.postalCode,
        gender: data.gender ?? before.gender,
      }));
    });
    return () => {
      current = false;
    };
  }, []);

  /** The fields whose check depends on the one that changed. */
  const dependents = (field: SignUpField): SignUpField[] => (field === 'password' ? ['password', 'confirmPassword'] : field === 'smsNotificationConsent' ? ['smsNotificationConsent', 'phone'] : [field]);

  function recheck(next: SignUpFormValues, fields: SignUpField[], shown: ReadonlySet<SignUpField>) {
    setErrors((before) => {
      const after = { ...before };
      for (const field of fields) {
        if (!shown.has(field) && !submitted) continue;
        const message = word(validateSignUpField(field, next, rules));
        if (message) after[field] = message;
        else delete after[field];
      }
      return after;
    });
  }

  function change<F extends SignUpField>(field: F, value: SignUpFormValues[F]) {
    const next = { ...values, [field]: value };
    setValues(next);
    recheck(next, dependents(field), touched);
  }

  function leave(field: SignUpField) {
    if (touched.has(field)) return;
    const shown = new Set(touched).add(field);
    setTouched(shown);
    // An untouched empty field is not an error yet: the shopper may not have reached it.
    if (values[field] === '' && !submitted) return;
    recheck(values, [field], shown);
  }

  function showRefusal(found: Errors) {
    setErrors(found);
    const fields = SIGN_UP_FIELDS.filter((field) => found[field]);
    setSummary(fields);
    // The summary names each problem and links to its field; reading it first tells the whole story.
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  function markField(field: SignUpField, message: string) {
    setErrors((before) => ({ ...before, [field]: message }));
    setSummary([field]);
    requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());
  }

  function refused(error: ApiError) {
    if (EMAIL_IN_USE.has(error.errorId)) return markField('email', errorMessage(t, error));
    if (PHONE_IN_USE.has(error.errorId)) return markField('phone', errorMessage(t, error));
    if (error.errorId === ('MISSING_BIRTHDATE' satisfies ErrorId)) {
      setBirthDateRequired(true);
      const found = validateSignUpForm(values, { ...rules, birthDateRequired: true });
      return showRefusal(Object.fromEntries(Object.entries(found).map(([field, issue]) => [field, wordIssue(t, issue)])));
    }
    const field = error.field as SignUpField | undefined;
    if (field && SIGN_UP_FIELDS.includes(field)) return markField(field, error.message);
    setBanner(error.correlationId ? errorMessage(t, error) : t('signUp.failed'));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    setBanner(null);
    const found = validateSignUpForm(values, rules);
    if (Object.keys(found).length > 0) {
      return showRefusal(Object.fromEntries(Object.entries(found).map(([field, issue]) => [field, wordIssue(t, issue)])));
    }
    setSummary([]);
    setStatus({ kind: 'sending' });
    // Each provider answer is spent once: one creates the account, the other signs in with it.
    const [register, login] = await Promise.all([captchaAnswer('register'), captchaAnswer('login')]);
    if (!register || !login) {
      setStatus({ kind: 'editing' });
      return setBanner(t('signUp.failed'));
    }
    const result = await submitSignUp({ form: values, loyalty, origin: originFromQuery(window.location.search), captcha: { register, login } });
    if (!result.ok) {
      setStatus({ kind: 'editing' });
      return refused(result.error);
    }
    if (result.data.session) store.session.summary.value = result.data.session;
    const newsletterLinkTo = result.data.newsletterAwaitsLink ? result.data.email : null;
    // A dialog closes on success: the toast, too, says the newsletter waits for its link.
    store.toasts.show({ kind: 'success', title: t('signUp.accountCreated'), ...(newsletterLinkTo ? { message: t('newsletter.pending', { email: newsletterLinkTo }) } : {}) });
    setStatus({ kind: 'created', signedIn: result.data.signedIn, newsletterLinkTo });
    onCreated?.();
  }

  if (status.kind === 'created') {
    return (
      <div className="form-message sign-up__done" role="status" tabIndex={-1} ref={doneRef}>
        <p>{t('signUp.accountCreated')}</p>
        {status.newsletterLinkTo ? <p>{t('newsletter.pending', { email: status.newsletterLinkTo })}</p> : null}
      </div>
    );
  }

  const text = (field: 'email' | 'password' | 'confirmPassword' | 'firstName' | 'lastName' | 'birthDate' | 'phone' | 'postalCode') => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    onBlur: () => leave(field),
  });
  const passwordRulesId = `${formId}-password-rules`;
  const sending = status.kind === 'sending';
  // The summary keeps the submit's problems until each is fixed.
  const outstanding = summary.filter((field) => errors[field]);

  return (
    <form method="post" className="sign-up" noValidate onSubmit={submit} aria-busy={sending || undefined}>
      {outstanding.length > 0 ? (
        <div ref={summaryRef} className="sign-up__summary" tabIndex={-1} role="alert">
          <p className="sign-up__summary-title">{t('signUp.errorSummary', { count: outstanding.length })}</p>
          <ul>
            {outstanding.map((field) => (
              <li key={field}>
                <a href={`#${fieldId(field)}`}>{errors[field]}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {banner ? (
        <p className="form-message sign-up__banner" role="alert">
          {banner}
        </p>
      ) : null}
      <p className="sign-up__intro">{t('signUp.intro')}</p>
      <InputField {...text('email')} label={t('common.emailAddress')} type="email" autoComplete="email" maxLength={100} />
      <InputField {...text('password')} label={t('signUp.password')} type="password" autoComplete="new-password" maxLength={100} describedBy={passwordRulesId}>
        <PasswordRequirements id={passwordRulesId} password={values.password} />
      </InputField>
      <InputField {...text('confirmPassword')} label={t('signUp.confirmPassword')} type="password" autoComplete="new-password" maxLength={100} />
      <InputField {...text('firstName')} label={t('signUp.firstName')} optional autoComplete="given-name" maxLength={30} />
      <InputField {...text('lastName')} label={t('signUp.lastName')} optional autoComplete="family-name" maxLength={30} />
      <InputField {...text('birthDate')} label={t('signUp.birthDate', { format: localDateHint(t, config.dateFormat) })} optional={!birthDateRequired} autoComplete="bday" inputMode="numeric" placeholder={localDateHint(t, config.dateFormat)} maxLength={10} />
      <div className="form-field" data-invalid={errors.gender ? true : undefined}>
        <FieldLabel htmlFor={fieldId('gender')} optional={!config.genderRequired}>
          {t('signUp.gender')}
        </FieldLabel>
        <select
          id={fieldId('gender')}
          name="gender"
          className="form-field__input"
          value={values.gender}
          aria-invalid={errors.gender ? true : undefined}
          aria-describedby={describedByOf(errors.gender && errorIdOf(fieldId('gender')))}
          aria-required={config.genderRequired || undefined}
          onChange={(event) => change('gender', event.target.value as SignUpFormValues['gender'])}
          onBlur={() => leave('gender')}
        >
          <option value="">{t('signUp.genderChoose')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`signUp.gender${gender}`)}
            </option>
          ))}
        </select>
        <FieldError fieldId={fieldId('gender')} error={errors.gender} />
      </div>
      <InputField
        {...text('phone')}
        onChange={(event) => change('phone', typedPhone(event, config))}
        onBlur={(event) => {
          const settled = leftPhone(event, config);
          if (settled !== values.phone) change('phone', settled);
          leave('phone');
        }}
        label={t('signUp.phone')} optional={!config.mobileRequired} type="tel" autoComplete="tel" maxLength={25} />
      <InputField {...text('postalCode')} label={t('signUp.postalCode')} optional autoComplete="postal-code" maxLength={10} />
      <SmsOptIn
        id={fieldId('smsNotificationConsent')}
        name="smsNotificationConsent"
        label={t('signUp.sms')}
        terms={t('signUp.smsTerms')}
        value={sms}
        phoneValid={isPhone(values)}
        error={errors.smsNotificationConsent}
        onChange={(next) => {
          // The form sends the box as ticked; the opt-in's own state keeps the terms' acceptance.
          setSms(next);
          if (next.checked !== values.smsNotificationConsent) change('smsNotificationConsent', next.checked);
        }}
      />
      <label className="sign-up__check">
        <input type="checkbox" name="newsletterConsent" checked={values.newsletterConsent} onChange={(event) => change('newsletterConsent', event.target.checked)} /> {t('signUp.newsletter')}
      </label>
      {loyalty ? (
        <label className="sign-up__check">
          <input type="checkbox" name="loyaltyEnrollment" checked={values.loyaltyEnrollment} onChange={(event) => change('loyaltyEnrollment', event.target.checked)} /> {t('signUp.loyaltyEnrollment')}
        </label>
      ) : null}
      <div className="form-field" data-invalid={errors.isTermsConfirmed ? true : undefined}>
        <label className="sign-up__check">
          <input
            id={fieldId('isTermsConfirmed')}
            type="checkbox"
            name="isTermsConfirmed"
            checked={values.isTermsConfirmed}
            aria-invalid={errors.isTermsConfirmed ? true : undefined}
            aria-describedby={describedByOf(errors.isTermsConfirmed && errorIdOf(fieldId('isTermsConfirmed')))}
            aria-required="true"
            onChange={(event) => change('isTermsConfirmed', event.target.checked)}
          />{' '}
          {t('signUp.terms')}
        </label>
        <FieldError fieldId={fieldId('isTermsConfirmed')} error={errors.isTermsConfirmed} />
      </div>
      <button type="submit" className="button sign-up__submit" disabled={sending}>
        {sending ? t('signUp.submitting') : t('signUp.submit')}
      </button>
    </form>
  );
}
