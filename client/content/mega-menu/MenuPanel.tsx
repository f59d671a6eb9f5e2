import type { MegaMenuSettings, MenuItem } from '../../../shared/content/schemas/blocks/navigation';
import { pushTopNavClick } from '../../analytics/data-layer';
import { MenuIcon } from './MenuIcon';
import { menuPath, shopAllText } from './menu-rules';

const trackTopNav = (...path: MenuItem[]) => () => pushTopNavClick(menuPath(...path));

/** A desktop popover: one 1/6-wide column per level-2 item, level-3 links with their icon. */
export function MenuPanel({ item, id, settings }: { item: MenuItem; id: string; settings: MegaMenuSettings }) {
  return (
    <div className="mega-menu__panel" id={id}>
      <div className="mega-menu__columns">
        {(item.children ?? []).map((group) => (
          <div className="mega-menu__column" key={group.id}>
            <a className="mega-menu__heading" href={group.target.url} onClick={trackTopNav(item, group)}>{group.title}</a>
            {group.children?.length ? (
              <ul>
                {group.children.map((leaf) => (
                  <li key={leaf.id}>
                    <a className="mega-menu__link" href={leaf.target.url} target={leaf.target.targetAttribute} onClick={trackTopNav(item, group, leaf)}>
                      <MenuIcon name={leaf.menuIcon} />
                      {leaf.title}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
      {item.hideShopAll?.lg ? null : (
        <a className="mega-menu__shop-all" href={item.target.url} onClick={trackTopNav(item)}>
          {shopAllText(item, settings)} {item.title}
        </a>
      )}
    </div>
  );
}
