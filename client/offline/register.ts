import { Workbox } from 'workbox-window';
import type { Translate } from '../../shared/i18n';
import type { ToastQueue } from '../state/toasts';
import { CACHED_COPY_TIMING, KEEP_PAGE } from './cache-names';

/** The worker's stable URL (vite.sw.config.ts writes it; the worker serves it uncached). */
export const SERVICE_WORKER_URL = '/sw.js';

export interface ServiceWorkerOptions {
  toasts: ToastQueue;
  t: Translate;
}

/**
 * Whether this page came from the service worker's kept copy. The worker marks such an answer
 * with a Server-Timing entry, which the page reads from its own navigation timing: no request
 * (a reachability check would cost one and be wrong on a slow line, where the copy answered after
 * the network's timeout while the browser still reports being online) and no change to the HTML
 * (a marker written into it would differ from what React hydrates).
 */
export function cameFromKeptCopy(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.some((entry) => entry.name === CACHED_COPY_TIMING) ?? false;
}

/**
 * Registers the service worker (after the page is idle: see start.ts), says so when the page is a
 * kept copy, and offers to reload when a new version waits. Nothing reloads until the shopper asks.
 */
export async function registerServiceWorker({ toasts, t }: ServiceWorkerOptions): Promise<void> {
  if (cameFromKeptCopy()) toasts.show({ kind: 'info', title: t('offline.staleCopy'), autoClose: false });
  // A page the worker did not answer (the first visit, before any worker) is kept once the worker runs.
  const uncontrolled = !navigator.serviceWorker.controller;
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', () => {
    toasts.show({
      kind: 'info',
      title: t('offline.updateReady'),
      autoClose: false,
      action: {
        label: t('offline.reload'),
        run: () => {
          // The new worker takes over only now, and the page reloads once it controls it.
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });
  await workbox.register();
  if (uncontrolled) await workbox.messageSW({ type: KEEP_PAGE, url: window.location.href });
}
