import { useEffect, useRef, useState } from 'react';
import type { Popup } from '../../shared/schemas';
import type { ParsedCanvas } from '../../shared/page';
import { pushPopupClick, pushPopupExpand, pushPopupImpression } from '../analytics/data-layer';
import { ResponsiveImage } from './ResponsiveImage';

/** spec §9 pop-up default delay. */
export const DEFAULT_POPUP_DELAY_MS = 2000;
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
  const [phase, setPhase] = useState<Phase>('minimized');
  // Focus moves only when the shopper asked for the change, never on the timed expand.
  const moveFocus = useRef(false);
  const tabRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const changePhase = (next: Phase) => {
    // The shopper took over: the timed expand must not undo a minimise.
    clearTimeout(timer.current);
    moveFocus.current = true;
    setPhase(next);
  };
  const tracking = popupTracking(popup.name);
  const titleId = `popup-${popup.id}-title`;

  useEffect(() => {
    pushPopupImpression(tracking, popup.name);
    timer.current = setTimeout(() => setPhase('expanded'), popup.delay ?? DEFAULT_POPUP_DELAY_MS);
    return () => clearTimeout(timer.current);
    // One impression and one timer per pop-up, keyed by its id.
  }, [popup.id]);

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
      <div className="popup popup--minimized" data-popup={popup.id}>
        <button ref={tabRef} type="button" className="popup__tab" aria-expanded="false" onClick={() => changePhase('expanded')}>
          {logo}
          <span>{popup.minimizedTitle}</span>
        </button>
      </div>
    );
  }

  return (
    <div
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
        <button type="button" className="popup__minimize" aria-label="Minimise" onClick={() => changePhase('minimized')}>
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false"><path d="M3 8h10" stroke="currentColor" strokeWidth="2" /></svg>
        </button>
        <button type="button" className="popup__close" aria-label={`Close ${popup.maximizedTitle}`} onClick={onClose}>
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
 * spec §2/§4 pop-up manager: the first non-dismissed pop-up of the popups
 * canvas docks as a minimised tab and expands after its delay; closing it
 * remembers its id. It is a non-modal dialog rather than the modal `Dialog`:
 * it appears unasked, so it must not trap focus, make the page inert or close
 * a dialog the shopper opened. Nothing renders until the dismissed list is
 * read after hydration, so server and browser agree.
 */
export function PopupManager({ canvas }: { canvas: ParsedCanvas }) {
  const [active, setActive] = useState<Popup | null>(null);

  useEffect(() => {
    const dismissed = parseDismissed(window.localStorage.getItem(POPUP_DISMISSED_KEY));
    setActive(firstOpenPopup(popupsOf(canvas), dismissed) ?? null);
  }, [canvas]);

  if (!active) return null;
  const close = () => {
    const dismissed = parseDismissed(window.localStorage.getItem(POPUP_DISMISSED_KEY));
    window.localStorage.setItem(POPUP_DISMISSED_KEY, JSON.stringify([...new Set([...dismissed, active.id])]));
    setActive(null);
  };
  return (
    <aside className="popup-manager" aria-label="Offers">
      <PopupView key={active.id} popup={active} onClose={close} />
    </aside>
  );
}
