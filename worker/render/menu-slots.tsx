import { renderToString } from 'react-dom/server';
import type { MegaMenuSettings, MenuItem } from '../../shared/content/schemas/blocks/navigation';
import { MenuItems } from '../../client/content/mega-menu/MegaMenu';

/*
 * The mega menu is a quarter of a page's markup, and its items as a page first shows them (every
 * popover closed) are the same for every shopper of a site: they read only the menu and its
 * settings (the shop-all words already in the page's language), and the menu comes from the
 * canvas cache every shopper shares, as the same objects. So a string render of the page leaves a
 * marker in the menu's list and writes the items in afterwards, rendered once per isolate. The
 * markup is exactly what the items render in place, so the browser hydrates them as its own.
 */

// Per isolate, by the menu's identity (dropped with the canvas cache's copy), then by its settings.
const RENDERED = new WeakMap<readonly MenuItem[], Map<string, string>>();

const noOpen = () => {};

function itemsMarkup(items: readonly MenuItem[], settings: MegaMenuSettings): string {
  const key = JSON.stringify(settings);
  let bySettings = RENDERED.get(items);
  const known = bySettings?.get(key);
  if (known !== undefined) return known;
  const html = renderToString(<MenuItems items={items} settings={settings} openId={null} setOpenId={noOpen} />);
  if (!bySettings) {
    bySettings = new Map();
    RENDERED.set(items, bySettings);
  }
  bySettings.set(key, html);
  return html;
}

export interface MenuSlots {
  /** For MenuSlotsContext: a marker for the menu's list. */
  reserve(items: readonly MenuItem[], settings: MegaMenuSettings): string;
  /** The rendered page with each reserved list's items written in. */
  fill(html: string): string;
}

export function createMenuSlots(): MenuSlots {
  const reserved: { marker: string; items: readonly MenuItem[]; settings: MegaMenuSettings }[] = [];
  return {
    reserve(items, settings) {
      const marker = `__rl-menu-${reserved.length}__`;
      reserved.push({ marker, items, settings });
      return marker;
    },
    fill(html) {
      // A function replacement: the markup is inserted as it is, whatever `$` it holds.
      return reserved.reduce((page, { marker, items, settings }) => page.replace(marker, () => itemsMarkup(items, settings)), html);
    },
  };
}
