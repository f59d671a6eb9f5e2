import { useState, type ReactNode } from 'react';
import type { MegaMenuSettings, MenuItem } from '../../../shared/content/schemas/blocks/navigation';
import { pushMobileMenuSectionClick, pushTopNavClick } from '../../analytics/data-layer';
import { menuPath, mobileShopAllLink, sectionShopAllLink } from './menu-rules';

function Accordion({ id, title, onToggle, children, level }: { id: string; title: string; onToggle?: (open: boolean) => void; children: ReactNode; level: 1 | 2 }) {
  const [open, setOpen] = useState(false);
  const contentId = `mobile-menu-${id}`;
  return (
    <li className={`mobile-menu__section mobile-menu__section--l${level}`} data-open={open}>
      <button
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => {
          onToggle?.(!open);
          setOpen(!open);
        }}
      >
        <span>{title}</span>
        <svg className="mobile-menu__chevron" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={contentId} className="mobile-menu__links" hidden={!open}>
        {children}
      </ul>
    </li>
  );
}

function Link({ href, text, label }: { href: string; text: string; label: string }) {
  return (
    <li>
      <a className="mobile-menu__link" href={href} onClick={() => pushTopNavClick(label)}>{text}</a>
    </li>
  );
}

/** Level-2/3 items on mobile: an accordion when it has children, else a plain link. */
function MobileItem({ parent, item, settings }: { parent: MenuItem; item: MenuItem; settings: MegaMenuSettings }) {
  if (!item.children?.length) return <Link href={item.target.url} text={item.title} label={menuPath(parent, item)} />;
  const shopAll = mobileShopAllLink(item, settings);
  return (
    <Accordion id={item.id} title={item.title} level={2}>
      {shopAll ? <Link href={shopAll.url} text={shopAll.text} label={menuPath(parent, item)} /> : null}
      {item.children.map((leaf) => (
        <Link key={leaf.id} href={leaf.target.url} text={leaf.title} label={menuPath(parent, item, leaf)} />
      ))}
    </Accordion>
  );
}

/** The mobile menu's accordion sections, one per top item with its 'shop all' link (see MobileMenu). */
export function MobileMenuSections({ items, settings }: { items: MenuItem[]; settings: MegaMenuSettings }) {
  return (
    <ul className="mobile-menu__sections">
      {items.map((item) => {
        const shopAll = sectionShopAllLink(item, settings);
        return (
          <Accordion key={item.id} id={item.id} title={item.title} level={1} onToggle={(expanded) => pushMobileMenuSectionClick(item.title, expanded)}>
            {shopAll ? <Link href={shopAll.url} text={shopAll.text} label={menuPath(item)} /> : null}
            {(item.children ?? []).map((child) => (
              <MobileItem key={child.id} parent={item} item={child} settings={settings} />
            ))}
          </Accordion>
        );
      })}
    </ul>
  );
}
