import { useEffect, useState } from 'react';
import type { BuyInStore } from '../../shared/in-store';
import { useT } from '../state/i18n';
import { clearAgentSession, readAgentSession } from './in-store-client';

/**
 * Says who sells in which store while an associate is connected, with the action that clears the
 * session. Only documents of a visitor the worker knows as an associate render it, and it asks the
 * worker who that is after hydration, so the shared HTML never names one person.
 */
export function InStoreBanner() {
  const t = useT();
  const [seller, setSeller] = useState<BuyInStore | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void readAgentSession().then(setSeller);
  }, []);
  if (!seller) return null;

  async function clear() {
    setBusy(true);
    const result = await clearAgentSession();
    if (result.ok) window.location.assign(result.data.redirectTo);
    else setBusy(false);
  }

  return (
    <section className="buy-in-store-banner" aria-label={t('inStore.bannerLabel')}>
      <p>{t('inStore.connected', { employee: seller.storeEmployeeName, store: seller.storeName })}</p>
      {/* The design system's button look, without its module: this chunk stays small. */}
      <button type="button" className="button" onClick={() => void clear()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('inStore.clearing') : t('inStore.clear')}
      </button>
    </section>
  );
}
