import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { onDemandCode } from '#on-demand-code';
import type { Popup } from '../../../shared/content/schemas/blocks/navigation';
import type { ParsedCanvas } from '../../../shared/page';
import { allowsPopups, type PageName } from '../../../shared/routing';
import { preloadable } from '../../app/preloadable';
import { useStore } from '../../state/StoreContext';
import { useT } from '../../state/i18n';
import { popupsDismissedKey, readText, writeJson } from '../../persistence';
import { DEFAULT_POPUP_DELAY_MS } from './popup-delay';

// Most page views show no pop-up (none due, or dismissed): its view loads once one is.
const PopupView = preloadable(() => onDemandCode.popupView().then((m) => m.PopupView));

/** Every pop-up block of the popups canvas, in section order. */
export function popupsOf(canvas: ParsedCanvas): Popup[] {
  return Object.values(canvas.sections).flatMap((blocks) => blocks.filter((block): block is Popup => block.type === 'popup'));
}

/** The first pop-up not yet dismissed. */
export function firstOpenPopup(popups: Popup[], dismissed: readonly string[]): Popup | undefined {
  return popups.find((popup) => !dismissed.includes(popup.id));
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
 * so server and browser agree. It shows nothing on a page the registry keeps
 * free of pop-ups (checkout, the order confirmation), whatever the canvas holds.
 */
export function PopupManager({ canvas, page }: { canvas: ParsedCanvas; page: PageName }) {
  useSignals();
  const t = useT();
  const { dialogs } = useStore();
  const [active, setActive] = useState<Popup | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!allowsPopups(page)) {
      setActive(null);
      return;
    }
    const dismissed = parseDismissed(readText(popupsDismissedKey));
    setActive(firstOpenPopup(popupsOf(canvas), dismissed) ?? null);
  }, [canvas, page]);

  useEffect(() => {
    setShown(false);
    if (!active) return;
    let current = true;
    // Fetched during the delay; shown once both have passed, so the view never suspends.
    const view = PopupView.preload();
    const cancel = dialogs.afterIdle(active.delay ?? DEFAULT_POPUP_DELAY_MS, () => {
      view.then(
        () => current && setShown(true),
        () => undefined,
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [active, dialogs]);

  if (!active || !shown) return null;
  const close = () => {
    const dismissed = parseDismissed(readText(popupsDismissedKey));
    writeJson(popupsDismissedKey, [...new Set([...dismissed, active.id])]);
    setActive(null);
  };
  return (
    <aside className="popup-manager" aria-label={t('common.offers')} hidden={dialogs.busy()}>
      <PopupView key={active.id} popup={active} onClose={close} />
    </aside>
  );
}
