/**
 * The key a write the backend applies once goes upstream with: a hash of what it is made on (an
 * order's basket, an offline add's site) and the browser's attempt id. The same attempt sent again
 * (a double click, a retry after a timeout, an offline add replayed twice) gives the same key, so
 * the backend answers what it already did; the same attempt id on another basket or site gives
 * another key, and the key tells the backend nothing about either.
 */
export async function idempotencyKey(scope: string, attemptId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${scope}:${attemptId.toLowerCase()}`));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
