import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../shared/i18n';
import { changePassword } from './account-client';
import { newPasswordProblem } from './password-rules';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';
import { openForgotPassword } from '../dialogs/dialog-shells';
import { FormStatus, type FormOutcome } from './FormStatus';
import { PasswordFields } from './PasswordFields';

/** The current password and a new one; the passwords are cleared whatever the answer, never kept. */
export function ChangePasswordForm() {
  const t = useT();
  const id = useId();
  const { dialogs } = useStore();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<FormOutcome>({ kind: 'idle' });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refused = current === '' ? t('validation.required') : newPasswordProblem(t, password, confirmation);
    setProblem(refused);
    if (refused) return setOutcome({ kind: 'idle' });
    setOutcome({ kind: 'busy' });
    const result = await changePassword({ currentPassword: current, newPassword: password, confirmPassword: confirmation });
    setCurrent('');
    setPassword('');
    setConfirmation('');
    setOutcome(result.ok ? { kind: 'done', message: t('account.passwordChanged') } : { kind: 'error', message: errorMessage(t, result.error) });
  }

  return (
    <form method="post" className="account-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-form__title">{t('account.changePassword')}</h2>
      <div className="account-form__field">
        <label htmlFor={`${id}-current`}>{t('account.currentPassword')}</label>
        <input id={`${id}-current`} name="currentPassword" type="password" autoComplete="current-password" maxLength={100} value={current} onChange={(event) => setCurrent(event.target.value)} />
        <button type="button" className="link-button account-form__forgot" onClick={() => openForgotPassword(dialogs)}>{t('password.forgotTitle')}</button>
      </div>
      <PasswordFields idPrefix={id} password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} error={problem} />
      <button type="submit" className="account-form__submit" disabled={outcome.kind === 'busy'}>{t('account.changePassword')}</button>
      <FormStatus outcome={outcome} />
    </form>
  );
}
