import { effect } from '@preact/signals-core';
import type { DialogManager } from '../state/dialog-manager';
import { LOCATION_SELECTOR_DIALOG } from './LocationSelectorDialog';
import { EVENT_SIGN_UP_DIALOG } from './event-dialog-id';
import { ENROLMENT_DIALOG, FORGOT_PASSWORD_DIALOG, INTERESTS_DIALOG, LOYALTY_SIGN_UP_DIALOG, SIGN_IN_DIALOG, SIGN_UP_DIALOG, WELCOME_DIALOG } from './dialog-ids';
import { mergeQuery, parseModalHref } from './modal-href';

/*
 * `#modal=<id>` in the address (typed, mailed, or followed from any link on the page) opens that
 * dialog on the current path. Only the dialogs a shopper can meet with nothing else on the page
 * are listed: sign-in, the simplified enrolment, sign-up and its loyalty variant, forgot password,
 * the welcome, the interests and the location selector; and on a page with events, an event's
 * sign-up (`event-sign-up-<eventId>`, or `event-sign-up` for the page's first event). The others need what only the page knows at that moment: a product
 * and size (quickshop, pickup in store, ask a question, user photos), a cart line (gift option,
 * delivery method, store change), an order being placed (3-D Secure, pay later), an add just made
 * (mini-cart), a signed-in employee (employee terms), the visitor's country (location confirmation).
 */

/** The dialogs a `#modal=` link may open, by the id the link names. */
export const MODAL_LINK_DIALOGS: ReadonlySet<string> = new Set([
  SIGN_IN_DIALOG,
  ENROLMENT_DIALOG,
  SIGN_UP_DIALOG,
  LOYALTY_SIGN_UP_DIALOG,
  FORGOT_PASSWORD_DIALOG,
  LOCATION_SELECTOR_DIALOG,
  WELCOME_DIALOG,
  INTERESTS_DIALOG,
]);

export interface ModalLinks {
  /** A link clicked on the page: the hash is written in place (no history entry), then the dialog opens. */
  follow(href: string): void;
  /**
   * The address's hash as it is now: on first load, or after a hashchange (`pushed`: the browser
   * added a history entry for it, which closing the dialog steps back over).
   */
  fromLocation(pushed: boolean): void;
}

const bare = () => `${window.location.pathname}${window.location.search}`;

/** Whether the page has the dialog: every dialog renders its title with the id `<id>-title`, closed or open. */
const mounted = (id: string) => document.getElementById(`${id}-title`) !== null;

/**
 * The page's dialog a link's id names, or null when the page has none it may open. Event ids are
 * the editors' (often upper case) while link ids are lower case, so an event's is matched in any case.
 */
function dialogNamed(id: string): string | null {
  if (id === EVENT_SIGN_UP_DIALOG || id.startsWith(`${EVENT_SIGN_UP_DIALOG}-`)) {
    const titles = [...document.querySelectorAll(`[id^="${EVENT_SIGN_UP_DIALOG}-"][id$="-title"]`)];
    const found = id === EVENT_SIGN_UP_DIALOG ? titles[0] : titles.find((title) => title.id.toLowerCase() === `${id}-title`);
    return found ? found.id.slice(0, -'-title'.length) : null;
  }
  return MODAL_LINK_DIALOGS.has(id) && mounted(id) ? id : null;
}

/** Opens and closes the dialogs `#modal=` links name, keeping the address in step. */
export function createModalLinks(dialogs: DialogManager): ModalLinks {
  /** The dialog the address names now, and whether its hash has a history entry of its own. */
  let current: { id: string; pushed: boolean } | null = null;

  /** The dialog closed (Escape, its close button, another dialog taking over): the hash goes too. */
  function forget(id: string) {
    if (current?.id !== id) return;
    const { pushed } = current;
    current = null;
    // Back over the entry the hash made, so Back is not left pointing at the same page; else in place.
    if (pushed) window.history.back();
    else window.history.replaceState(window.history.state, '', bare());
  }

  function open(named: string, pushed: boolean): boolean {
    const id = dialogNamed(named);
    if (!id) {
      console.warn(`#modal=${named}: no such dialog on this page, ignored`);
      return false;
    }
    if (current?.id === id && dialogs.phase(id) === 'open') return true;
    current = { id, pushed };
    dialogs.open(id);
    const stop = effect(() => {
      if (dialogs.phase(id) === 'open') return;
      // Run after this effect has been set up: stop() inside its own first run would be too early.
      queueMicrotask(() => stop());
      forget(id);
    });
    return true;
  }

  return {
    follow(href) {
      const link = parseModalHref(href);
      if (link.kind !== 'modal' || !dialogNamed(link.modalId)) {
        console.warn(`link ${href}: no such dialog on this page, ignored`);
        return;
      }
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${mergeQuery(search, link.query)}#modal=${link.modalId}`);
      open(link.modalId, false);
    },
    fromLocation(pushed) {
      const link = parseModalHref(window.location.hash);
      if (link.kind === 'modal') {
        open(link.modalId, pushed);
        return;
      }
      // Back (or a hash edited away) while the dialog is open: it closes, and the address already says so.
      if (current) {
        const { id } = current;
        current = null;
        dialogs.close(id);
      }
    },
  };
}
