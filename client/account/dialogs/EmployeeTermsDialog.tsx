import { useState } from 'react';
import { acceptEmployeeTerms } from '../account-client';
import { errorMessage } from '../../../shared/i18n';
import { FormStatus, type FormOutcome } from '../FormStatus';
import { usePageInfo } from '../../state/PageContext';
import { useStore } from '../../state/StoreContext';
import { useT } from '../../state/i18n';

/**
 * The employee terms: what the associate discount is, the full terms' page and the acceptance,
 * which the worker stores upstream; the associate discount banner shows from the next page on.
 */
export function EmployeeTermsBody({ dialogId }: { dialogId: string }) {
  const t = useT();
  const store = useStore();
  const { site } = usePageInfo();
  const [outcome, setOutcome] = useState<FormOutcome>({ kind: 'idle' });

  async function accept() {
    setOutcome({ kind: 'busy' });
    const result = await acceptEmployeeTerms();
    if (!result.ok) return setOutcome({ kind: 'error', message: result.status === 0 ? t('account.termsFailed') : errorMessage(t, result.error) });
    store.session.invalidate();
    store.dialogs.close(dialogId);
    store.toasts.show({ kind: 'success', title: t('account.termsAccepted') });
  }

  return (
    <div className="employee-terms">
      <p>{t('account.termsIntro')}</p>
      <p>
        <a href={`/${site.locale}/associate-discount-terms`} target="_blank" rel="noopener">
          {t('account.termsLink')}
        </a>
      </p>
      <button type="button" className="account-form__submit" onClick={() => void accept()} disabled={outcome.kind === 'busy'}>
        {t('account.termsAccept')}
      </button>
      <FormStatus outcome={outcome} />
    </div>
  );
}
