import type { Context } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import type { AppEnv } from '../app-env';
import type { AppState } from '../../shared/page';
import { App } from '../../client/app/App';
import { createStore } from '../../client/state/store';
import { assetsFor, loadAssets } from './assets';
import { pageChunks, preloadAll } from '../../client/app/document-chunks';
import { coalesceChunks } from './coalesce';
import { createDocumentCloser } from './document-close';
import { hasClientRenderedRegion } from './client-rendered';
import { serialiseState } from './state-json';
import { createTileSlots, documentBytes } from './tile-slots';
import { createMenuSlots } from './menu-slots';
import { MenuSlotsContext } from '../../client/content/mega-menu/MegaMenu';
import { TileSlotsContext } from '../../client/catalogue/listing/ProductGrid';
import { createTranslator, intlLocale } from '../../shared/i18n';
import type { DeferredRegistry } from './deferred-registry';
import { isEnclosed, isShareable, productPath } from '../../shared/routing';
import { seoLinks } from '../../shared/seo';
import { favoritesConfig } from '../account/pages';
import { enrolmentConfig } from './enrolment-setting';
import { personalisationState, personalisedPageKey, readCartCount } from '../decisions';
import { messagesFor } from '../../shared/i18n/catalogues';
import { messagesAsset } from './messages-asset';
import { serviceInputs } from '../middleware/request-context/service-inputs';
import { cartSettings } from '../cart';

const BOT = /bot|crawler|spider|crawling|lighthouse/i;
const INLINE_BOUNDARY_BYTES = 1 << 20;
export const RETRY_AFTER_SECONDS = 30;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export type DocumentState = Omit<AppState, 'enclosed' | 'assets' | 'store' | 'site' | 'correlationId' | 'preview' | 'seo' | 'favorites' | 'enrolment' | 'personalisation' | 'consent' | 'experiments' | 'messages' | 'messagesUrl'>;

/**
 * Canonical, alternates and robots: a product's canonical is its style URL, whatever colour was
 * asked for; a store's page exists on its own country's sites only.
 */
function pageSeo(url: URL, document: DocumentState, locale: string, preview: boolean): AppState['seo'] {
  const { page } = document;
  const path = page.kind === 'product' ? productPath(locale, page.product.slug, page.product.id) : undefined;
  const countries = page.kind === 'store' ? [page.store.address.country] : undefined;
  return { origin: url.origin, ...seoLinks({ url, page: document.pageType, path, preview, countries }) };
}

/**
 * Streams the document: the shell (head, header, skeletons) leaves as soon as
 * it is rendered and each deferred region follows when its data arrives.
 * Crawlers get the complete page in one go.
 */
