import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../shared/i18n/error-message';
import { validateEmail } from '../../shared/validation/email';
import { InputField } from '../components/ui/form';
import { useT, validationMessage } from '../state/i18n';
import { lookUpEmail } from './enrolment-client';

/** The first step: an email, and whether it has an account. */
export function LookupStep({ initialEmail, onLookedUp }: { initialEmail: string; onLookedUp: (email: string, exists: boolean) => void }) {
  const t = useT();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const refused = validateEmail(email);
    if (refused) {
      setProblem(validationMessage(t, refused));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setBusy(true);
    const result = await lookUpEmail(email.trim());
    setBusy(false);
    if (result.ok) return onLookedUp(email.trim(), result.data.exists);
    setProblem(errorMessage(t, result.error));
    document.getElementById(`${id}-email`)?.focus();
  }

  return (
    <form method="post" className="enrolment__form" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy || undefined}>
      <p>{t('enrolment.lookupIntro')}</p>
      <InputField id={`${id}-email`} name="email" label={t('common.emailAddress')} type="email" autoComplete="email" inputMode="email" maxLength={100} value={email} error={problem} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('enrolment.checking') : t('enrolment.continue')}
      </button>
    </form>
  );
}
