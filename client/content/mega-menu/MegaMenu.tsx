import { createContext, useCallback, useContext, useRef, useState, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { MegaMenuSettings, MenuItem } from '../../../shared/content/schemas/blocks/navigation';
import { useStore } from '../../state/StoreContext';
import { MenuPanel } from './MenuPanel';
import { opensOnClick } from './menu-rules';
import { useRouteChange } from './use-route-change';
import { useT } from '../../state/i18n';

const panelId = (item: MenuItem) => `menu-${item.id}`;
/** The open popover's entry in the dialog manager, which pop-ups wait on. */
const POPOVER_ID = 'mega-menu';

/**
 * The worker's string render only: the menu's items, as every shopper first sees them (all
 * closed), can be written into the page after the render (worker/render/menu-slots.tsx); this
 * answers the marker the list holds meanwhile. The browser (and a streamed render) has no
 * provider, so it renders the items in place and hydrates them.
 */
export const MenuSlotsContext = createContext<((items: readonly MenuItem[], settings: MegaMenuSettings) => string) | null>(null);

/**
 * Mega menu (large screens): a popover per item that opens on hover,
 * or on click when trigger-on-click is set, and closes on Escape, mouse leave
 * and route change. Left/Right move between top items; Enter, Space or
 * ArrowDown open; Escape closes and returns focus to the item.
 */
export function MegaMenu({ items, settings = {} }: { items: MenuItem[]; settings?: MegaMenuSettings }) {
  useSignals();
  const t = useT();
  const { dialogs } = useStore();
  const [chosenId, setChosenId] = useState<string | null>(null);
  // A dialog opening closes the popover through the manager, which is the one source of truth.
  const openId = dialogs.phase(POPOVER_ID) === 'open' ? chosenId : null;
  const setOpenId = useCallback(
    (next: string | null) => {
      setChosenId(next);
      if (next) dialogs.open(POPOVER_ID);
      else dialogs.close(POPOVER_ID);
    },
    [dialogs],
  );
  const listRef = useRef<HTMLUListElement>(null);
  const marker = useContext(MenuSlotsContext)?.(items, settings);
  const close = useCallback(() => setOpenId(null), [setOpenId]);
  useRouteChange(close, openId !== null);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const triggers = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('.mega-menu__trigger') ?? [])];
    const current = triggers.findIndex((trigger) => trigger === document.activeElement);
    if (event.key === 'Escape' && openId) {
      event.preventDefault();
      const item = items.find((candidate) => candidate.id === openId);
      setOpenId(null);
      if (item) listRef.current?.querySelector<HTMLButtonElement>(`[aria-controls="${panelId(item)}"]`)?.focus();
    } else if ((event.key === 'ArrowRight' || event.key === 'ArrowLeft') && current !== -1) {
      event.preventDefault();
      const next = (current + (event.key === 'ArrowRight' ? 1 : -1) + triggers.length) % triggers.length;
      triggers[next]?.focus();
      if (openId) setOpenId(items[next]?.id ?? null);
    } else if (event.key === 'ArrowDown' && current !== -1) {
      event.preventDefault();
      const item = items[current];
      if (!item) return;
      setOpenId(item.id);
      // The panel is in the DOM already (hidden by CSS); focus its first link once it shows.
      requestAnimationFrame(() => document.getElementById(panelId(item))?.querySelector<HTMLAnchorElement>('a')?.focus());
    }
  }

  // The worker's string render writes the items in after the render (see MenuSlotsContext).
  const listContent = marker === undefined ? { children: <MenuItems items={items} settings={settings} openId={openId} setOpenId={setOpenId} /> } : { dangerouslySetInnerHTML: { __html: marker } };
  return (
    <nav className="mega-menu" aria-label={t('header.mainNavigation')}>
      <ul className="mega-menu__list" ref={listRef} onKeyDown={onKeyDown} {...listContent} />
    </nav>
  );
}

interface MenuItemsProps {
  items: readonly MenuItem[];
  settings: MegaMenuSettings;
  openId: string | null;
  setOpenId(next: string | null): void;
}

/** The top items, each with its trigger and popover; with no item open it is the same for every shopper. */
export function MenuItems({ items, settings, openId, setOpenId }: MenuItemsProps) {
  return items.map((item) => {
    const open = openId === item.id;
    const byClick = opensOnClick(item, settings);
    return (
      <li
        key={item.id}
        className="mega-menu__item"
        data-open={open}
        onMouseEnter={byClick ? undefined : () => setOpenId(item.id)}
        onMouseLeave={() => {
          if (openId === item.id) setOpenId(null);
        }}
      >
        <button
          type="button"
          className="mega-menu__trigger"
          aria-expanded={open}
          aria-controls={panelId(item)}
          // A mouse click on a hover item keeps it open (the hover already opened it); keys and click items toggle.
          onClick={(event) => setOpenId(open && (byClick || event.detail === 0) ? null : item.id)}
        >
          {item.title}
        </button>
        <MenuPanel item={item} id={panelId(item)} settings={settings} />
      </li>
    );
  });
}
