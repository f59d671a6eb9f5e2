// Pure regexes and parsers for the path-derived page types.
// No flags with state (no /g or /y), so sharing these module constants is safe.

/** Locale is the first path segment, `{language}-{region}`, lowercase only. */
export const LOCALE_SEGMENT = /^[a-z]{2}-[a-z]{2}$/;

// Category `{slug}-{4 to 10 digits}`; alternate ends in `-c{4 to 6 digits}`.
// `.+` demands a non-empty slug, and `$` rejects letters mixed into the number.
const CATEGORY_MAIN = /^(.+)-(\d{4,10})$/;
const CATEGORY_ALT = /^(.+)-c(\d{4,6})$/;

// Product `{slug}-{8 to 11 uppercase letters or digits}`; alternate ends in
// `-p{8 to 11 alphanumerics}` (the alternate still has to pass PRODUCT_CODE below).
const PRODUCT_MAIN = /^(.+)-([A-Z0-9]{8,11})$/;
const PRODUCT_ALT = /^(.+)-p([A-Za-z0-9]{8,11})$/;

/** Two capitals then capitals or digits; 8 to 11 characters in all. */
export const PRODUCT_CODE = /^[A-Z]{2}[A-Z0-9]{6,9}$/;

// Style is 8 characters; an 11-character product ends in a 3-character colour.
const STYLE_LENGTH = 8;
const WITH_COLOUR_LENGTH = 11;
// The last 4 to 7 digits give the category id.
const CATEGORY_ID_MAX = 7;

export interface CategoryMatch {
  categoryId: string;
  categorySegments: string[];
  /** The main form of an alternate path's last segment (`jackets-c12345` → `jackets-12345`). */
  mainSegment?: string;
}

export interface ProductMatch {
  productCode: string;
  colorCode?: string;
  /** The main form of an alternate path's last segment (`odin-pAB123456` → `odin-AB123456`). */
  mainSegment?: string;
}

/** Parses the segments after `/c/`; undefined for near misses (the worker 404s those). */
export function matchCategory(segments: readonly string[]): CategoryMatch | undefined {
  const last = segments[segments.length - 1];
  if (last === undefined) return undefined;
  const main = CATEGORY_MAIN.exec(last);
  const m = main ?? CATEGORY_ALT.exec(last);
  if (!m || m[1] === undefined || m[2] === undefined) return undefined;
  return {
    categoryId: m[2].slice(-CATEGORY_ID_MAX),
    // The trailing numeric suffix is stripped from the segments.
    categorySegments: [...segments.slice(0, -1), m[1]],
    ...(main ? {} : { mainSegment: `${m[1]}-${m[2]}` }),
  };
}

/**
 * The alternate forms name their page by how the last segment ends, wherever the path stands
 * (`/en-us/mens-jackets-c10101`, `/en-us/men/odin-pAB123456`), not only after `/c/` or `/p/`:
 * the page they name, or undefined for any other path.
 */
export function matchAlternate(segments: readonly string[]): ({ pageType: 'category' } & CategoryMatch) | ({ pageType: 'product' } & ProductMatch) | undefined {
  const last = segments[segments.length - 1];
  if (last === undefined) return undefined;
  if (CATEGORY_ALT.test(last)) {
    const category = matchCategory(segments);
    return category ? { pageType: 'category', ...category } : undefined;
  }
  if (PRODUCT_ALT.test(last)) {
    const product = matchProduct(segments);
    return product?.mainSegment ? { pageType: 'product', ...product } : undefined;
  }
  return undefined;
}

/** Parses the segments after `/p/`; undefined unless the code passes PRODUCT_CODE. */
export function matchProduct(segments: readonly string[]): ProductMatch | undefined {
  const last = segments[segments.length - 1];
  if (last === undefined) return undefined;
  const main = PRODUCT_MAIN.exec(last);
  const m = main ?? PRODUCT_ALT.exec(last);
  const code = m?.[2];
  if (code === undefined || !PRODUCT_CODE.test(code)) return undefined;
  const alternate = main ? {} : { mainSegment: `${m![1]}-${code}` };
  if (code.length === WITH_COLOUR_LENGTH) {
    return { productCode: code.slice(0, STYLE_LENGTH), colorCode: code.slice(STYLE_LENGTH), ...alternate };
  }
  return { productCode: code, ...alternate };
}
