/*
 * Where a sign-in sends the shopper back to: only a path on this site, never another origin
 * (`//host`, `/\host`, `https:`), never a control character that a browser would drop to make
 * one, and never the sign-in page itself.
 */

const BASE = 'https://return-to.invalid';

/** `value` as a same-site path with its query, or `fallback` when it is anything else. */
export function safeReturnTo(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  if (/^\/[a-z]{2}-[a-z]{2}\/sign-in(\/|$)/.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}`;
}

/** The sign-in page of a locale, bringing the shopper back to `returnTo` afterwards. */
export function signInPath(locale: string, returnTo: string): string {
  return `/${locale}/sign-in?returnTo=${encodeURIComponent(returnTo)}`;
}
