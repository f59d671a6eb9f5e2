import { useSignals } from '@preact/signals-react/runtime';
import { SITES, type Site } from '../../shared/site';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';

/** A country's name in the page's language (Intl knows them all), or its code where Intl cannot say. */
function countryName(country: string, site: Site): string {
  try {
    return new Intl.DisplayNames([site.language], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

/**
 * Says that the shopper's basket came over from another of our sites: re-priced in this site's
 * currency, and which lines that site sells but this one does not (they stayed in the old basket).
 */
export function SiteSwitchNotice({ site }: { site: Site }) {
  useSignals();
  const t = useT();
  const moved = useStore().cartSiteSwitch.value;
  if (!moved) return null;
  const country = countryName(SITES.find((candidate) => candidate.siteId === moved.fromSiteId)?.country ?? moved.fromSiteId, site);
  const names = new Intl.ListFormat(site.language, { type: 'conjunction' }).format(moved.leftBehind.map((line) => line.name));
  return (
    <div className="notice notice--info site-switch" role="status" data-testid="site-switch-notice">
      <p>{t('cart.siteSwitch.moved', { country, currency: site.currency })}</p>
      {moved.leftBehind.length ? <p>{t('cart.siteSwitch.leftBehind', { country, names })}</p> : null}
    </div>
  );
}
