import { useT } from '../../state/i18n';

/** The brand's mark and name, linking to the site's home page. */
export function SiteLogo({ locale }: { locale: string }) {
  const t = useT();
  return (
    <a className="site-header__logo" href={`/${locale}`}>
      <svg className="site-header__mark" viewBox="0 0 24 20" aria-hidden="true" focusable="false">
        <path d="M12 1l11 18H1z" fill="currentColor" />
      </svg>
      <span className="site-header__wordmark">Ridgeline</span>
      <span className="visually-hidden">{` ${t('header.home')}`}</span>
    </a>
  );
}
