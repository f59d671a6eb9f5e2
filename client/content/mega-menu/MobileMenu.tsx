import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { onDemandCode } from '#on-demand-code';
import type { MegaMenuSettings, MenuItem } from '../../../shared/content/schemas/blocks/navigation';
import type { Site } from '../../../shared/site';
import { preloadable } from '../../app/preloadable';
import { useStore } from '../../state/StoreContext';
import { LocationButton } from '../../components/LocationButton';
import { useRouteChange } from './use-route-change';
import { useT } from '../../state/i18n';

const PANEL_ID = 'mobile-menu';

// The sections are built on first open, and their code loads then too (or when the pointer or
// focus reaches the button, a moment earlier): most page views never open the menu.
const MobileMenuSections = preloadable(() => onDemandCode.mobileMenuSections().then((m) => m.MobileMenuSections));

/**
 * Mega menu below the large breakpoint: a menu button opens a panel of
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
  const warm = () => void MobileMenuSections.preload().catch(() => undefined);

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
      <button ref={buttonRef} type="button" className="mobile-menu__button" aria-expanded={open} aria-controls={PANEL_ID} onPointerEnter={warm} onFocus={warm} onClick={() => {
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
          <Suspense fallback={null}>
            <MobileMenuSections items={items} settings={settings} />
          </Suspense>
        ) : null}
        <div className="mobile-menu__site">
          <LocationButton site={site} />
        </div>
      </nav>
    </div>
  );
}
