import type { ComponentType } from 'react';
import { onDemandCode } from '#on-demand-code';
import type { AppState } from '../../shared/page';
import { BLOCK_TYPES, blockChunks, blockTypesIn, preloadBlocks } from '../content';
import { preloadable, type Preloadable } from './preloadable';
import { PAGE_VIEWS } from '../pages/views';

interface Chunk<P extends object> {
  /** The name the build gives the component's chunk (its file's name), so the worker can preload it. */
  name: string;
  view: Preloadable<P>;
}

/** A component in a chunk of its own, with the props its module exports it with. */
function chunk<P extends object>(name: string, load: () => Promise<ComponentType<P>>): Chunk<P> {
  return { name, view: preloadable(load) };
}

/**
 * Parts of the page chrome that only some documents render, each a chunk of its own: the consent
 * banner is there only until the visitor has chosen, so most page views never load it.
 */
export const CHROME_CHUNKS = {
  consentBanner: chunk('ConsentBanner', () => onDemandCode.consentBanner().then((m) => m.ConsentBanner)),
  // Only editors see it, so shoppers' first load never carries it.
  previewBanner: chunk('PreviewBanner', () => onDemandCode.previewBanner().then((m) => m.PreviewBanner)),
  // Only while an associate sells in a store. It renders nothing until it has asked the worker who
  // sells, so it is not preloaded: an associate's page waits for it only while hydrating.
  inStoreBanner: chunk('InStoreBanner', () => onDemandCode.inStoreBanner().then((m) => m.InStoreBanner)),
};

/** What the server renders of a document: its page (the registry's, whose view draws it), the canvases around it, whether it asks for consent and whether an editor previews it. */
type Rendered = Pick<AppState, 'pageType' | 'page' | 'headerFragment' | 'roleBanner'> & { consent?: Pick<AppState['consent'], 'needsChoice'>; preview?: AppState['preview'] };

/** The chrome chunks a document renders. */
function chromeChunks(state: Rendered): Chunk<never>[] {
  return [
    ...(state.consent?.needsChoice ? [CHROME_CHUNKS.consentBanner as Chunk<never>] : []),
    ...(state.preview ? [CHROME_CHUNKS.previewBanner as Chunk<never>] : []),
  ];
}

/**
 * The chunks a document renders, by the names the build gives them: the page view, the chrome
 * it shows and the block families of its canvases (regions that stream in later load theirs
 * when the browser hydrates them).
 */
export function pageChunks(state: Rendered): string[] {
  return [PAGE_VIEWS[state.pageType].chunk, ...chromeChunks(state).map(({ name }) => name), ...blockChunks(blockTypesIn([state.page, state.headerFragment, state.roleBanner]))];
}

/**
 * Loads what a document renders, so rendering or hydrating it never suspends. `more` is
 * anything else the document shows (in the browser, the results streamed into deferred regions).
 */
export function preloadPage(state: Rendered, more: unknown[] = []): Promise<void> {
  const types = blockTypesIn([state.page, state.headerFragment, state.roleBanner, ...more]);
  return Promise.all([PAGE_VIEWS[state.pageType].preload(), ...chromeChunks(state).map(({ view }) => view.preload()), preloadBlocks(types)]).then(() => undefined);
}

let everything: Promise<void> | undefined;

/**
 * Loads every page view and block family: the worker renders regions whose blocks it only
 * learns as their data stream in, and its bundle holds every chunk anyway.
 */
export function preloadAll(): Promise<void> {
  // Once per isolate (the worker awaits it on every render); a failed load is tried again next time.
  everything ??= Promise.all([...Object.values(PAGE_VIEWS).map((view) => view.preload()), ...Object.values(CHROME_CHUNKS).map(({ view }) => view.preload()), preloadBlocks(BLOCK_TYPES)]).then(
    () => undefined,
    (error: unknown) => {
      everything = undefined;
      throw error;
    },
  );
  return everything;
}
