import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDialogManager } from '../state/dialog-manager';
import { createModalLinks } from './modal-links';

/** The page's address and history as the controller sees them: what it writes, and Back. */
function fakePage(href: string, mountedIds: readonly string[]) {
  const url = new URL(href);
  const calls: string[] = [];
  const location = {
    get pathname() { return url.pathname; },
    get search() { return url.search; },
    get hash() { return url.hash; },
  };
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, next: string) => {
      calls.push(`replace ${next}`);
      const target = new URL(next, url);
      url.search = target.search;
      url.hash = target.hash;
    },
    back: () => calls.push('back'),
  };
  vi.stubGlobal('window', { location, history });
  const titles = mountedIds.map((mounted) => ({ id: `${mounted}-title` }));
  vi.stubGlobal('document', {
    getElementById: (id: string) => titles.find((title) => title.id === id) ?? null,
    // The one selector the controller asks: the titles of the event sign-up dialogs.
    querySelectorAll: (selector: string) => (selector === '[id^="event-sign-up-"][id$="-title"]' ? titles.filter((title) => title.id.startsWith('event-sign-up-')) : []),
  });
  return { calls, setHash: (hash: string) => (url.hash = hash) };
}

describe('createModalLinks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens the dialog a mailed address names, and takes the hash away in place when it closes', () => {
    const page = fakePage('https://shop.test/en-us/promotions?a=1#modal=sign-up', ['sign-up']);
    const dialogs = createDialogManager();
    createModalLinks(dialogs).fromLocation(false);
    expect(dialogs.phase('sign-up')).toBe('open');
    dialogs.close('sign-up');
    expect(page.calls).toEqual(['replace /en-us/promotions?a=1']);
  });

  it('writes a clicked link’s query and hash in place, then opens its dialog', () => {
    const page = fakePage('https://shop.test/en-us?storeNum=12&leadSource=old', ['sign-up']);
    const dialogs = createDialogManager();
    createModalLinks(dialogs).follow('?leadSource=footer#modal=sign-up');
    expect(page.calls).toEqual(['replace /en-us?storeNum=12&leadSource=footer#modal=sign-up']);
    expect(dialogs.phase('sign-up')).toBe('open');
  });

  it('steps back over the entry a typed hash made when its dialog closes', () => {
    const page = fakePage('https://shop.test/en-us#modal=location-selector', ['location-selector', 'sign-in']);
    const dialogs = createDialogManager();
    createModalLinks(dialogs).fromLocation(true);
    // Another dialog taking over closes it too.
    dialogs.open('sign-in');
    expect(dialogs.phase('location-selector')).toBe('closing');
    expect(page.calls).toEqual(['back']);
  });

  it('closes the dialog when Back takes the hash away, without stepping back again', () => {
    const page = fakePage('https://shop.test/en-us#modal=forgot-password', ['forgot-password']);
    const dialogs = createDialogManager();
    const links = createModalLinks(dialogs);
    links.fromLocation(true);
    page.setHash('');
    links.fromLocation(true);
    expect(dialogs.phase('forgot-password')).toBe('closing');
    expect(page.calls).toEqual([]);
  });

  it('ignores an unknown id, and a dialog this page lacks', () => {
    const page = fakePage('https://shop.test/en-us#modal=no-such-dialog', ['sign-in']);
    const dialogs = createDialogManager();
    const links = createModalLinks(dialogs);
    links.fromLocation(false);
    links.follow('#modal=sign-up');
    expect(dialogs.busy()).toBe(false);
    expect(page.calls).toEqual([]);
  });

  it('opens the welcome and the interests, which need nothing else on the page', () => {
    fakePage('https://shop.test/en-us/xplr-pass#modal=welcome', ['welcome', 'interests']);
    const dialogs = createDialogManager();
    const links = createModalLinks(dialogs);
    links.fromLocation(false);
    expect(dialogs.phase('welcome')).toBe('open');
    links.follow('#modal=interests');
    expect(dialogs.phase('interests')).toBe('open');
  });

  it('opens an event’s sign-up by its id in lower case, and the page’s first event’s by the bare name', () => {
    fakePage('https://shop.test/en-us/basecamp#modal=event-sign-up-basecamp-winter-2027', ['event-sign-up-BASECAMP-SPRING-2027', 'event-sign-up-BASECAMP-WINTER-2027']);
    const dialogs = createDialogManager();
    const links = createModalLinks(dialogs);
    links.fromLocation(false);
    expect(dialogs.phase('event-sign-up-BASECAMP-WINTER-2027')).toBe('open');
    links.follow('#modal=event-sign-up');
    expect(dialogs.phase('event-sign-up-BASECAMP-SPRING-2027')).toBe('open');
  });

  it('ignores an event the page does not show', () => {
    const page = fakePage('https://shop.test/en-us/westend#modal=event-sign-up-nowhere', ['event-sign-up-WESTEND-2027']);
    const dialogs = createDialogManager();
    createModalLinks(dialogs).fromLocation(false);
    expect(dialogs.busy()).toBe(false);
    expect(page.calls).toEqual([]);
  });
});
