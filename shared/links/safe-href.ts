/** Paths and queries of this site, in-page anchors, https, mailto and tel. */
const SAFE_FORM = /^(?:\/(?!\/)|\?|#|https:\/\/|mailto:|tel:)/i;
const SAME_SITE = 'https://same-site.invalid';

/**
 * The link target to emit for `href`, or null when it could leave the site in
 * disguise or run code. Browsers read a backslash as a slash, so `/\evil` and
 * `\/evil` are `//evil`, another host: backslashes become slashes before the
 * check, and the emitted link carries them as slashes, so what is checked is
 * what the browser follows. Tabs and newlines, which browsers delete (so
 * `java\tscript:` is `javascript:`), and any other control character make the
 * link unsafe rather than being guessed at.
 * @example safeHref('/\\evil.example') // null
 * @example safeHref(' /en-us/help ') // '/en-us/help'
 */
export function safeHref(href: string): string | null {
  if (/[\u0000-\u001f\u007f]/.test(href)) return null;
  const candidate = href.trim().replace(/\\/g, '/');
  if (!SAFE_FORM.test(candidate)) return null;
  if (/^https:/i.test(candidate)) return URL.canParse(candidate) ? candidate : null;
  if (/^(?:mailto|tel):/i.test(candidate)) return candidate;
  // Relative: resolving it must stay on this site (no host hidden anywhere in it).
  return URL.canParse(candidate, SAME_SITE) && new URL(candidate, SAME_SITE).origin === SAME_SITE ? candidate : null;
}
