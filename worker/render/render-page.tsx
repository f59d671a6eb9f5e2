import type { Context } from 'hono';
import { renderToReadableStream } from 'react-dom/server';
import type { AppEnv } from '../env';
import type { AppState } from '../../shared/page';
import { safeJson } from '../../shared/serialize';
import { App } from '../../client/app/App';
import { createStore, EMPTY_STORE } from '../../client/state/store';
import { loadAssets } from './assets';
import type { DeferredRegistry } from './deferred-registry';

const BOT = /bot|crawler|spider|crawling|lighthouse/i;

export type DocumentState = Omit<AppState, 'assets' | 'store' | 'site' | 'correlationId'>;

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
    site: ctx.site,
    correlationId: ctx.correlationId,
    assets: await loadAssets(c.env.ASSETS, c.env.DEV_WATCH === '1'),
    store: EMPTY_STORE,
  };
  const stateJson = safeJson(state);
  const stream = await renderToReadableStream(
    <App state={state} stateJson={stateJson} nonce={nonce} store={createStore(state.store)} deferred={deferred.promises} />,
    {
      nonce,
      bootstrapModules: [state.assets.entry],
      onError(error) {
        console.error(JSON.stringify({ msg: 'render error', correlationId: ctx.correlationId, error: String(error) }));
      },
    },
  );
  if (BOT.test(c.req.header('user-agent') ?? '')) await stream.allReady;
  return new Response(stream, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // Each document carries its own CSP nonce, so no shared cache may reuse it.
      'cache-control': 'private, no-cache',
      'x-page-type': document.pageType,
    },
  });
}
