import { LOCALE_SEGMENT, matchAlternate } from './patterns';
import { matchPage, type PageName } from './pages';
import { decodeSegment } from './decode-segment';

export { LOCALE_SEGMENT } from './patterns';

/** What a path is: classified once per request (RequestContext.route) and read from there. */
export interface ClassifiedPath {
  pageType: PageName;
  /** First segment when it matches LOCALE_SEGMENT; uppercase is not a locale (we redirect). */
  locale: string | null;
  categoryId?: string;
  categorySegments?: string[];
  productCode?: string;
  colorCode?: string;
  /** Set for a path in an alternate form: the same page's path in the main form, to redirect to. */
  mainPath?: string;
}

// A page whose description says it is not available counts as an error page. Editors write the
// description in the site's language, so the words are read in each of the shop's four.
// (en) not / no longer available, unavailable; (fr) n’est pas / plus disponible, indisponible;
// (de) nicht (mehr) verfügbar; (nb) ikke (lenger) tilgjengelig.
const UNAVAILABLE =
  /\b(?:no(?:t|\s+longer)\s+available|unavailable|n['’](?:est|sont)\s+(?:pas|plus)\s+disponibles?|indisponibles?|nicht\s+(?:mehr\s+)?verfügbar|ikke\s+(?:lenger\s+)?tilgjengelig)\b/iu;

export function isErrorDescription(description: string | undefined): boolean {
  return description !== undefined && UNAVAILABLE.test(description);
}

/** Builds the canonical product path. */
export function productPath(locale: string, slug: string, code: string): string {
  return `/${locale}/p/${slug}-${code}`;
}

/** Builds the canonical category path. */
export function categoryPath(locale: string, slug: string, id: string): string {
  return `/${locale}/c/${slug}-${id}`;
}

/** Query and hash never affect the page type; empty segments come from `//` or a trailing `/`. */
function splitPath(path: string): string[] {
  const end = path.search(/[?#]/);
  const bare = end === -1 ? path : path.slice(0, end);
  // Split before decoding so an encoded `%2F` stays inside its segment.
  // Malformed escapes (e.g. `%E0%A4%A`) stay as typed: such a path classifies, then finds no page.
  return bare.split('/').filter((s) => s !== '').map((segment) => decodeSegment(segment) ?? segment);
}

/** A path on this origin from decoded segments, each escaped again. */
const encodedPath = (segments: readonly string[]) => `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;

export function classifyPath(path: string, options?: { description?: string }): ClassifiedPath {
  const segments = splitPath(path);
  const head = segments[0];
  const locale = head !== undefined && LOCALE_SEGMENT.test(head) ? head : null;
  const rest = locale === null ? segments : segments.slice(1);

  // The description overrides whatever the path says.
  if (isErrorDescription(options?.description)) return { pageType: 'error', locale };

  const entry = matchPage(rest, locale !== null);
  // A page with a name of its own (account, search…) keeps it; any other path in an alternate form is the listing or product it names.
  if (locale !== null && entry.name === 'content') {
    const alternate = matchAlternate(rest);
    if (alternate) {
      const { pageType, mainSegment, ...ids } = alternate;
      const prefix = pageType === 'category' ? 'c' : 'p';
      return { pageType, locale, ...ids, mainPath: encodedPath([locale, prefix, ...rest.slice(0, -1), mainSegment!]) };
    }
  }
  // Both id patterns begin `/{language}-{region}/`, so ids need a locale.
  const params = locale === null ? undefined : entry.params?.(rest);
  if (locale === null || !params) return { pageType: entry.name, locale };
  const { mainSegment, ...ids } = params;
  if (mainSegment === undefined) return { pageType: entry.name, locale, ...ids };
  return { pageType: entry.name, locale, ...ids, mainPath: encodedPath([locale, ...rest.slice(0, -1), mainSegment]) };
}
