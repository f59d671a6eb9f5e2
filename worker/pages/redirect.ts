import { DEFAULT_LOCALE, getSite } from '../../shared/site';
import { LOCALE_SEGMENT } from '../../shared/routing';

/**
 * Locale is the first path segment. A missing or unknown one goes to
 * the default site; a known one in the wrong case goes to its canonical form.
 * Returns null when the path already has a site.
 */
export function localeRedirect(url: URL): string | null {
  const [, first = '', ...rest] = url.pathname.split('/');
  if (getSite(first) && LOCALE_SEGMENT.test(first)) return null;
  const lowered = first.toLowerCase();
  const locale = getSite(lowered) ? lowered : DEFAULT_LOCALE;
  // An unknown locale is replaced; a first segment that is no locale at all is kept as part of the path.
  const kept = LOCALE_SEGMENT.test(lowered) ? rest : [first, ...rest];
  const path = `/${[locale, ...kept].filter(Boolean).join('/')}`;
  return `${path}${url.search}`;
}
