/*
 * Where the shop sends a browser after a form (sign-in's `returnTo`, the editor login's `redirect`):
 * only a path on this site. The target is normalised first, the way a browser would resolve it,
 * and the result is what is checked and returned: checking the raw text and returning the resolved
 * path let `/.//evil.example` through as `//evil.example`, which a browser reads as another host.
 */

const BASE = 'https://local-path.invalid';
// A browser drops tabs and newlines from a URL and reads a backslash as a slash.
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/;
// Enough rounds to undo any encoding a proxy or router in between might decode again.
const DECODE_ROUNDS = 3;

/** The text with percent-escapes decoded until stable; null for a malformed escape. */
function fullyDecoded(text: string): string | null {
  let current = text;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** Whether a resolved path (or its decoded form) would name another host or carry what a browser rewrites. */
function leavesSite(path: string): boolean {
  return path.startsWith('//') || UNSAFE_CHARACTER.test(path);
}

/**
 * `value` resolved against this site as `path?query`, or `fallback` when it could lead anywhere
 * else: an absolute or protocol-relative URL, a backslash, a control character, or a path that
 * after collapsing its dot segments, or after decoding its escapes, begins with `//`.
 * @example safeLocalPath('/en-us/a/../cart?x=1', '/') // '/en-us/cart?x=1'; safeLocalPath('/.//evil.example', '/') // '/'
 */
export function safeLocalPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || UNSAFE_CHARACTER.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || leavesSite(url.pathname)) return fallback;
  const decoded = fullyDecoded(url.pathname);
  if (decoded === null || leavesSite(decoded)) return fallback;
  // Escaped dot segments (`%2e%2e`) collapse once decoded too: the decoded path must resolve here as well.
  const again = new URL(decoded, BASE);
  if (again.origin !== BASE || leavesSite(again.pathname)) return fallback;
  return `${url.pathname}${url.search}`;
}

/** `value` as a same-site path with its query, or `fallback` when it is anything else or the sign-in page itself. */
export function safeReturnTo(value: string | null | undefined, fallback: string): string {
  const path = safeLocalPath(value, fallback);
  if (path === fallback) return fallback;
  if (/^\/[a-z]{2}-[a-z]{2}\/sign-in(\/|\?|$)/.test(path)) return fallback;
  return path;
}

/** The sign-in page of a locale, bringing the shopper back to `returnTo` afterwards. */
export function signInPath(locale: string, returnTo: string): string {
  return `/${locale}/sign-in?returnTo=${encodeURIComponent(returnTo)}`;
}
