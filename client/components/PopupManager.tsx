import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Popup } from '../../shared/schemas';
import type { ParsedCanvas } from '../../shared/page';
import { pushPopupClick, pushPopupExpand, pushPopupImpression } from '../analytics/data-layer';
import { useStore } from '../state/StoreContext';
import { ResponsiveImage } from './ResponsiveImage';
import { useT } from '../state/i18n';

/** spec §9 pop-up default delay. */
export const DEFAULT_POPUP_DELAY_MS = 2000;
/**
 * Where an expanded panel fits in the bottom-right corner clear of a hero's buttons (left or
 * centred); narrower screens keep the tab until it is tapped, since a panel would cover them.
 */
export const POPUP_SELF_EXPAND_QUERY = '(min-width: 1024px)';
/** spec §9 storage: the ids of dismissed pop-ups, a JSON array. */
export const POPUP_DISMISSED_KEY = 'ridgeline.popups.dismissed';

/** Every pop-up block of the popups canvas, in section order. */
export function popupsOf(canvas: ParsedCanvas): Popup[] {
  return Object.values(canvas.sections).flatMap((blocks) => blocks.filter((block): block is Popup => block.type === 'popup'));
}

/** spec §4: the first pop-up not yet dismissed. */
export function firstOpenPopup(popups: Popup[], dismissed: readonly string[]): Popup | undefined {
  return popups.find((popup) => !dismissed.includes(popup.id));
}

/** spec §2/§7: Newsletter when the name says so, else Account / Registration. */
export function popupTracking(name: string): { category: string; action: string } {
  return /newsletter/i.test(name) ? { category: 'Newsletter', action: 'Newsletter Sign Up' } : { category: 'Account', action: 'Registration' };
}

/** Reads the dismissed list; anything unreadable counts as none dismissed. */
export function parseDismissed(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

type Phase = 'minimized' | 'expanded';

function PopupView({ popup, onClose }: { popup: Popup; onClose: () => void }) {
  const t = useT();
  const { dialogs } = useStore();
  const [phase, setPhase] = useState<Phase>('minimized');
  // Focus moves only when the shopper asked for the change; the tab itself appears unasked.
  const moveFocus = useRef(false);
  const tabRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const changePhase = (next: Phase) => {
    moveFocus.current = true;
    setPhase(next);
  };
  const tracking = popupTracking(popup.name);
  const titleId = `popup-${popup.id}-title`;

  useEffect(() => {
    pushPopupImpression(tracking, popup.name);
    // One impression per pop-up, keyed by its id.
  }, [popup.id]);

  // After its delay it expands by itself, where the panel has room; focus stays where the shopper left it.
  useEffect(() => {
    if (!window.matchMedia(POPUP_SELF_EXPAND_QUERY).matches) return;
    return dialogs.afterIdle(popup.delay ?? DEFAULT_POPUP_DELAY_MS, () => setPhase('expanded'));
  }, [popup.id, dialogs]);

  useEffect(() => {
    if (phase === 'expanded') pushPopupExpand(tracking, popup.name);
    if (moveFocus.current) (phase === 'expanded' ? panelRef.current?.querySelector<HTMLElement>('.popup__close') : tabRef.current)?.focus();
    moveFocus.current = false;
  }, [phase, popup.id]);

  const logo = popup.logo ? (
    <ResponsiveImage className={`popup__logo popup__logo--${popup.logoSize ?? 'small'}`} src={popup.logo.url} alt={popup.logo.alt} width={popup.logo.width} height={popup.logo.height} />
  ) : null;

  if (phase === 'minimized') {
    return (
      <div key="tab" className="popup popup--minimized" data-popup={popup.id}>
        <button ref={tabRef} type="button" className="popup__tab" aria-expanded="false" onClick={() => changePhase('expanded')}>
          {logo}
          <span>{popup.minimizedTitle}</span>
        </button>
      </div>
    );
  }

  return (
    <div
      key="panel"
      ref={panelRef}
      className="popup popup--expanded"
      data-popup={popup.id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      style={{ backgroundColor: popup.backgroundColor }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        changePhase('minimized');
      }}
    >
      <div className="popup__header">
        {logo}
        <p className="popup__eyebrow">{popup.maximizedTitle}</p>
        <button type="button" className="popup__minimize" aria-label={t('popup.minimise')} onClick={() => changePhase('minimized')}>
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false"><path d="M3 8h10" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
        <button type="button" className="popup__close" aria-label={t('popup.close', { title: popup.maximizedTitle })} onClick={onClose}>
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false"><path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
      </div>
      {popup.titleHtml ? (
        <h2 id={titleId} className="popup__title" style={{ color: popup.titleColor }} dangerouslySetInnerHTML={{ __html: popup.titleHtml }} />
      ) : (
        <h2 id={titleId} className="popup__title" style={{ color: popup.titleColor }}>{popup.title ?? popup.maximizedTitle}</h2>
      )}
      {popup.targets.length > 0 ? (
        <div className="popup__actions">
          {popup.targets.map((target) => (
            <a
              key={`${target.url}|${target.text}`}
              className="cta popup__cta"
              href={target.url}
              target={target.targetAttribute}
              onClick={() => pushPopupClick(tracking, target.text)}
            >
              {target.text}
            </a>
          ))}
        </div>
      ) : null}
      {popup.disclaimer ? <div className="popup__disclaimer" style={{ color: popup.disclaimerColor }} dangerouslySetInnerHTML={{ __html: popup.disclaimer }} /> : null}
    </div>
  );
}

/**
 * The pop-up manager: the first pop-up of the popups canvas not yet dismissed
 * docks as a small corner tab once nothing has been open for its delay, and
 * expands after the delay again on wide screens (or when the shopper opens the
 * tab); closing it remembers its id.
 *
 * It waits on the dialog manager, which the menus register with too: a pop-up
 * never lands on an open menu or dialog, hides while one opens later, and
 * comes back when all are closed. On phones it does not expand by itself, because
 * an unasked panel there covers the page's own content (the hero's buttons). It is fixed and only ever inserted, never resized in place, so it
 * shifts no layout. It is a non-modal dialog rather than the modal `Dialog`:
 * it must not trap focus, make the page inert or close what the shopper
 * opened. Nothing renders until the dismissed list is read after hydration,
 * so server and browser agree.
 */
export function PopupManager({ canvas }: { canvas: ParsedCanvas }) {
  useSignals();
  const t = useT();
  const { dialogs } = useStore();
  const [active, setActive] = useState<Popup | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const dismissed = parseDismissed(window.localStorage.getItem(POPUP_DISMISSED_KEY));
    setActive(firstOpenPopup(popupsOf(canvas), dismissed) ?? null);
  }, [canvas]);

  useEffect(() => {
    setShown(false);
    if (!active) return;
    return dialogs.afterIdle(active.delay ?? DEFAULT_POPUP_DELAY_MS, () => setShown(true));
  }, [active, dialogs]);

  if (!active || !shown) return null;
  const close = () => {
    const dismissed = parseDismissed(window.localStorage.getItem(POPUP_DISMISSED_KEY));
    window.localStorage.setItem(POPUP_DISMISSED_KEY, JSON.stringify([...new Set([...dismissed, active.id])]));
    setActive(null);
  };
  return (
    <aside className="popup-manager" aria-label={t('common.offers')} hidden={dialogs.busy()}>
      <PopupView key={active.id} popup={active} onClose={close} />
    </aside>
  );
}
