/**
 * The key an order attempt goes upstream with: a hash of the session's basket and the browser's
 * attempt id. The same press sent again (a double click, a retry after a timeout) gives the same
 * key, so the backend answers the order it already made; the same attempt id on another basket
 * gives another key, and the key tells the backend nothing about either.
 */
export async function idempotencyKey(basketId: string, attemptId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${basketId}:${attemptId.toLowerCase()}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
