import type { MenuItem } from '../../shared/schemas';
import type { Site } from '../../shared/site';
import { CartLink } from './CartLink';
import { LocationButton } from './LocationButton';
import { MegaMenu } from './MegaMenu';
import { SearchForm } from './SearchForm';

export function Header({ menu, site, query }: { menu: MenuItem[]; site: Site; query?: string }) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">Skip to content</a>
      <div className="site-header__bar">
        <a className="site-header__logo" href={`/${site.locale}`}>
          <span aria-hidden="true">▲</span> Ridgeline<span className="visually-hidden"> home</span>
        </a>
        <SearchForm locale={site.locale} query={query} />
        <div className="site-header__actions">
          <LocationButton site={site} />
          <CartLink locale={site.locale} />
        </div>
      </div>
      <MegaMenu items={menu} />
    </header>
  );
}
