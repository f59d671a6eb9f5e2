import { useRef } from 'react';
import type { HeaderMenu } from '../../shared/content/schemas/blocks/navigation';
import type { Site } from '../../shared/site';
import { AccountMenu } from './AccountMenu';
import { CartLink } from './CartLink';
import { useHeaderState } from '../components/header/use-header-state';
import { LocationButton } from '../components/LocationButton';
import { MegaMenu, MobileMenu } from '../content';
import { SearchForm } from '../catalogue';
import { SiteLogo } from '../components/header/SiteLogo';
import { useT } from '../state/i18n';

export interface HeaderProps {
  /** The menu canvas: its items, or the whole mega-menu block when the block-level flags are wanted. */
  menu: HeaderMenu;
  site: Site;
  query?: string | undefined;
  /** The header sits transparent over a hero at the top of the page (the home page, say). */
  transparent?: boolean | undefined;
}

/**
 * The site header. Its state (expanded, minimized, transparent,
 * scrolled-up; sticky once scrolled) lives in data attributes set after
 * hydration, so the server always renders 'expanded'.
 */
export function Header({ menu, site, query, transparent = false }: HeaderProps) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useHeaderState(ref, transparent);
  const { items, ...cmsSettings } = Array.isArray(menu) ? { items: menu } : menu;
  // The editors' shop-all wording wins; without one the link reads in the page's language.
  const settings = { ...cmsSettings, shopAllText: cmsSettings.shopAllText ?? t('header.shopAll') };
  return (
    <header ref={ref} className="site-header" data-state="expanded" data-sticky="false" data-transparent={transparent || undefined}>
      <a className="skip-link" href="#main">{t('header.skipToContent')}</a>
      <div className="site-header__bar">
        <MobileMenu items={items} settings={settings} site={site} />
        <SiteLogo locale={site.locale} />
        <SearchForm locale={site.locale} query={query} />
        <div className="site-header__actions">
          {/* Below the large breakpoint the site selector lives in the mobile menu instead. */}
          <div className="site-header__site">
            <LocationButton site={site} />
          </div>
          <AccountMenu site={site} />
          <CartLink locale={site.locale} />
        </div>
      </div>
      <MegaMenu items={items} settings={settings} />
    </header>
  );
}
