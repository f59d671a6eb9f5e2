import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MegaMenuSettings, MenuItem } from '../../shared/content/schemas/blocks/navigation';
import { getSite } from '../../shared/site';
import { createTranslator, intlLocale } from '../../shared/i18n';
import { messagesFor } from '../../shared/i18n/catalogues';
import { MegaMenu, MenuSlotsContext } from '../../client/content/mega-menu/MegaMenu';
import { TranslatorProvider } from '../../client/state/i18n';
import { StoreProvider } from '../../client/state/StoreContext';
import { createStore, EMPTY_STORE } from '../../client/state/store';
import { createMenuSlots } from './menu-slots';

const site = getSite('fr-ca')!;
const translator = createTranslator(intlLocale(site), messagesFor(site));

const leaf = (id: string, title: string, icon?: string): MenuItem => ({ id, title, target: { url: `/fr-ca/c/${id}` }, ...(icon ? { menuIcon: icon } : {}) });
const items: MenuItem[] = [
  { id: 'men', title: 'Hommes', target: { url: '/fr-ca/c/hommes-10000' }, children: [{ ...leaf('vestes', 'Vestes « légères » & co'), children: [leaf('coquilles', 'Coquilles', 'jk'), leaf('polaires', 'Polaires $& $1', 'fl')] }] },
  { id: 'gear', title: 'Équipement', target: { url: '/fr-ca/c/equipement-40000' }, triggerOnClick: true, hideShopAll: { lg: true }, children: [leaf('sacs', 'Sacs')] },
];

const page = (menu: MenuItem[], settings: MegaMenuSettings) =>
  h(TranslatorProvider, { value: translator, children: h(StoreProvider, { store: createStore(EMPTY_STORE), children: h(MegaMenu, { items: menu, settings }) }) });

/** The menu as a string render with menu slots, the way renderPage writes it. */
function slotted(menu: MenuItem[], settings: MegaMenuSettings): string {
  const menus = createMenuSlots();
  return menus.fill(renderToString(h(MenuSlotsContext.Provider, { value: menus.reserve }, page(menu, settings))));
}

describe('menu slots', () => {
  it('write the very markup the items render in place, so the browser hydrates them as its own', () => {
    const settings = { shopAllText: 'Tout voir' };
    const inPlace = renderToString(page(items, settings));
    expect(inPlace).toContain('aria-controls="menu-men"');
    // Written as it is: a `$` in a title is no replacement pattern.
    expect(inPlace).toContain('Polaires $&amp; $1');
    expect(slotted(items, settings)).toBe(inPlace);
    // Again, from the isolate's copy.
    expect(slotted(items, settings)).toBe(inPlace);
  });

  it('keep a copy of the same menu per settings, and render another menu of its own', () => {
    slotted(items, { shopAllText: 'Tout voir' });
    const clicked = { shopAllText: 'Voir tout', triggerOnClick: true };
    expect(slotted(items, clicked)).toBe(renderToString(page(items, clicked)));
    expect(slotted(items, clicked)).toContain('Voir tout');
    const other = [items[1]!];
    expect(slotted(other, clicked)).toBe(renderToString(page(other, clicked)));
    expect(slotted(other, clicked)).not.toContain('Hommes');
  });
});
