import type { PageContext, PageLoad } from './page-context';
import { pageTitle } from './page-context';

declare module '../../shared/page/page-model' {
  interface PageModels {
    /** The offline page: the shop's own words in the site's language, nothing from the CMS or of the shopper. */
    offline: Record<never, never>;
  }
}

/**
 * GET /{locale}/offline: what the service worker shows for a page it holds no copy of while the
 * network is down. It reads no upstream, so it renders whether or not the backends answer, and the
 * worker keeps one copy per site the shopper visited.
 */
export function loadOffline(ctx: PageContext): Promise<PageLoad> {
  return Promise.resolve({ found: true, status: 200, title: pageTitle(ctx.t('offline.title'), ctx.t), description: ctx.t('offline.body'), page: { kind: 'offline' } });
}
