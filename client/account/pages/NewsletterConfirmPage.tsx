import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/i18n';
import { definePageView } from '../../pages/page-view';
import { usePageInfo } from '../../state/PageContext';
import { useT } from '../../state/i18n';
import { FormStatus, type FormOutcome } from '../FormStatus';
import { confirmNewsletter } from '../newsletter-client';

/** /newsletter/confirm: following a double opt-in mail's link confirms the subscription once the page has loaded, and says so. */
export function NewsletterConfirm({ token }: { token: string | null }) {
  const t = useT();
  const { site } = usePageInfo();
  const [outcome, setOutcome] = useState<FormOutcome>(token ? { kind: 'busy' } : { kind: 'error', message: t('newsletter.confirmExpired') });
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: a second send would only find the link spent.
    if (!token || sent.current) return;
    sent.current = true;
    void confirmNewsletter(token).then((result) => {
      const email = result.ok ? result.data.email : '';
      setOutcome(result.ok ? { kind: 'done', message: t('newsletter.confirmed', { email }) } : { kind: 'error', message: errorMessage(t, result.error) });
    });
  }, [token, t]);

  return (
    <div className="password-page">
      <h1 className="page-title">{t('newsletter.confirmTitle')}</h1>
      <div className="account-form">
        <FormStatus outcome={outcome} />
        {outcome.kind === 'error' ? <p><a href={`/${site.locale}/#footer-newsletter`}>{t('newsletter.subscribe')}</a></p> : null}
        {outcome.kind === 'done' ? <p><a className="account-form__submit" href={`/${site.locale}/`}>{t('newsletter.continueShopping')}</a></p> : null}
      </div>
    </div>
  );
}

/** How the registry's newsletter-confirm page draws its model. */
export const view = definePageView<'newsletter-confirm'>((page) => <NewsletterConfirm {...page} />);
