import type { DialogManager } from '../state/dialog-manager';
import type { ModalLinks } from './modal-links';

/** An href of the `#modal=<id>` or `?<query>#modal=<id>` form (./modal-href.ts reads it). */
export const isModalHref = (href: string) => /^(\?[^#]*)?#modal=/.test(href);

/**
 * Watches for `#modal=` links on every page: in the address on load, on hashchange, and on any
 * link clicked. What follows one (./modal-links.ts) is fetched the first time a page meets one,
 * so pages without them carry only these listeners, which stay as long as the page does.
 */
export function watchModalLinks(dialogs: DialogManager): void {
  let links: Promise<ModalLinks> | undefined;
  const use = (then: (found: ModalLinks) => void) => void (links ??= import('./modal-links').then((m) => m.createModalLinks(dialogs))).then(then);
  const hashNamesModal = () => isModalHref(location.hash);
  // Once one has opened, every hashchange counts: Back while the dialog is open closes it.
  const onHashChange = () => {
    if (links || hashNamesModal()) use((found) => found.fromLocation(true));
  };
  const onClick = (event: MouseEvent) => {
    const href = (event.target as Element | null)?.closest?.('a')?.getAttribute('href');
    if (!href || !isModalHref(href) || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // Written in place rather than as a navigation: a query would otherwise reload the page.
    event.preventDefault();
    use((found) => found.follow(href));
  };
  if (hashNamesModal()) use((found) => found.fromLocation(false));
  addEventListener('hashchange', onHashChange);
  document.addEventListener('click', onClick);
}
