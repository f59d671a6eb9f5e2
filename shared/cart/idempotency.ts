/**
 * The header an add made offline carries its own key in (a random UUID made once in the browser):
 * the worker and the backend apply each key once, so a replay that arrives twice adds once. Apart
 * from the schemas, so the service worker's replay carries no zod.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
