import { LOCALE_SEGMENT, matchCategory, matchProduct } from './patterns';
import { decodeSegment } from './decode-segment';

export { LOCALE_SEGMENT } from './patterns';

/** spec §2 "Path-derived page types". */
export type PageType =
  | 'pdp'
  | 'plp'
  | 'cart'
  | 'account'
  | 'search'
  | 'searchhub'
  | 'home'
  | 'order-confirmation'
  | 'checkout'
  | 'error'
  | 'other';

export interface ClassifiedPath {
  pageType: PageType;
  /** First segment when it matches LOCALE_SEGMENT; uppercase is not a locale (we redirect). */
  locale: string | null;
  categoryId?: string;
  categorySegments?: string[];
  productCode?: string;
  colorCode?: string;
}

// spec §2: "a page whose description says it is not available counts as an error page".
const UNAVAILABLE = /\b(?:no(?:t|\s+longer)\s+available|unavailable)\b/i;

export function isErrorDescription(description: string | undefined): boolean {
  return description !== undefined && UNAVAILABLE.test(description);
}

/** Builds the canonical product path (spec §2 product pattern). */
export function productPath(locale: string, slug: string, code: string): string {
  return `/${locale}/p/${slug}-${code}`;
}

/** Builds the canonical category path (spec §2 category pattern). */
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

function pageTypeOf(locale: string | null, rest: readonly string[]): PageType {
  const first = rest[0];
  if (first === 'p') return 'pdp';
  if (first === 'c') return 'plp';
  if (first === 'cart') return 'cart';
  if (first === 'account') return 'account';
  // spec §2: "a path containing searchhub" — anywhere, so it must win over plain search.
  if (rest.some((s) => s.includes('searchhub'))) return 'searchhub';
  if (first === 'search') return 'search';
  // spec §2: only a *bare locale* path is home; `/` with no locale is other.
  if (first === undefined) return locale === null ? 'other' : 'home';
  if (first === 'order-confirmation') return 'order-confirmation';
  if (first === 'checkout') return 'checkout';
  return 'other';
}

export function classifyPath(path: string, options?: { description?: string }): ClassifiedPath {
  const segments = splitPath(path);
  const head = segments[0];
  const locale = head !== undefined && LOCALE_SEGMENT.test(head) ? head : null;
  const rest = locale === null ? segments : segments.slice(1);

  // spec §2: the description overrides whatever the path says.
  if (isErrorDescription(options?.description)) return { pageType: 'error', locale };

  const pageType = pageTypeOf(locale, rest);
  // spec §2: both patterns begin `/{language}-{region}/`, so ids need a locale.
  if (locale !== null && pageType === 'plp') {
    return { pageType, locale, ...matchCategory(rest.slice(1)) };
  }
  if (locale !== null && pageType === 'pdp') {
    return { pageType, locale, ...matchProduct(rest.slice(1)) };
  }
  return { pageType, locale };
}
