import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../shared/i18n';
import { validateEmail } from '../../shared/validation/email';
import { requestPasswordReset } from './account-client';
import { useT, validationMessage } from '../state/i18n';
import { FormStatus, type FormOutcome } from './FormStatus';

/**
 * Asks for a reset link. The answer is the same whether the email has an account or not, so the
 * confirmation says "if an account exists".
 */
export function ForgotPasswordForm({ initialEmail = '', autoFocus = false }: { initialEmail?: string; autoFocus?: boolean } = {}) {
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<FormOutcome>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refused = validateEmail(email);
    setProblem(refused && validationMessage(t, refused));
    if (refused) {
      input.current?.focus();
      return setOutcome({ kind: 'idle' });
    }
    setOutcome({ kind: 'busy' });
    const result = await requestPasswordReset(email.trim());
    setOutcome(result.ok ? { kind: 'done', message: t('password.sent', { email: email.trim() }) } : { kind: 'error', message: errorMessage(t, result.error) });
  }

  return (
    <form method="post" className="account-form" noValidate onSubmit={onSubmit}>
      <p>{t('password.forgotIntro')}</p>
      <div className="account-form__field">
        <label htmlFor={`${id}-email`}>{t('account.profileEmail')}</label>
        <input ref={input} id={`${id}-email`} name="email" type="email" autoComplete="email" maxLength={100} autoFocus={autoFocus} data-autofocus={autoFocus || undefined} value={email} onChange={(event) => setEmail(event.target.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-error` : undefined} />
        {problem ? <p id={`${id}-error`} className="account-form__error">{problem}</p> : null}
      </div>
      <button type="submit" className="account-form__submit" disabled={outcome.kind === 'busy'}>{outcome.kind === 'busy' ? t('password.sending') : t('password.send')}</button>
      <FormStatus outcome={outcome} />
    </form>
  );
}
