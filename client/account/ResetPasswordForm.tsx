import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../shared/i18n';
import { resetPassword } from './account-client';
import { newPasswordProblem } from './password-rules';
import { usePageInfo } from '../state/PageContext';
import { useT } from '../state/i18n';
import { FormStatus, type FormOutcome } from './FormStatus';
import { PasswordFields } from './PasswordFields';
import type { ErrorId } from '../../shared/errors';

/** The new password a reset link's token allows, once; then the way to sign in, or to a new link when this one is spent. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT();
  const id = useId();
  const { site } = usePageInfo();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<FormOutcome>({ kind: 'idle' });
  const [expired, setExpired] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refused = newPasswordProblem(t, password, confirmation);
    setProblem(refused);
    if (refused) return setOutcome({ kind: 'idle' });
    setOutcome({ kind: 'busy' });
    const result = await resetPassword({ token, password, confirmPassword: confirmation });
    setPassword('');
    setConfirmation('');
    if (!result.ok) setExpired(result.error.errorId === ('AUT402' satisfies ErrorId));
    setOutcome(result.ok ? { kind: 'done', message: t('password.resetDone') } : { kind: 'error', message: errorMessage(t, result.error) });
  }

  if (outcome.kind === 'done') {
    return (
      <div className="account-form">
        <FormStatus outcome={outcome} />
        <p><a href={`/${site.locale}/sign-in`}>{t('password.signIn')}</a></p>
      </div>
    );
  }
  return (
    <form method="post" className="account-form" noValidate onSubmit={onSubmit}>
      <PasswordFields idPrefix={id} password={password} confirmation={confirmation} onPassword={setPassword} onConfirmation={setConfirmation} error={problem} />
      <button type="submit" className="account-form__submit" disabled={outcome.kind === 'busy'}>{t('password.resetSubmit')}</button>
      <FormStatus outcome={outcome} />
      {expired ? <p><a href={`/${site.locale}/forgot-password`}>{t('password.requestNew')}</a></p> : null}
    </form>
  );
}
