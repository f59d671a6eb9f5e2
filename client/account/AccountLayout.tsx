import type { ReactNode } from 'react';
import type { PageName } from '../../shared/routing';
import type { MessageKey } from '../../shared/i18n';
import { usePageInfo } from '../state/PageContext';
import { useT } from '../state/i18n';

/** The account's sections in the order the navigation lists them: a registry page and its label each. */
const SECTIONS: ReadonlyArray<{ page: PageName; path: string; label: MessageKey }> = [
  { page: 'account', path: 'account', label: 'account.nav.overview' },
  { page: 'account-profile', path: 'account/profile', label: 'account.nav.profile' },
  { page: 'account-addresses', path: 'account/addresses', label: 'account.nav.addresses' },
  { page: 'account-payment', path: 'account/payment', label: 'account.nav.payment' },
  { page: 'account-orders', path: 'account/orders', label: 'account.nav.orders' },
  { page: 'account-loyalty', path: 'account/loyalty', label: 'account.nav.loyalty' },
];

export interface AccountLayoutProps {
  /** The section's heading: the page's one h1. */
  title: string;
  children: ReactNode;
}

/**
 * Every account page: the section's heading, the navigation between sections (the current one
 * marked for assistive technology too) and the section itself.
 */
export function AccountLayout({ title, children }: AccountLayoutProps) {
  const t = useT();
  const { site, pageType } = usePageInfo();
  return (
    <div className="account">
      <nav className="account__nav" aria-label={t('account.nav.label')}>
        <ul>
          {SECTIONS.map(({ page, path, label }) => (
            <li key={page}>
              <a href={`/${site.locale}/${path}`} aria-current={page === pageType ? 'page' : undefined}>
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section className="account__section" aria-labelledby="account-title">
        <h1 id="account-title" className="page-title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
