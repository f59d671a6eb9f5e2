import { Button } from '../components/ui';
import { useT } from '../state/i18n';
import { usePageInfo } from '../state/PageContext';
import { definePageView } from '../pages/page-view';

/**
 * The offline page: the page asked for is not on this device and the network is down. Trying
 * again reloads the address the shopper asked for (the service worker answers this page in its place).
 */
export function OfflinePage() {
  const t = useT();
  const { site } = usePageInfo();
  return (
    <article className="offline-page">
      <h1 className="page-title">{t('offline.title')}</h1>
      <p>{t('offline.body')}</p>
      <p className="offline-page__actions">
        <Button type="button" onClick={() => window.location.reload()}>
          {t('offline.retry')}
        </Button>
        <a className="link" href={`/${site.locale}`}>
          {t('offline.home')}
        </a>
      </p>
    </article>
  );
}

/** How the registry's offline page draws its (empty) model. */
export const view = definePageView<'offline'>(() => <OfflinePage />);
