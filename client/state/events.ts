/**
 * Posts a tracking event to one of the worker's /fapi event routes. keepalive lets it
 * outlive a navigation the same click starts; a failure is logged, never shown (spec §8),
 * since no event is worth interrupting the shopper for.
 */
export function postEvent(path: string, body: unknown, what: string): void {
  fetch(path, { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch((error: unknown) => {
    console.warn(`${what}: not sent`, error);
  });
}
