import type { Site } from '../../../shared/site';
import { useT } from '../../state/i18n';
import { SiteLogo } from './SiteLogo';

/**
 * The header of a page that keeps the shopper on one task (checkout): the brand, a word that the
 * page is secure, and the way back to the cart. No menu, search or mini-cart to wander off into.
 */
export function EnclosedHeader({ site }: { site: Site }) {
  const t = useT();
  return (
    <header className="site-header site-header--enclosed" data-state="expanded">
      <a className="skip-link" href="#main">{t('header.skipToContent')}</a>
      <div className="site-header__bar">
        <SiteLogo locale={site.locale} />
        <p className="site-header__secure">{t('header.secureCheckout')}</p>
        <a className="site-header__back" href={`/${site.locale}/cart`}>
          {t('header.backToCart')}
        </a>
      </div>
    </header>
  );
}
