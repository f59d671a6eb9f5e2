import type { MegaMenuSettings, MenuItem } from '../../../shared/content/schemas/blocks/navigation';

// Mega menu rules that do not depend on the DOM.

export const DEFAULT_SHOP_ALL_TEXT = 'Shop all';

export interface MenuLink {
  text: string;
  url: string;
}

/** The shop-all text for an item: its override, else the menu's text, else 'Shop all'. */
export function shopAllText(item: MenuItem, settings: MegaMenuSettings): string {
  return item.overrideShopAll ?? settings.shopAllText ?? DEFAULT_SHOP_ALL_TEXT;
}

/**
 * A level-3 mobile accordion starts with a shop-all link when the
 * show-all-level-3 flag is on and shop-all is not hidden on small screens.
 * @example mobileShopAllLink(outerwear, { showAllL3OnMobile: true }) // { text: "Shop all Men's Outerwear", url: '/en-us/c/…' }
 */
export function mobileShopAllLink(item: MenuItem, settings: MegaMenuSettings): MenuLink | null {
  if (!settings.showAllL3OnMobile || item.hideShopAll?.sm) return null;
  return { text: `${shopAllText(item, settings)} ${item.title}`, url: item.target.url };
}

/** A mobile section's own shop-all link: mobile accordion sections open with one. */
export function sectionShopAllLink(item: MenuItem, settings: MegaMenuSettings): MenuLink | null {
  if (item.hideShopAll?.sm) return null;
  return { text: `${shopAllText(item, settings)} ${item.title}`, url: item.target.url };
}

/** Top-nav click label: the titles from the top item down to the clicked one. */
export function menuPath(...items: MenuItem[]): string {
  return items.map((item) => item.title).join(' > ');
}

/** Whether an item's popover opens on click, by the menu's flag or its own. */
export function opensOnClick(item: MenuItem, settings: MegaMenuSettings): boolean {
  return Boolean(item.triggerOnClick ?? settings.triggerOnClick);
}
