import type { ServiceWorkerOptions } from './register';

/**
 * Starts the installable shop once the page is idle: the registration and workbox-window load then,
 * as a chunk of their own, so a page's first load carries only these lines. A browser without
 * service workers loads nothing.
 */
export function startServiceWorker(options: ServiceWorkerOptions): void {
  if (!('serviceWorker' in navigator)) return;
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  idle(() => void import('./register').then(({ registerServiceWorker }) => registerServiceWorker(options)).catch(() => undefined));
}
