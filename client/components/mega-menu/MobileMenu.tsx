import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { MegaMenuSettings, MenuItem } from '../../../shared/schemas';
import type { Site } from '../../../shared/site';
import { useStore } from '../../state/StoreContext';
import { LocationButton } from '../LocationButton';
import { pushMobileMenuSectionClick, pushTopNavClick } from '../../analytics/data-layer';
import { menuPath, mobileShopAllLink, sectionShopAllLink } from './menu-rules';
import { useRouteChange } from './use-route-change';
import { useT } from '../../state/i18n';

const PANEL_ID = 'mobile-menu';

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

/** spec §2 level-2/3 items on mobile: an accordion when it has children, else a plain link. */
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

/**
 * spec §2 mega menu below the large breakpoint: a menu button opens a panel of
 * accordion sections, one per top item, each with a 'shop all' link, and the
 * site selector (a phone's header has no room for it).
 *
 * Whether it is open lives in the dialog manager, so pop-ups wait while it is.
 * It is kept open when a dialog opens from it (the site selector), so closing
 * that dialog returns focus to a button that is still there.
 */
export function MobileMenu({ items, settings = {}, site }: { items: MenuItem[]; settings?: MegaMenuSettings; site: Site }) {
  useSignals();
  const t = useT();
  const { dialogs } = useStore();
  const open = dialogs.phase(PANEL_ID) === 'open';
  // The sections are built on first open: every page would otherwise render
  // (and ship) the whole menu twice, once for each breakpoint.
  const [built, setBuilt] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => dialogs.close(PANEL_ID), [dialogs]);
  useRouteChange(close, open);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // A modal dialog over the menu handles its own Escape.
      if (event.key !== 'Escape' || document.querySelector('dialog[open]')) return;
      close();
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <div className="mobile-menu">
      <button ref={buttonRef} type="button" className="mobile-menu__button" aria-expanded={open} aria-controls={PANEL_ID} onClick={() => {
          setBuilt(true);
          if (open) close();
          else dialogs.open(PANEL_ID, { keep: true });
        }}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d={open ? 'M5 5l14 14M19 5L5 19' : 'M3 6h18M3 12h18M3 18h18'} stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="mobile-menu__label">{t('header.menu')}</span>
      </button>
      <nav id={PANEL_ID} className="mobile-menu__panel" aria-label={t('header.mainMenu')} hidden={!open}>
        {built ? (
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
        ) : null}
        <div className="mobile-menu__site">
          <LocationButton site={site} />
        </div>
      </nav>
    </div>
  );
}
