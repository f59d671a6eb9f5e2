import { CLEAR_SHOPPER_CACHES, KEEP_PAGE, SKIP_WAITING, dropShopperCaches } from '../cache-names';
import { keepPage } from './page-copies';
import { scope, type WorkerMessageEvent } from './scope';

/** What one message asks of the worker; its answer goes back on the message's port (workbox-window's messageSW). */
export type MessageHandler = (data: Record<string, unknown>) => Promise<unknown>;

/**
 * The pages' messages, by type. Sign-out's clearing is a list another part of the worker can add to
 * (`onSignOut`), so everything of the shopper goes in the one answer the page waits for.
 */
const signOutSteps: (() => Promise<void>)[] = [() => dropShopperCaches()];

/** Adds a step to sign-out's clearing (a queue of the shopper's own, say). */
export function onSignOut(step: () => Promise<void>): void {
  signOutSteps.push(step);
}

const HANDLERS: Record<string, MessageHandler> = {
  // Only the shopper's "reload" lets a waiting worker take over: nothing changes under their feet.
  [SKIP_WAITING]: () => scope().skipWaiting(),
  [CLEAR_SHOPPER_CACHES]: async () => {
    await Promise.all(signOutSteps.map((step) => step()));
    return { cleared: true };
  },
  [KEEP_PAGE]: async (data) => {
    if (typeof data.url === 'string') await keepPage(data.url).catch(() => undefined);
    return { kept: true };
  },
};

export function installMessages(): void {
  scope().addEventListener('message', (event: WorkerMessageEvent) => {
    const data = (event.data ?? {}) as Record<string, unknown>;
    const handler = typeof data.type === 'string' ? HANDLERS[data.type] : undefined;
    if (!handler) return;
    event.waitUntil(handler(data).then((answer) => event.ports[0]?.postMessage(answer ?? null)));
  });
}
