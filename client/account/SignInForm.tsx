import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../shared/i18n/error-message';
import type { SessionSummary } from '../../shared/account/schemas/session';
import { isValidEmail } from '../../shared/validation/email';
import { usePageInfo } from '../state/PageContext';
import { useT } from '../state/i18n';
import { signIn, startSignIn } from './auth-client';

type FieldErrors = { email?: string; password?: string };

/**
 * The sign-in form, in the sign-in dialog and on the sign-in page: email and password, the
 * captcha step (the provider answers as the form is sent), and a refusal shown in a banner with
 * the ways on (reset the password, contact us). `idPrefix` keeps ids apart when both are on a page.
 */
export function SignInForm({
  idPrefix,
  onSignedIn,
  autoFocus = false,
  initialEmail = '',
  onForgotPassword,
  withSignUpLink = true,
}: {
  idPrefix: string;
  onSignedIn: (summary: SessionSummary) => void;
  autoFocus?: boolean;
  /** The email already given (the enrolment dialog's lookup). */
  initialEmail?: string;
  /** Instead of the forgot-password page, a step of the dialog the form sits in. */
  onForgotPassword?: () => void;
  /** False where the form sits beside its own way to create an account (the event dialog's toggle). */
  withSignUpLink?: boolean;
}) {
  const t = useT();
  const { site } = usePageInfo();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  // Opening the form starts the sign-in: the worker keeps its verifier until the form is sent.
  useEffect(() => {
    void startSignIn();
  }, []);

  useEffect(() => {
    if (refusal) bannerRef.current?.focus();
  }, [refusal]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = email.trim();
    const found: FieldErrors = {};
    if (!trimmed) found.email = t('signIn.emailRequired');
    else if (!isValidEmail(trimmed)) found.email = t('apiError.AUT453');
    if (!password) found.password = t('signIn.passwordRequired');
    setErrors(found);
    setRefusal(null);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await signIn(trimmed, password);
      if (result.ok) {
        setPassword('');
        onSignedIn(result.data);
      } else {
        setRefusal(errorMessage(t, result.error));
      }
    } finally {
      setBusy(false);
    }
  }

  const emailError = `${idPrefix}-email-error`;
  const passwordError = `${idPrefix}-password-error`;
  return (
    <form method="post" className="sign-in-form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      {refusal ? (
        <div ref={bannerRef} className="notice notice--error sign-in-form__banner" role="alert" tabIndex={-1}>
          <p className="sign-in-form__refusal">{refusal}</p>
          <p className="sign-in-form__help">
            {t('signIn.errorHelp')}{' '}
            {onForgotPassword ? (
              <button type="button" className="link-button" onClick={onForgotPassword}>
                {t('signIn.resetPassword')}
              </button>
            ) : (
              <a href={`/${site.locale}/forgot-password`}>{t('signIn.resetPassword')}</a>
            )}
            {' · '}
            <a href={`/${site.locale}/help/contact-us`}>{t('signIn.contactUs')}</a>
          </p>
        </div>
      ) : null}
      <div className="sign-in-form__field">
        <label htmlFor={`${idPrefix}-email`}>{t('signIn.email')}</label>
        <input
          ref={emailRef}
          id={`${idPrefix}-email`}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={100}
          required
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
          value={email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? emailError : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {errors.email ? (
          <p id={emailError} className="field__error">
            {errors.email}
          </p>
        ) : null}
      </div>
      <div className="sign-in-form__field">
        <label htmlFor={`${idPrefix}-password`}>{t('signIn.password')}</label>
        <input
          ref={passwordRef}
          id={`${idPrefix}-password`}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          maxLength={200}
          required
          value={password}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? passwordError : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        {errors.password ? (
          <p id={passwordError} className="field__error">
            {errors.password}
          </p>
        ) : null}
        <label className="sign-in-form__show">
          <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} /> {t('signIn.showPassword')}
        </label>
      </div>
      <p className="sign-in-form__captcha">{t('signIn.captchaNote')}</p>
      <button type="submit" className="button button--primary sign-in-form__submit" disabled={busy}>
        {busy ? t('signIn.submitting') : t('signIn.submit')}
      </button>
      <p className="sign-in-form__links">
        {onForgotPassword ? (
          <button type="button" className="link-button" onClick={onForgotPassword}>
            {t('signIn.forgotPassword')}
          </button>
        ) : (
          <a href={`/${site.locale}/forgot-password`}>{t('signIn.forgotPassword')}</a>
        )}
      </p>
      {withSignUpLink ? (
        <p className="sign-in-form__links">
          {t('signIn.newHere')} <a href={`/${site.locale}/sign-up`}>{t('signIn.createAccount')}</a>
        </p>
      ) : null}
    </form>
  );
}