export async function renderPage(c: Context<AppEnv>, status: number, document: DocumentState, deferred: DeferredRegistry): Promise<Response> {
  const ctx = c.get('requestContext');
  const nonce = c.get('secureHeadersNonce') ?? '';
  const state: AppState = {
    ...document,
    // By the path's page, as the chrome was loaded: a checkout that fails keeps its header and its way back.
    enclosed: ctx.route !== null && isEnclosed(ctx.route.pageType),
    site: ctx.site,
    correlationId: ctx.correlationId,
    assets: assetsFor(await loadAssets(c.env.ASSETS, c.env.DEV_WATCH === '1'), pageChunks({ ...document, consent: ctx.consent, preview: ctx.preview.active ? { date: ctx.preview.date } : null })),
    // The header count is this shopper's, per request (a cached copy gets it swapped in per hit).
    // Whether the visitor is signed in is part of the HTML cache key, so it may be rendered; who
    // they are is not, so the name arrives from the session summary after hydration.
    store: {
      cart: { basketId: null, totalItems: readCartCount(serviceInputs(c).session) },
      cartSettings: cartSettings(c.env),
      auth: { type: ctx.visitor.loggedIn ? 'Registered' : 'Guest', firstName: null },
    },
    preview: ctx.preview.active ? { date: ctx.preview.date } : null,
    seo: pageSeo(ctx.url, document, ctx.site.locale, ctx.preview.active),
    // Favorites are disabled while an associate sells in a store: the list would be the shop's, not the customer's.
    favorites: ctx.visitor.roles.includes('instore') ? { ...favoritesConfig(c.env), enabled: false, inStore: true } : favoritesConfig(c.env),
    enrolment: enrolmentConfig(c.env),
    personalisation: await personalisationState(ctx, [document.page, document.headerFragment], {
      pending: c.get('engineAnswer'),
      keepAlive: (call) => c.executionCtx.waitUntil(call),
      key: personalisedPageKey(ctx),
    }),
    consent: { region: ctx.consent.region, allowed: ctx.consent.allowed, needsChoice: ctx.consent.needsChoice },
    experiments: ctx.experiments ?? {},
    messages: messagesFor(ctx.site),
    messagesUrl: messagesAsset(ctx.site).url,
  };
  // The path's page counts too: a 404 under /account is still nobody else's business.
  const personal = !isShareable(document.pageType) || (ctx.route !== null && !isShareable(ctx.route.pageType));
  // Page views and block families are chunks of their own in the browser; a render that found
  // one still loading would suspend (resolved once per isolate).
  await preloadAll();
  const stateJson = serialiseState(state);
  const store = createStore(state.store);
  const app = <App state={state} stateJson={stateJson} nonce={nonce} store={store} deferred={deferred.promises} />;
  // React leaves a region that threw as its skeleton for the browser to render: the page is not whole.
  let renderFailed = false;
  const onError = (error: unknown) => {
    renderFailed = true;
    console.error(JSON.stringify({ msg: 'render error', correlationId: ctx.correlationId, error: String(error) }));
  };
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    // Each document carries its own CSP nonce, so no shared cache may reuse it.
    // A page the registry calls personal (cart, account…) or the personalisation engine decided
    // on is this visitor's alone, and a failure is this moment's alone: no-store keeps each out
    // of the HTML cache and every other.
    'cache-control': personal || state.personalisation.decision || status >= 500 ? 'private, no-store' : 'private, no-cache',
    'x-page-type': document.pageType,
  };
  // A page that is only unavailable for now says when to come back (crawlers keep it indexed meanwhile).
  if (status === 503) headers['retry-after'] = String(RETRY_AFTER_SECONDS);

  // Nothing left to wait for (every region's data came from cache): there is
  // nothing to stream, and a string render costs a third of a streamed one.
  if (deferred.allSettled()) {
    // The same translator as the App's own: one catalogue, one locale.
    const tiles = createTileSlots({ translator: createTranslator(intlLocale(state.site), state.messages), store, favorites: state.favorites });
    const menus = createMenuSlots();
    const parts = tiles.fill(
      menus.fill(
        renderToString(
          <MenuSlotsContext.Provider value={menus.reserve}>
            <TileSlotsContext.Provider value={tiles.reserve}>{app}</TileSlotsContext.Provider>
          </MenuSlotsContext.Provider>,
        ),
      ),
    );
    // A region that suspended anyway went out as its skeleton, for the browser to fill: shown once, never stored.
    const whole = (await deferred.whole()) && !parts.some((part) => typeof part === 'string' && hasClientRenderedRegion(part));
    c.set('renderWhole', Promise.resolve(whole));
    if (!whole) headers['cache-control'] = 'private, no-store';
    // The body closes after every grid, in the last part.
    const tail = parts.pop() as string;
    const body = tail.lastIndexOf('</body>');
    const bootstrap = `<script type="module" src="${escapeAttribute(state.assets.entry)}" nonce="${escapeAttribute(nonce)}" async=""></script>`;
    return respond(c, documentBytes(['<!DOCTYPE html>', ...parts, `${tail.slice(0, body)}${bootstrap}${tail.slice(body)}`]), status, headers);
  }

  const stream = await renderToReadableStream(app, {
    nonce,
    bootstrapModules: [state.assets.entry],
    // React outlines any finished region over ~12 KB behind a skeleton and a
    // swap script; a region whose data is already here should go out inline.
    progressiveChunkSize: INLINE_BOUNDARY_BYTES,
    onError,
  });
  if (BOT.test(c.req.header('user-agent') ?? '')) await stream.allReady;
  // Whether the page went out whole is known only at its end, after its headers: the HTML cache
  // waits for this before it stores the copy it kept, and a page cut short never answers at all.
  let ended!: () => void;
  const end = new Promise<void>((resolve) => (ended = resolve));
  c.set('renderWhole', end.then(async () => !renderFailed && (await deferred.whole())));
  return respond(c, stream.pipeThrough(coalesceChunks({ rewrite: createDocumentCloser(), onEnd: () => ended() })), status, headers);
}

/**
 * The page's response through the context, so it carries what the request's handlers set there
 * before it was rendered: cookies above all (a loader's header count, a session refreshed while
 * reading the shopper's data), which a Response built apart would silently drop. The page's own
 * headers win over any of the same name.
 */
function respond(c: Context<AppEnv>, body: Uint8Array<ArrayBuffer> | ReadableStream, status: number, headers: Record<string, string>): Response {
  return c.newResponse(body, status as StatusCode, headers);
}
