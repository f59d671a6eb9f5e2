import { SITES, type Site } from '../../shared/site';
import { Dialog } from '../components/Dialog';
import { useT } from '../state/i18n';

export const LOCATION_SELECTOR_DIALOG = 'location-selector';

/** The same page on another site: product and category paths are shared across locales. */
function pathFor(locale: string, path: string): string {
  const rest = path.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, '');
  return `/${locale}${rest}`;
}

export function LocationSelectorDialog({ site, path }: { site: Site; path: string }) {
  const t = useT();
  return (
    <Dialog id={LOCATION_SELECTOR_DIALOG} title={t('location.title')}>
      <p className="dialog__intro">{t('location.intro')}</p>
      <ul className="location-list">
        {SITES.map((candidate) => (
          <li key={candidate.locale}>
            <a
              className="location-list__link"
              href={pathFor(candidate.locale, path)}
              hrefLang={candidate.locale}
              aria-current={candidate.locale === site.locale ? 'true' : undefined}
            >
              <span>{candidate.countryName}</span> <span className="location-list__currency">{candidate.currency}</span>
            </a>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
