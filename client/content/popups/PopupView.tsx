import { useEffect, useRef, useState } from 'react';
import type { Popup } from '../../../shared/content/schemas/blocks/navigation';
import { inlineRichText } from '../../../shared/rich-text/inline';
import { pushPopupClick, pushPopupExpand, pushPopupImpression } from '../../analytics/data-layer';
import { useStore } from '../../state/StoreContext';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { useT } from '../../state/i18n';
import { DEFAULT_POPUP_DELAY_MS } from './popup-delay';

/**
 * Where an expanded panel fits in the bottom-right corner clear of a hero's buttons (left or
 * centred); narrower screens keep the tab until it is tapped, since a panel would cover them.
 */
export const POPUP_SELF_EXPAND_QUERY = '(min-width: 1024px)';

/** Newsletter when the name says so, else Account / Registration. */
export function popupTracking(name: string): { category: string; action: string } {
  return /newsletter/i.test(name) ? { category: 'Newsletter', action: 'Newsletter Sign Up' } : { category: 'Account', action: 'Registration' };
}

/** One due pop-up: a corner tab that expands into a non-modal panel (see PopupManager). */
type Phase = 'minimized' | 'expanded';

export function PopupView({ popup, onClose }: { popup: Popup; onClose: () => void }) {
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
        <h2 id={titleId} className="popup__title" style={{ color: popup.titleColor }} dangerouslySetInnerHTML={{ __html: inlineRichText(popup.titleHtml) }} />
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
