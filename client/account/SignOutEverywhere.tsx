import { useId, useState } from 'react';
import { usePageInfo } from '../state/PageContext';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';

/** Ends every session of the account, on every device, this one too: for a lost phone or a shared computer left signed in. */
export function SignOutEverywhere() {
  const t = useT();
  const store = useStore();
  const { pageType, site } = usePageInfo();
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function signOutEverywhere() {
    setBusy(true);
    const { signOut } = await import('./auth-client');
    const result = await signOut(store, { pageType, locale: site.locale, signedOutMessage: t('session.everywhere.done'), everywhere: true });
    if (!result.ok) {
      setBusy(false);
      store.toasts.show({ kind: 'error', title: t('session.everywhere.failed') });
    }
  }

  return (
    <section className="account-sessions" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('session.everywhere.title')}</h2>
      <p>{t('session.everywhere.text')}</p>
      <button type="button" className="button" disabled={busy} onClick={() => void signOutEverywhere()}>
        {t('session.everywhere.button')}
      </button>
    </section>
  );
}
